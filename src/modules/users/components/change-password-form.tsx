"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { changePasswordAction } from "../actions";
import { changePasswordSchema } from "../schemas";
import { FormAlert } from "@/components/ui/form-alert";
import { zodFieldErrors } from "@/components/ui/field-errors";
import { PasswordField } from "@/components/ui/password-field";
import { StrengthMeter } from "./strength-meter";

/** Needs the current password; a change signs out every other session. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const router = useRouter();
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const { run, pending, fieldErrors: errors, formError, setErrors } = useAction(changePasswordAction, {
    failure: (res) => (res.code === "RATE_LIMITED" ? { title: "Too many attempts", description: "Please wait before trying again.", variant: "destructive" } : null),
    success: { title: "Password changed", description: "Your other sessions have been signed out.", variant: "success" },
    onSuccess: (res) => {
      onDone();
      if (!res.stillSignedIn) router.replace("/login");
    },
    refresh: true,
  });
  const set = (k: keyof typeof values) => (v: string) => setValues((s) => ({ ...s, [k]: v }));

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) return setErrors({ fieldErrors: zodFieldErrors(parsed.error) });
    void run(values);
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
