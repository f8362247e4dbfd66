"use client";
import { useCallback } from "react";
import { randomId, type NewOperation } from "../offline-queue";
import { isBrowserOffline } from "./action-feedback";
import { useOfflineQueue } from "./offline-queue-provider";

/**
 * Where one list edit goes (decision 022). Straight to the server when online and nothing of the
 * same list is waiting in the offline queue; otherwise into the queue, behind the edits it may
 * depend on. An edit that was sent but got no answer (the network failed mid-request) also goes
 * into the queue — under the same edit id, so if it did reach the server the replay changes nothing.
 */
export type EditRoute = "direct" | "queued";

export function useListEdits() {
  const { enqueue, hasPending } = useOfflineQueue();

  /** Whether an edit of `listId` must be queued now rather than sent. */
  const mustQueue = useCallback((listId: string) => isBrowserOffline() || hasPending(listId), [hasPending]);

  /**
   * Runs `send(editId)` directly when allowed, else queues `op`. A throw from `send` (no answer)
   * queues `op` under the same edit id. Returns how the edit went and `send`'s answer when direct.
   */
  const submit = useCallback(
    async <R>(op: NewOperation, send: (editId: string) => Promise<R>): Promise<{ route: "queued" } | { route: "direct"; result: R }> => {
      const editId = randomId();
      if (mustQueue(op.data.listId)) {
        enqueue(op, { id: editId });
        return { route: "queued" };
      }
      try {
        return { route: "direct", result: await send(editId) };
      } catch {
        enqueue(op, { id: editId });
        return { route: "queued" };
      }
    },
    [enqueue, mustQueue],
  );

  return { submit, mustQueue, enqueue };
}
