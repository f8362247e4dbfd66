"use client";
import { startTransition, useActionState, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { signInAction } from "../auth-actions";
import { AUTH_TOASTS } from "../messages";
import { signInSchema } from "../schemas";
import { FormAlert } from "@/components/ui/form-alert";
import { firstErrors, zodFieldErrors, type FieldErrors } from "@/components/ui/field-errors";
import { PasswordField } from "@/components/ui/password-field";

interface State { fieldErrors: FieldErrors; formError?: string }
const EMPTY: State = { fieldErrors: {} };

export function SignInForm({ from, onPendingChange }: { from?: string; onPendingChange?: (pending: boolean) => void }) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const [state, submit, pending] = useActionState(async (_prev: State, input: { email: string; password: string }): Promise<State> => {
    onPendingChange?.(true);
    try {
      const res = await signInAction({ ...input, from });
      if (res.ok) {
        toast({ ...AUTH_TOASTS.signedIn, variant: "success" });
        router.replace(res.redirectTo);
        router.refresh();
        return EMPTY;
      }
      if (res.code === "RATE_LIMITED") toast({ ...AUTH_TOASTS.tooManyAttempts, variant: "destructive" });
      else if (res.code === "INVALID_INPUT") toast({ ...AUTH_TOASTS.invalidInput, variant: "destructive" });
      else toast({ ...AUTH_TOASTS.signInFailed, variant: "destructive" });
      return { fieldErrors: res.code === "INVALID_INPUT" ? firstErrors(res.fieldErrors) : {}, formError: res.code === "INVALID_INPUT" ? undefined : res.formError };
    } finally {
      onPendingChange?.(false);
    }
  }, EMPTY);

  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const errors = { ...state.fieldErrors, ...clientErrors };

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // Input failing the format rules never reaches the server.
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) {
      setClientErrors(zodFieldErrors(parsed.error));
      toast({ ...AUTH_TOASTS.invalidInput, variant: "destructive" });
      return;
    }
    setClientErrors({});
    startTransition(() => submit({ email, password }));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label="Sign in">
      <Field id="signin-email" label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} disabled={pending} error={errors.email} maxLength={320} />
      <PasswordField id="signin-password" label="Password" value={password} onChange={setPassword} disabled={pending} autoComplete="current-password" error={errors.password} />
      <FormAlert message={state.formError} />
      <Button type="submit" disabled={pending}>{pending ? "Please wait..." : "Sign In"}</Button>
    </form>
  );
}
