"use client";
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { changePasswordAction } from "../actions";
import { changePasswordSchema } from "../schemas";
import { FormAlert } from "@/components/ui/form-alert";
import { firstErrors, zodFieldErrors, type FieldErrors } from "@/components/ui/field-errors";
import { PasswordField } from "@/components/ui/password-field";
import { StrengthMeter } from "./strength-meter";

/** Needs the current password; a change signs out every other session. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const router = useRouter();
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [pending, startTransition] = useTransition();
  const set = (k: keyof typeof values) => (v: string) => setValues((s) => ({ ...s, [k]: v }));

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setFormError(undefined);
    startTransition(async () => {
      const res = await changePasswordAction(values);
      if (!res.ok) {
        setErrors(firstErrors(res.fieldErrors));
        if (res.code === "RATE_LIMITED") toast({ title: "Too many attempts", description: "Please wait before trying again.", variant: "destructive" });
        if (!res.fieldErrors) setFormError(res.formError);
        return;
      }
      toast({ title: "Password changed", description: "Your other sessions have been signed out.", variant: "success" });
      onDone();
      if (!res.stillSignedIn) {
        router.replace("/login");
      }
      router.refresh();
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" aria-label="Change password">
      <PasswordField id="account-current-password" label="Current password" value={values.currentPassword} onChange={set("currentPassword")} disabled={pending} autoComplete="current-password" error={errors.currentPassword} />
      <PasswordField id="account-new-password" label="New password" value={values.newPassword} onChange={set("newPassword")} disabled={pending} autoComplete="new-password" error={errors.newPassword} describedBy="account-new-strength" />
      <StrengthMeter id="account-new-strength" password={values.newPassword} />
      <PasswordField id="account-confirm-password" label="Confirm new password" value={values.confirmPassword} onChange={set("confirmPassword")} disabled={pending} autoComplete="new-password" error={errors.confirmPassword} />
      <FormAlert message={formError} />
      <Button type="submit" disabled={pending} className="self-start">{pending ? "Please wait..." : "Change password"}</Button>
    </form>
  );
}
