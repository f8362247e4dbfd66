"use client";
import { startTransition, useActionState, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { signUpAction } from "../auth-actions";
import { AUTH_TOASTS } from "../messages";
import { signUpSchema, type SignUpInput } from "../schemas";
import { FormAlert } from "@/components/ui/form-alert";
import { firstErrors, zodFieldErrors, type FieldErrors } from "@/components/ui/field-errors";
import { PasswordField } from "@/components/ui/password-field";
import { StrengthMeter } from "./strength-meter";

interface State { fieldErrors: FieldErrors; formError?: string }
const EMPTY: State = { fieldErrors: {} };

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});

  const [state, submit, pending] = useActionState(async (_prev: State, input: SignUpInput): Promise<State> => {
    const res = await signUpAction(input);
    if (res.ok) {
      toast({ ...AUTH_TOASTS.signUpDone, variant: "success" });
      onSignedUp();
      return EMPTY;
    }
    if (res.code === "RATE_LIMITED") toast({ ...AUTH_TOASTS.tooManyAttempts, variant: "destructive" });
    else if (res.code === "INVALID_INPUT") toast({ ...AUTH_TOASTS.invalidInput, variant: "destructive" });
    else if (res.code === "CONFLICT") toast({ ...AUTH_TOASTS.signUpExists, variant: "destructive" });
    else toast({ ...AUTH_TOASTS.signUpFailed, variant: "destructive" });
    const formError = res.code === "INVALID_INPUT" ? undefined : res.code === "RATE_LIMITED" || res.code === "CONFLICT" ? res.formError : AUTH_TOASTS.signUpFailed.description;
    return { fieldErrors: firstErrors(res.fieldErrors), formError };
  }, EMPTY);

  const errors = { ...state.fieldErrors, ...clientErrors };

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
    startTransition(() => submit(input));
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
      <FormAlert message={state.formError} />
      <Button type="submit" disabled={pending}>{pending ? "Please wait..." : "Create Account"}</Button>
    </form>
  );
}
