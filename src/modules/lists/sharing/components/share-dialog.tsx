"use client";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { settle } from "@/lib/action-outcome";
import type { ActionFailure } from "@/server/action";
import { failureToast, formatCreatedDate } from "../../components/action-feedback";
import { inviteToListAction, loadListSharingAction, removeMemberAction, revokeInviteAction } from "../actions";
import { EMAIL_MAX, INVITE_VALID_DAYS, SHARING_MESSAGES } from "../schemas";
import type { ListMemberDto, ListSharingDetailDto } from "../types";

type Load = { state: "loading" } | { state: "error" } | { state: "ready"; sharing: ListSharingDetailDto };

/**
 * The owner's Share dialog: invite by e-mail, the people who share the list (Remove), and pending
 * invitations (Cancel). Everything is re-read from the server after each change.
 */
export function ShareDialog({ listId, listName, onClose }: { listId: string; listName: string; onClose: () => void }) {
  const router = useRouter();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState<string | null>(null);

  // Mounted only while open (see ListSharingPanel), so every opening starts from "loading";
  // bumping `version` re-reads after a change.
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let current = true;
    void settle(() => loadListSharingAction({ listId })).then((res) => current && setLoad(res.ok ? { state: "ready", sharing: res.sharing } : { state: "error" }));
    return () => {
      current = false;
    };
  }, [listId, version]);

  const sendInvite = useAction(inviteToListAction, {
    onSuccess: () => {
      setEmail("");
      setEmailError(null);
      reload();
    },
    success: (res) => ({ title: SHARING_MESSAGES.inviteSentTitle, description: `We emailed an invitation to ${res.invite.email}.`, variant: "success" }),
    onFailure: (res) => res.fieldErrors?.email?.[0] && setEmailError(res.fieldErrors.email[0]),
    failure: (res) => (res.fieldErrors?.email?.[0] ? null : failureToast(res, "Failed to send the invitation. Please try again.")),
  });
  const sending = sendInvite.pending;

  const invite = async (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setEmailError(SHARING_MESSAGES.emailInvalid);
    await sendInvite.run({ listId, email: address });
  };

  // Removing someone or cancelling an invitation: the list is re-read after any answer (not after no answer).
  const change = useAction((p: { key: string; call: () => Promise<{ ok: true } | ActionFailure>; fallback: string }) => p.call(), {
    failure: (res, p) => failureToast(res, p.fallback),
    onFailure: (res) => {
      if (res.thrown) return;
      reload();
      router.refresh();
    },
    onSuccess: () => {
      reload();
      router.refresh();
    },
  });
  const busy = change.pendingInput?.key ?? null;
  const run = async (key: string, call: () => Promise<{ ok: true } | ActionFailure>, fallback: string) => {
    await change.run({ key, call, fallback });
    setConfirmRemove(null);
  };

  const remove = (m: ListMemberDto) => run(`member:${m.userId}`, () => removeMemberAction({ listId, userId: m.userId }), "Failed to remove that person. Please try again.");
  const revoke = (inviteId: string) => run(`invite:${inviteId}`, () => revokeInviteAction({ listId, inviteId }), "Failed to cancel the invitation. Please try again.");

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Share “${listName}”`}
      description={`People you invite can see the list, add and edit items and change quantities. Only you can delete it or share it. Invitations expire after ${INVITE_VALID_DAYS} days.`}
      footer={<Button variant="outline" onClick={onClose}>Done</Button>}
    >
      <form onSubmit={(e) => void invite(e)} noValidate className="flex items-start gap-2">
        <Field
          id="share-email"
          name="email"
          type="email"
          label="Invite by email"
          placeholder="name@example.com"
          autoComplete="off"
          maxLength={EMAIL_MAX}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setEmailError(null);
          }}
          error={emailError}
          disabled={sending}
          className="min-w-0 flex-1"
        />
        <Button type="submit" className="mt-6 shrink-0" disabled={sending}>{sending ? "Sending..." : "Send invite"}</Button>
      </form>

      {load.state === "loading" ? (
        <p className="py-4 text-sm text-slate-600" role="status">Loading who has access…</p>
      ) : load.state === "error" ? (
        <div role="alert" className="py-3">
          <p className="text-sm text-red-800">Couldn&apos;t load who has access.</p>
          <Button variant="outline" className="mt-2" onClick={() => { setLoad({ state: "loading" }); reload(); }}>Try again</Button>
        </div>
      ) : (
        <>
          <h3 className="mt-2 text-sm font-semibold text-slate-900">People with access</h3>
          <ul aria-label="People with access" className="mt-1 divide-y divide-slate-100">
            <li className="flex items-center justify-between gap-2 py-2">
              <Person name={load.sharing.owner.name} email={load.sharing.owner.email} />
              <span className="shrink-0 text-xs text-slate-600">Owner (you)</span>
            </li>
            {load.sharing.members.map((m) => (
              <li key={m.userId} className="py-2">
                <div className="flex items-center justify-between gap-2">
                  <Person name={m.name} email={m.email} />
                  {confirmRemove === m.userId ? null : (
                    <button type="button" className={DANGER_TEXT} onClick={() => setConfirmRemove(m.userId)} disabled={busy !== null} aria-label={`Remove ${m.email}`}>
                      Remove
                    </button>
                  )}
                </div>
                {confirmRemove === m.userId ? (
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-red-50 px-3 py-2">
                    <p className="text-sm text-red-900">Remove {m.name}? They lose access at once.</p>
                    <div className="flex shrink-0 gap-1">
                      <Button variant="ghost" className="px-2 py-1" onClick={() => setConfirmRemove(null)} disabled={busy !== null}>Cancel</Button>
                      <Button variant="danger" className="px-3 py-1" onClick={() => void remove(m)} disabled={busy !== null} aria-label={`Confirm removing ${m.email}`}>
                        {busy === `member:${m.userId}` ? "Removing..." : "Remove"}
                      </Button>
                    </div>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          {load.sharing.members.length === 0 ? <p className="py-1 text-sm text-slate-600">Nobody else has access yet.</p> : null}

          {load.sharing.invites.length > 0 ? (
            <>
              <h3 className="mt-4 text-sm font-semibold text-slate-900">Pending invitations</h3>
              <ul aria-label="Pending invitations" className="mt-1 divide-y divide-slate-100">
                {load.sharing.invites.map((inv) => (
                  <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <div className="min-w-0">
                      <p className="truncate text-sm text-slate-900">{inv.email}</p>
                      <p className="text-xs text-slate-600" suppressHydrationWarning>
                        {inv.expired ? "Expired — send a new invitation" : `Expires ${formatCreatedDate(inv.expiresAt)}`}
                      </p>
                    </div>
                    <Button variant="ghost" className="shrink-0 px-2 py-1" onClick={() => void revoke(inv.id)} disabled={busy !== null} aria-label={`Cancel invitation to ${inv.email}`}>
                      {busy === `invite:${inv.id}` ? "Cancelling..." : "Cancel"}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </Dialog>
  );
}

const DANGER_TEXT = "shrink-0 rounded-lg px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50";

function Person({ name, email }: { name: string; email: string }) {
  return (
    <div className="min-w-0">
      <p className="truncate text-sm font-medium text-slate-900">{name}</p>
      {name !== email ? <p className="truncate text-xs text-slate-600">{email}</p> : null}
    </div>
  );
}
