"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormAlert } from "@/components/ui/form-alert";
import { useAction } from "@/components/ui/use-action";
import { acceptInviteAction } from "../actions";
import { SHARING_MESSAGES, type InviteState } from "../schemas";

/**
 * /lists/invite/[token]: what the link is, and an explicit Accept (opening the link changes
 * nothing, so a mail scanner that follows it accepts nothing). Used, expired, invalid and
 * wrong-account links each say what happened and what to do.
 */
export function InviteAcceptance({ token, state, signedInAs }: { token: string; state: InviteState; signedInAs: string }) {
  const router = useRouter();
  // On success the transition lasts until the list has opened, so the button stays disabled meanwhile.
  const { run, pending, formError: error } = useAction(acceptInviteAction, {
    onSuccess: (res) => router.replace(`/lists/${res.listId}`),
    formError: (res) => (res.thrown ? "Couldn't accept the invitation. Please check your connection and try again." : (res.formError ?? "Couldn't accept the invitation. Please try again.")),
  });

  const accept = () => run({ token });

  const back = <Link href="/lists" className={buttonClass("outline")}>Go to my lists</Link>;

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
      {state.state === "valid" ? (
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">Join &ldquo;{state.listName}&rdquo;?</h2>
          <p className="mt-1 text-sm text-slate-700">
            {state.ownerName} invited you to share this shopping list. You&apos;ll be able to see it, add and edit items and change quantities; changes show up for everyone as they happen.
          </p>
          <div className="mt-3"><FormAlert message={error} /></div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={() => void accept()} disabled={pending}>{pending ? "Joining..." : "Join list"}</Button>
            <Link href="/lists" className={buttonClass("ghost")}>Not now</Link>
          </div>
        </Card>
      ) : state.state === "member" ? (
        <Card>
          <h2 className="text-lg font-semibold text-slate-900">You already share &ldquo;{state.listName}&rdquo;</h2>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link href={`/lists/${state.listId}`} className={buttonClass("primary")}>Open the list</Link>
            {back}
          </div>
        </Card>
      ) : (
        <Card role="alert">
          <h2 className="text-lg font-semibold text-slate-900">{TITLES[state.state]}</h2>
          <p className="mt-1 text-sm text-slate-700">{message(state)}</p>
          {state.state === "wrong-account" ? <p className="mt-1 text-sm text-slate-600">You&apos;re signed in as {signedInAs}.</p> : null}
          <div className="mt-4 flex flex-wrap gap-2">
            {state.state === "wrong-account" ? <Link href="/profile" className={buttonClass("primary")}>Profile (sign out)</Link> : null}
            {back}
          </div>
        </Card>
      )}
    </main>
  );
}

const TITLES = {
  invalid: "Invitation not found",
  expired: "Invitation expired",
  used: "Invitation already used",
  "wrong-account": "This invitation is for someone else",
} as const;

function message(state: Extract<InviteState, { state: "invalid" | "expired" | "used" | "wrong-account" }>): string {
  switch (state.state) {
    case "invalid":
      return SHARING_MESSAGES.linkInvalid;
    case "expired":
      return SHARING_MESSAGES.linkExpired;
    case "used":
      return `${SHARING_MESSAGES.linkUsed} If you were removed from the list, ask its owner to invite you again.`;
    case "wrong-account":
      return `It was sent to ${state.maskedEmail}. Sign out and sign in with that address to accept it.`;
  }
}
