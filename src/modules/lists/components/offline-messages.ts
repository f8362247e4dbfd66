import type { ToastInput } from "@/components/ui/toast";
import type { FailureReason, QueuedOperation } from "../offline-queue";
import { LIST_MESSAGES } from "../schemas";

export function deleteFailureMessage(reason: FailureReason): string {
  if (reason === "forbidden") return LIST_MESSAGES.deleteForbidden;
  if (reason === "network") return LIST_MESSAGES.network;
  return LIST_MESSAGES.deleteFailed;
}

/** What one edit that could not be saved was, in the shopper's words. */
export function lostEditMessage(op: QueuedOperation, reason: FailureReason): string {
  const why = reason === "forbidden" ? " You don't have permission to change this list." : reason === "network" ? ` ${LIST_MESSAGES.network}` : "";
  switch (op.type) {
    case "ADD_ITEM":
      return `"${op.data.itemName}" couldn't be added to your list.${why}`;
    case "CHANGE_QUANTITY":
      return `The quantity of "${op.data.itemName}" couldn't be changed.${why}`;
    case "DELETE_ITEM":
      return `"${op.data.itemName}" couldn't be removed.${why}`;
    case "TICK_ITEM":
      return `"${op.data.itemName}" couldn't be ${op.data.checked ? "ticked off" : "unticked"}.${why}`;
    case "RENAME_LIST":
      return `The list couldn't be renamed to "${op.data.name}".${why}`;
    case "DELETE_LIST":
      return deleteFailureMessage(reason);
  }
}

/**
 * The toast for edits dropped after their last retry (spec: a delete gets "Delete failed" with
 * Retry). Several at once — often one failure and the edits that depended on it — get one toast.
 */
export function droppedToast(dropped: readonly { op: QueuedOperation; reason: FailureReason }[], retry: () => void): ToastInput | null {
  const [first] = dropped;
  if (!first) return null;
  const action = { label: "Retry", onClick: retry };
  if (dropped.length > 1) {
    return { title: LIST_MESSAGES.syncFailedTitle, description: `${dropped.length} changes couldn't be saved. Please try again.`, variant: "destructive", action };
  }
  const title = first.op.type === "DELETE_LIST" ? LIST_MESSAGES.deleteFailedTitle : LIST_MESSAGES.syncFailedTitle;
  return { title, description: lostEditMessage(first.op, first.reason), variant: "destructive", action };
}
