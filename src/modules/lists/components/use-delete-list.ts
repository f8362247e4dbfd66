"use client";
import { useCallback } from "react";
import { useAction } from "@/components/ui/use-action";
import { deleteListAction } from "../actions";
import { LIST_MESSAGES } from "../schemas";
import { deleteFailureMessage } from "./offline-queue-provider";
import { useListEdits } from "./use-list-edits";

export type DeleteOutcome = "deleted" | "queued" | "failed";
type Target = { id: string; name: string };

/**
 * Online: delete at once. Offline, behind queued edits of the list, or when the request cannot
 * reach the server: queue the delete (same edit id) for when the network is back; the list
 * disappears from the screen either way.
 */
export function useDeleteList(): (list: Target) => Promise<DeleteOutcome> {
  const { submit } = useListEdits();
  const { run } = useAction(
    async (list: Target) => {
      const sent = await submit({ type: "DELETE_LIST", data: { listId: list.id, listName: list.name } }, (editId) => deleteListAction({ listId: list.id, editId }));
      if (sent.route === "queued") return { ok: true as const, queued: true };
      // Not found: already deleted (another tab, or a queued delete that ran first).
      return sent.result.ok || sent.result.code === "NOT_FOUND" ? { ok: true as const, queued: false } : sent.result;
    },
    {
      success: (res, list) =>
        res.queued
          ? { title: LIST_MESSAGES.queuedTitle, description: `"${list.name}" will be deleted when you're back online.` }
          : { title: "List deleted", description: `"${list.name}" has been deleted.`, variant: "success" },
      failure: (f, list) => ({
        title: LIST_MESSAGES.deleteFailedTitle,
        description: deleteFailureMessage(f.code === "FORBIDDEN" || f.code === "UNAUTHENTICATED" ? "forbidden" : "error"),
        variant: "destructive",
        action: { label: "Retry", onClick: () => void run(list) },
      }),
    },
  );
  return useCallback(async (list: Target) => {
    const res = await run(list);
    return !res.ok ? "failed" : "queued" in res && res.queued ? "queued" : "deleted";
  }, [run]);
}
