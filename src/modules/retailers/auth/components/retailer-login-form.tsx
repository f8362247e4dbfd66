"use client";
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { FormAlert } from "@/components/ui/form-alert";
import { firstErrors, zodFieldErrors, type FieldErrors } from "@/components/ui/field-errors";
import { PasswordField } from "@/components/ui/password-field";
import { AUTH_TOASTS } from "@/modules/users/client";
import { retailerLoginAction } from "../actions";
import { retailerLoginSchema } from "../schemas";

export function RetailerLoginForm({ onNeedsRegistration }: { onNeedsRegistration: (email: string) => void }) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [pending, startTransition] = useTransition();

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = retailerLoginSchema.safeParse({ email, password });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setFormError(undefined);
    startTransition(async () => {
      const res = await retailerLoginAction({ email, password });
      if (!res.ok) {
        setErrors(firstErrors(res.fieldErrors));
        if (res.code !== "INVALID_INPUT") setFormError(res.formError);
        toast({ title: res.title ?? "Login failed", description: res.formError ?? AUTH_TOASTS.signInFailed.description, variant: "destructive" });
        return;
      }
      if ("needsRegistration" in res) {
        toast({ title: "Setup required", description: "Please complete your retailer registration." });
        onNeedsRegistration(email);
        router.refresh();
        return;
      }
      toast({ ...AUTH_TOASTS.signedIn, variant: "success" });
      router.replace(res.redirectTo);
      router.refresh();
    });
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
