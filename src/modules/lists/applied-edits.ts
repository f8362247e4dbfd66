import "server-only";
import { sql } from "drizzle-orm";
import type { Db, DbTx } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { isUuid } from "./schemas";

/**
 * Exactly-once list edits (decision 022). The browser gives every list edit an id (a UUID) when
 * the shopper makes it, and sends that id with every attempt — the first one and each replay from
 * the offline queue. The server applies an edit with a given (user, id) once: the claim row in
 * `applied_list_edits` is written in the same transaction as the edit, so either both commit or
 * neither does, and a later attempt with the same id answers the first attempt's result without
 * touching anything (no second item, no second +1, no rename back to an older name).
 */

export type ListEditKind = "add_item" | "change_quantity" | "remove_item" | "rename_list" | "delete_list" | "tick_item";

type Tx = DbTx;

const invalidEditId = () => new AppError("INVALID_INPUT", "Please reload the page and try again.");
const reusedEditId = () => new AppError("CONFLICT", "This change was already used for something else. Please reload the page and try again.");

async function storedResult<R>(db: Db | Tx, actor: Pick<Actor, "userId">, editId: string, kind: ListEditKind): Promise<{ found: false } | { found: true; result: R }> {
  const res = await db.execute<{ kind: string; result: R }>(sql`
    select kind, result from applied_list_edits where user_id = ${actor.userId}::uuid and edit_id = ${editId}::uuid`);
  const row = res.rows[0];
  if (!row) return { found: false };
  if (row.kind !== kind) throw reusedEditId();
  return { found: true, result: row.result };
}

/**
 * Runs `apply` at most once per (user, editId): claim and edit share one transaction. A
 * concurrent twin blocks on the claim's key until the first commits (then answers its result)
 * or rolls back (then applies itself). Without an edit id the edit simply runs.
 */
export async function applyOnce<R>(db: Db, actor: Pick<Actor, "userId">, edit: { editId?: string; kind: ListEditKind }, apply: (db: Db) => Promise<R>): Promise<R> {
  const { editId, kind } = edit;
  if (editId === undefined) return apply(db);
  if (!isUuid(editId)) throw invalidEditId();
  return db.transaction(async (tx) => {
    const claimed = await tx.execute<{ edit_id: string }>(sql`
      insert into applied_list_edits (user_id, edit_id, kind) values (${actor.userId}::uuid, ${editId}::uuid, ${kind})
      on conflict do nothing returning edit_id`);
    if (!claimed.rows[0]) {
      const prior = await storedResult<R>(tx, actor, editId, kind);
      if (!prior.found) throw new Error("applied edit claim conflicted but no row was found");
      return prior.result;
    }
    // Housekeeping, like the rate limiter's: now and then, this user's rows past the retention window go.
    if (Math.random() < PRUNE_SAMPLE) await pruneAppliedEdits(tx, actor);
    // The edit runs inside the claim's transaction (its own transactions become savepoints).
    const result = await apply(tx);
    await tx.execute(sql`
      update applied_list_edits set result = ${JSON.stringify(result ?? null)}::jsonb
      where user_id = ${actor.userId}::uuid and edit_id = ${editId}::uuid`);
    return result;
  });
}

/**
 * For edits that are idempotent by nature (deletes: a second delete finds nothing) and record
 * their own analytics outside their transaction: answer a replay from the stored result, else
 * apply, then remember the result. A crash between the two leaves a replay that finds the thing
 * already gone, which the client already treats as done.
 */
export async function applyIdempotentOnce<R>(db: Db, actor: Pick<Actor, "userId">, edit: { editId?: string; kind: ListEditKind }, apply: (db: Db) => Promise<R>): Promise<R> {
  const { editId, kind } = edit;
  if (editId === undefined) return apply(db);
  if (!isUuid(editId)) throw invalidEditId();
  const prior = await storedResult<R>(db, actor, editId, kind);
  if (prior.found) return prior.result;
  const result = await apply(db);
  await db.execute(sql`
    insert into applied_list_edits (user_id, edit_id, kind, result)
    values (${actor.userId}::uuid, ${editId}::uuid, ${kind}, ${JSON.stringify(result ?? null)}::jsonb)
    on conflict do nothing`);
  return result;
}

/** How long an applied edit is remembered: far longer than any edit waits in a browser's queue. */
export const APPLIED_EDIT_RETENTION_DAYS = 60;
const PRUNE_SAMPLE = 0.05;

/** Forgets the user's applied edits older than the retention window; returns how many rows went. */
export async function pruneAppliedEdits(db: Db, actor: Pick<Actor, "userId">, now = new Date()): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`
    with gone as (
      delete from applied_list_edits
      where user_id = ${actor.userId}::uuid and applied_at < ${now.toISOString()}::timestamptz - make_interval(days => ${APPLIED_EDIT_RETENTION_DAYS})
      returning 1)
    select count(*)::int as n from gone`);
  return Number(res.rows[0]?.n ?? 0);
}
