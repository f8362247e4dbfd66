"use client";
import { useCallback, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { useAction } from "@/components/ui/use-action";
import { failureToast } from "../../components/action-feedback";
import type { ListDetailDto } from "../../types";
import { leaveListAction } from "../actions";
import { SHARING_MESSAGES } from "../schemas";
import { ShareDialog } from "./share-dialog";
import { useLiveList, type LiveStatus } from "./use-live-list";

const peopleLabel = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;

/**
 * The sharing strip on a list's screen (issue 16): who can see the list, whether live updates are
 * on, and the owner's Share or a member's Leave. It also keeps the list live for everyone viewing it.
 */
export function ListSharingPanel({ list }: { list: ListDetailDto }) {
  const router = useRouter();
  const { role, ownerName, memberCount } = list.sharing;
  const leaving = useRef(false);
  const status = useLiveList(list.id, role, useCallback(() => leaving.current, []));
  const [shareOpen, setShareOpen] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const { run, pending } = useAction(leaveListAction, {
    onSuccess: () => router.push("/lists"),
    success: { title: SHARING_MESSAGES.leftTitle, description: `"${list.name}" is no longer on your lists.`, variant: "success" },
    onFailure: () => {
      leaving.current = false;
    },
    failure: (res) => failureToast(res, "Failed to leave the list. Please try again."),
  });

  const leave = async () => {
    leaving.current = true;
    await run({ listId: list.id });
    setConfirmLeave(false);
  };

  const summary =
    role === "member"
      ? `Shared by ${ownerName}`
      : memberCount > 0
        ? `Shared with ${peopleLabel(memberCount)}`
        : "Only you can see this list";

  return (
    <Card className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3" data-live={status}>
      <div className="flex min-w-0 items-center gap-2">
        <Users aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-900" data-testid="list-sharing-summary">{summary}</p>
          <LiveBadge status={status} />
        </div>
      </div>
      {role === "owner" ? (
        <Button variant="outline" className="shrink-0" onClick={() => setShareOpen(true)}>Share</Button>
      ) : (
        <button type="button" className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50" onClick={() => setConfirmLeave(true)}>
          Leave list
        </button>
      )}

      {role === "owner" && shareOpen ? <ShareDialog listId={list.id} listName={list.name} onClose={() => setShareOpen(false)} /> : null}
      <Dialog
        open={confirmLeave}
        onClose={() => setConfirmLeave(false)}
        dismissible={!pending}
        title="Leave this list?"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmLeave(false)} disabled={pending}>Cancel</Button>
            <Button variant="danger" onClick={() => void leave()} disabled={pending}>{pending ? "Leaving..." : "Leave list"}</Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          You&apos;ll no longer see <span className="font-semibold">&ldquo;{list.name}&rdquo;</span>. {ownerName} can invite you again.
        </p>
      </Dialog>
    </Card>
  );
}

function LiveBadge({ status }: { status: LiveStatus }) {
  const text = status === "live" ? "Live updates on" : status === "connecting" ? "Connecting live updates…" : "Reconnecting live updates…";
  return (
    <p className="flex items-center gap-1.5 text-xs text-slate-600" role="status" aria-live="polite">
      <span aria-hidden="true" className={`inline-block h-2 w-2 shrink-0 rounded-full ${status === "live" ? "bg-emerald-500" : "bg-amber-400"}`} />
      <span className="truncate">{text}</span>
    </p>
  );
}
