"use client";
import { useCallback } from "react";
import { toast, type ToastInput } from "@/components/ui/toast";
import { deleteListAction } from "../actions";
import type { NewOperation } from "../offline-queue";
import { LIST_MESSAGES } from "../schemas";
import { isBrowserOffline } from "./action-feedback";
import { deleteFailureMessage, useOfflineQueue } from "./offline-queue-provider";

export type DeleteOutcome = "deleted" | "queued" | "failed";
type Target = { id: string; name: string };
interface Deps { toast: (t: ToastInput) => void; enqueue: (op: NewOperation) => void }

function queueDelete(list: Target, { toast, enqueue }: Deps): DeleteOutcome {
  enqueue({ type: "DELETE_LIST", data: { listId: list.id, listName: list.name } });
  toast({ title: LIST_MESSAGES.queuedTitle, description: `"${list.name}" will be deleted when you're back online.` });
  return "queued";
}

/**
 * Online: delete at once. Offline, or when the request cannot reach the server: queue the
 * delete for when the network is back; the list disappears from the screen either way.
 */
async function attemptDelete(list: Target, deps: Deps): Promise<DeleteOutcome> {
  if (isBrowserOffline()) return queueDelete(list, deps);
  let res: Awaited<ReturnType<typeof deleteListAction>>;
  try {
    res = await deleteListAction({ listId: list.id });
  } catch {
    return queueDelete(list, deps);
  }
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
  const { enqueue } = useOfflineQueue();
  return useCallback((list: Target) => attemptDelete(list, { toast, enqueue }), [enqueue]);
}
