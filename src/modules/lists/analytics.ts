import "server-only";
import type { Db } from "@/server/db";
import { logger } from "@/server/logger";
import { insertEventsInTransaction } from "@/modules/analytics";

/** Spec section 7, "Analytics events": the list-deletion funnel. */
export const LIST_EVENTS = {
  deleteAttempted: "shopping_list_delete_attempted",
  deleted: "shopping_list_deleted",
  deleteQueued: "shopping_list_delete_queued",
  deleteFailed: "shopping_list_delete_failed",
} as const;
export type ListEventType = (typeof LIST_EVENTS)[keyof typeof LIST_EVENTS];

type Writer = Pick<Db, "insert">;

export interface ListEvent {
  type: ListEventType;
  userId: string;
  metadata: Record<string, unknown>;
}

/** Inside a transaction: the event commits or rolls back with the change it describes. */
export async function insertListEvents(db: Writer, events: ListEvent[]): Promise<void> {
  await insertEventsInTransaction(db, events.map((e) => ({ eventType: e.type, userId: e.userId, metadata: e.metadata })));
}

/** Outside a transaction (attempts, failures): analytics must never turn into a user-facing error. */
export async function recordListEvent(db: Db, event: ListEvent): Promise<void> {
  try {
    await insertListEvents(db, [event]);
  } catch (err) {
    logger.error({ type: event.type, err }, "lists: could not record analytics event");
  }
}
