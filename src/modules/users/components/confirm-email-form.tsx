"use client";
import { startTransition, useActionState } from "react";
import Link from "next/link";
import { Button, buttonClass } from "@/components/ui/button";
import { confirmEmailAction } from "../actions";
import { FormAlert } from "@/components/ui/form-alert";
import { useAction } from "@/components/ui/use-action";

type State = { status: "idle" } | { status: "done" } | { status: "failed"; message: string };

/** Confirming is a POST: link scanners that fetch the e-mail's URL do not use the token up. */
export function ConfirmEmailForm({ token, next, signedIn }: { token: string; next: string; signedIn: boolean }) {
  const { run } = useAction(confirmEmailAction);
  const [state, submit, pending] = useActionState(async (): Promise<State> => {
    const res = await run({ token });
    return res.ok ? { status: "done" } : { status: "failed", message: res.formError ?? "This confirmation link is invalid or has already been used." };
  }, { status: "idle" });

  if (state.status === "done") {
    const href = signedIn ? next : `/login?confirmed=1&from=${encodeURIComponent(next)}`;
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="text-sm text-slate-800">Email confirmed. Thanks!</p>
        <Link href={href} className={buttonClass("primary")}>{signedIn ? "Continue" : "Sign in"}</Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">Confirm that this email address belongs to you.</p>
      {state.status === "failed" ? <FormAlert message={state.message} /> : null}
      <Button disabled={pending || !token} onClick={() => startTransition(() => submit())}>{pending ? "Please wait..." : "Confirm my email"}</Button>
    </div>
  );
}
