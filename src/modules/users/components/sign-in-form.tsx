"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { signInAction } from "../auth-actions";
import { AUTH_TOASTS } from "../messages";
import { signInSchema } from "../schemas";
import { FormAlert } from "@/components/ui/form-alert";
import { zodFieldErrors, type FieldErrors } from "@/components/ui/field-errors";
import { PasswordField } from "@/components/ui/password-field";

export function SignInForm({ from, onPendingChange }: { from?: string; onPendingChange?: (pending: boolean) => void }) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const { run, pending, fieldErrors, formError } = useAction((input: { email: string; password: string }) => signInAction({ ...input, from }), {
    onSuccess: (res) => router.replace(res.redirectTo),
    success: { ...AUTH_TOASTS.signedIn, variant: "success" },
    refresh: true,
    failure: (res) => ({ ...(res.code === "RATE_LIMITED" ? AUTH_TOASTS.tooManyAttempts : res.code === "INVALID_INPUT" ? AUTH_TOASTS.invalidInput : AUTH_TOASTS.signInFailed), variant: "destructive" }),
  });

  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const errors = { ...fieldErrors, ...clientErrors };

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
    onPendingChange?.(true);
    void run({ email, password }).finally(() => onPendingChange?.(false));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label="Sign in">
      <Field id="signin-email" label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} disabled={pending} error={errors.email} maxLength={320} />
      <PasswordField id="signin-password" label="Password" value={password} onChange={setPassword} disabled={pending} autoComplete="current-password" error={errors.password} />
      <FormAlert message={formError} />
      <Button type="submit" disabled={pending}>{pending ? "Please wait..." : "Sign In"}</Button>
    </form>
  );
}
