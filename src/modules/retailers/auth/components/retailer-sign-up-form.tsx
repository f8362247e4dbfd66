"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { FormAlert } from "@/components/ui/form-alert";
import { zodFieldErrors } from "@/components/ui/field-errors";
import { PasswordField } from "@/components/ui/password-field";
import { AUTH_TOASTS } from "@/modules/users/shared";
import { retailerSignUpAction } from "../actions";
import { ADDRESS, BUSINESS_NAME, GST_MAX, retailerSignUpSchema } from "../schemas";

type Values = { email: string; password: string; businessName: string; address: string; gstNumber: string };

export function RetailerSignUpForm({ initialEmail = "" }: { initialEmail?: string }) {
  const router = useRouter();
  const [values, setValues] = useState<Values>({ email: initialEmail, password: "", businessName: "", address: "", gstNumber: "" });
  const { run, pending, fieldErrors: errors, formError, setErrors } = useAction(retailerSignUpAction, {
    failure: { title: "Signup failed", fallback: AUTH_TOASTS.signUpFailed.description, serverTitle: true },
    onSuccess: (res) => router.replace(res.redirectTo),
    success: (res) => (res.newAccount ? { ...AUTH_TOASTS.signUpDone, variant: "success" } : { title: "Retailer profile ready", description: "Welcome to the retailer portal.", variant: "success" }),
    refresh: true,
  });
  const set = (k: keyof Values) => (v: string) => setValues((s) => ({ ...s, [k]: v }));

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = retailerSignUpSchema.safeParse(values);
    if (!parsed.success) return setErrors({ fieldErrors: zodFieldErrors(parsed.error) });
    void run(values);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label="Retailer sign up">
      <Field id="retailer-signup-email" label="Email" type="email" autoComplete="email" value={values.email} onChange={(e) => set("email")(e.target.value)} disabled={pending} error={errors.email} maxLength={320} />
      <PasswordField id="retailer-signup-password" label="Password" value={values.password} onChange={set("password")} disabled={pending} autoComplete="new-password" error={errors.password} />
      <Field id="retailer-signup-business" label="Business name" autoComplete="organization" value={values.businessName} onChange={(e) => set("businessName")(e.target.value)} disabled={pending} error={errors.businessName} maxLength={BUSINESS_NAME.max * 2} />
      <Field id="retailer-signup-address" label="Business address" autoComplete="street-address" value={values.address} onChange={(e) => set("address")(e.target.value)} disabled={pending} error={errors.address} maxLength={ADDRESS.max * 2} />
      <Field id="retailer-signup-gst" label="GST number (optional)" value={values.gstNumber} onChange={(e) => set("gstNumber")(e.target.value)} disabled={pending} error={errors.gstNumber} maxLength={GST_MAX * 2} />
      <FormAlert message={formError} />
      <Button type="submit" disabled={pending}>{pending ? "Please wait..." : "Create Retailer Account"}</Button>
    </form>
  );
}
