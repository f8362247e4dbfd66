"use client";
import { useCallback } from "react";
import { toast, type ToastInput } from "@/components/ui/toast";
import { deleteListAction } from "../actions";
import { LIST_MESSAGES } from "../schemas";
import { deleteFailureMessage } from "./offline-queue-provider";
import { useListEdits } from "./use-list-edits";

export type DeleteOutcome = "deleted" | "queued" | "failed";
type Target = { id: string; name: string };
type Submit = ReturnType<typeof useListEdits>["submit"];
interface Deps { toast: (t: ToastInput) => void; submit: Submit }

/**
 * Online: delete at once. Offline, behind queued edits of the list, or when the request cannot
 * reach the server: queue the delete (same edit id) for when the network is back; the list
 * disappears from the screen either way.
 */
async function attemptDelete(list: Target, deps: Deps): Promise<DeleteOutcome> {
  const sent = await deps.submit({ type: "DELETE_LIST", data: { listId: list.id, listName: list.name } }, (editId) => deleteListAction({ listId: list.id, editId }));
  if (sent.route === "queued") {
    deps.toast({ title: LIST_MESSAGES.queuedTitle, description: `"${list.name}" will be deleted when you're back online.` });
    return "queued";
  }
  const res = sent.result;
  // Not found: already deleted (another tab, or a queued delete that ran first).
  if (res.ok || res.code === "NOT_FOUND") {
    deps.toast({ title: "List deleted", description: `"${list.name}" has been deleted.`, variant: "success" });
    return "deleted";
  }
  const reason = res.code === "FORBIDDEN" || res.code === "UNAUTHENTICATED" ? "forbidden" : "error";
  deps.toast({
    title: LIST_MESSAGES.deleteFailedTitle,
    description: deleteFailureMessage(reason),
    variant: "destructive",
    action: { label: "Retry", onClick: () => void attemptDelete(list, deps) },
  });
  return "failed";
}

export function useDeleteList(): (list: Target) => Promise<DeleteOutcome> {
  const { submit } = useListEdits();
  return useCallback((list: Target) => attemptDelete(list, { toast, submit }), [submit]);
}
