"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { deleteAccountAction } from "../actions";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";

/** Two steps: ask, then confirm with the password. Deletes the account, its lists and profile. */
export function DeleteAccountForm() {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const { run, pending } = useAction(deleteAccountAction, {
    onFailure: (res) => setError(res.fieldErrors?.password?.[0] ?? res.formError ?? "Please try again."),
    onSuccess: () => router.replace("/login"),
    success: { title: "Account deleted", description: "Your account, lists and profile have been deleted." },
    refresh: true,
  });

  if (!confirming) {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-slate-700">Permanently delete your account, your shopping lists and your profile.</p>
        <Button variant="danger" className="self-start" onClick={() => setConfirming(true)}>Delete account</Button>
      </div>
    );
  }

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!password) return setError("Password is required");
    void run({ password });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" aria-label="Delete account">
      <p className="text-sm font-medium text-red-800">This can&apos;t be undone. Enter your password to confirm.</p>
      <PasswordField id="account-delete-password" label="Password" value={password} onChange={setPassword} disabled={pending} autoComplete="current-password" />
      <FormAlert message={error} />
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => { setConfirming(false); setPassword(""); setError(undefined); }} disabled={pending}>Cancel</Button>
        <Button type="submit" variant="danger" disabled={pending}>{pending ? "Deleting..." : "Delete my account"}</Button>
      </div>
    </form>
  );
}
