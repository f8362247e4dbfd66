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
import { retailerLoginAction } from "../actions";
import { retailerLoginSchema } from "../schemas";

export function RetailerLoginForm({ onNeedsRegistration }: { onNeedsRegistration: (email: string) => void }) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { run, pending, fieldErrors: errors, formError, setErrors } = useAction(retailerLoginAction, {
    failure: { title: "Login failed", fallback: AUTH_TOASTS.signInFailed.description, serverTitle: true },
    onSuccess: (res) => {
      if ("needsRegistration" in res) onNeedsRegistration(email);
      else router.replace(res.redirectTo);
    },
    success: (res) => ("needsRegistration" in res ? { title: "Setup required", description: "Please complete your retailer registration." } : { ...AUTH_TOASTS.signedIn, variant: "success" }),
    refresh: true,
  });

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = retailerLoginSchema.safeParse({ email, password });
    if (!parsed.success) return setErrors({ fieldErrors: zodFieldErrors(parsed.error) });
    void run({ email, password });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label="Retailer login">
      <Field id="retailer-login-email" label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} disabled={pending} error={errors.email} maxLength={320} />
      <PasswordField id="retailer-login-password" label="Password" value={password} onChange={setPassword} disabled={pending} autoComplete="current-password" error={errors.password} />
      <FormAlert message={formError} />
      <Button type="submit" disabled={pending}>{pending ? "Please wait..." : "Login"}</Button>
    </form>
  );
}
