"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { signUpAction } from "../auth-actions";
import { AUTH_TOASTS } from "../messages";
import { signUpSchema, type SignUpInput } from "../schemas";
import { FormAlert } from "@/components/ui/form-alert";
import { zodFieldErrors, type FieldErrors } from "@/components/ui/field-errors";
import { PasswordField } from "@/components/ui/password-field";
import { StrengthMeter } from "./strength-meter";

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});

  const { run, pending, fieldErrors, formError } = useAction((input: SignUpInput) => signUpAction(input), {
    success: { ...AUTH_TOASTS.signUpDone, variant: "success" },
    onSuccess: () => onSignedUp(),
    failure: (res) => ({
      ...(res.code === "RATE_LIMITED" ? AUTH_TOASTS.tooManyAttempts : res.code === "INVALID_INPUT" ? AUTH_TOASTS.invalidInput : res.code === "CONFLICT" ? AUTH_TOASTS.signUpExists : AUTH_TOASTS.signUpFailed),
      variant: "destructive",
    }),
    formError: (res) => (res.code === "INVALID_INPUT" ? undefined : res.code === "RATE_LIMITED" || res.code === "CONFLICT" ? res.formError : AUTH_TOASTS.signUpFailed.description),
  });

  const errors = { ...fieldErrors, ...clientErrors };

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const input = { email, password, confirmPassword, acceptedTerms } as SignUpInput;
    const parsed = signUpSchema.safeParse(input);
    if (!parsed.success) {
      setClientErrors(zodFieldErrors(parsed.error));
      toast({ ...AUTH_TOASTS.invalidInput, variant: "destructive" });
      return;
    }
    setClientErrors({});
    void run(input);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label="Create account">
      <Field id="signup-email" label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} disabled={pending} error={errors.email} maxLength={320} />
      <PasswordField id="signup-password" label="Password" value={password} onChange={setPassword} disabled={pending} autoComplete="new-password" error={errors.password} describedBy="signup-strength" />
      <StrengthMeter id="signup-strength" password={password} />
      <PasswordField id="signup-confirm" label="Confirm password" value={confirmPassword} onChange={setConfirmPassword} disabled={pending} autoComplete="new-password" error={errors.confirmPassword} />
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            id="signup-terms"
            type="checkbox"
            checked={acceptedTerms}
            onChange={(e) => setAcceptedTerms(e.target.checked)}
            disabled={pending}
            aria-invalid={errors.acceptedTerms ? true : undefined}
            aria-describedby="signup-terms-error"
            className="mt-0.5 size-4"
          />
          <span>
            I agree to the{" "}
            <a href="/terms" target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">Terms of Service</a>{" "}
            and{" "}
            <a href="/privacy" target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">Privacy Policy</a>
          </span>
        </label>
        <p id="signup-terms-error" aria-live="polite" className="min-h-4 text-xs text-red-700">{errors.acceptedTerms ?? ""}</p>
      </div>
      <FormAlert message={formError} />
      <Button type="submit" disabled={pending}>{pending ? "Please wait..." : "Create Account"}</Button>
    </form>
  );
}
