import "server-only";
import type { Db } from "@/server/db";
import { publish } from "@/server/realtime";
import { logger } from "@/server/logger";

/**
 * What a list's viewers are told after a write (decision 021): which list, what kind of change.
 * The message carries no list data — each open stream re-checks its viewer's access and the
 * browser re-reads the list through the same guarded page load.
 */
export type ListChangeKind = "items" | "members" | "deleted";

export const listTopic = (listId: string): string => `list:${listId}`;

/**
 * Call after the write has committed (or with the write's transaction: PostgreSQL delivers at
 * commit). `by` is the account that made the change: its own focused tab already shows the
 * change (the action revalidated it), so that tab skips the re-read. Never throws.
 */
export async function publishListChange(db: Db, listId: string, kind: ListChangeKind, by?: string): Promise<void> {
  try {
    await publish(db, { topic: listTopic(listId), kind, data: { listId, by: by ?? null } });
  } catch (err) {
    logger.warn({ kind, listId, err }, "lists: could not announce a change");
  }
}
