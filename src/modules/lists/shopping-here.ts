import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { listReadableBy } from "./access";
import { itemNotFound, listNotFound } from "./guards";
import { aisleItemKey, aisleScores, orderByAisle } from "./engine/aisle-order";
import { publishListChange } from "./sharing/live";
import { isUuid } from "./schemas";
import { getStoreChain } from "@/modules/stores";

/**
 * "I'm at <store>" (issue 27, decision 053): ticking items off, the tick order each trip records,
 * and the aisle order learned from it. Owner and members may tick (ticking is a list edit like a
 * quantity change); anyone else's item is "not found".
 */

/** Trips read per store and per chain: recent layouts count, old ones age out. */
const STORE_TRIPS = 30;
const CHAIN_TRIPS = 100;
/** A queued tick's own clock is trusted within this window (offline for a day is fine; the future is not). */
const TICK_CLOCK_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

export interface TickInput {
  itemId: string;
  checked: boolean;
  /** The store the shopper said they are in, and this visit's id (the browser's): the tick is aisle evidence. */
  storeId?: string | null;
  tripId?: string | null;
  /** When the shopper ticked (the browser's clock, ms): offline ticks replay later but keep their order. */
  tickedAt?: number | null;
}

export interface TickResult {
  listId: string;
  itemId: string;
  checked: boolean;
}

export async function tickItem(db: Db, actor: Actor, input: TickInput, now = new Date()): Promise<TickResult> {
  if (!isUuid(input.itemId)) throw itemNotFound();
  const at = clampClock(input.tickedAt, now);
  const res = await db.execute<{ id: string; list_id: string; item_name: string; checked_at: Date | string | null }>(sql`
    update shopping_list_items i set checked_at = ${input.checked ? at.toISOString() : null}::timestamptz
    from shopping_lists l
    where i.id = ${input.itemId}::uuid and l.id = i.list_id and ${listReadableBy("l", actor.userId)}
    returning i.id, i.list_id, i.item_name, i.checked_at`);
  const row = res.rows[0];
  if (!row) throw itemNotFound();
  if (input.checked && isUuid(input.storeId) && isUuid(input.tripId)) {
    // An unknown or closed store records nothing: the tick itself still stands.
    const store = await getStoreChain(db, input.storeId, { openOnly: true });
    if (store) {
      await db.execute(sql`
        insert into aisle_ticks (store_id, chain, user_id, trip_id, item_key, ticked_at)
        values (${input.storeId}::uuid, ${store.chain}, ${actor.userId}::uuid, ${input.tripId}::uuid, ${aisleItemKey(row.item_name)}, ${at.toISOString()}::timestamptz)
        on conflict (user_id, trip_id, item_key) do nothing`);
    }
  }
  await publishListChange(db, row.list_id, "items", actor.userId);
  return { listId: row.list_id, itemId: row.id, checked: row.checked_at !== null };
}

function clampClock(tickedAt: number | null | undefined, now: Date): Date {
  if (typeof tickedAt !== "number" || !Number.isFinite(tickedAt)) return now;
  return new Date(Math.min(now.getTime(), Math.max(now.getTime() - TICK_CLOCK_WINDOW_MS, tickedAt)));
}

async function tripsAt(db: Db, where: ReturnType<typeof sql>, limit: number): Promise<string[][]> {
  const res = await db.execute<{ trip_id: string; item_key: string }>(sql`
    with trips as (
      select user_id, trip_id, max(ticked_at) as last from aisle_ticks t where ${where}
      group by user_id, trip_id order by last desc limit ${limit})
    select t.trip_id, t.item_key from aisle_ticks t join trips using (user_id, trip_id)
    where ${where}
    order by t.user_id, t.trip_id, t.ticked_at, t.created_at`);
  const trips = new Map<string, string[]>();
  for (const r of res.rows) (trips.get(r.trip_id) ?? trips.set(r.trip_id, []).get(r.trip_id)!).push(r.item_key);
  return [...trips.values()];
}

/**
 * The items in the store's learned aisle order (the actor's own order first where they set one):
 * the store's recent trips, its chain's trips at other branches as the default, then list order.
 */
export async function orderItemsForStore<T extends { id: string; name: string }>(db: Db, actor: Actor, storeId: string, items: readonly T[]): Promise<T[]> {
  if (!isUuid(storeId) || items.length === 0) return [...items];
  const store = await getStoreChain(db, storeId);
  if (!store) return [...items];
  const chain = store.chain;
  const [here, branches, override] = await Promise.all([
    tripsAt(db, sql`t.store_id = ${storeId}::uuid`, STORE_TRIPS),
    chain ? tripsAt(db, sql`t.chain = ${chain} and t.store_id <> ${storeId}::uuid`, CHAIN_TRIPS) : Promise.resolve([]),
    db.execute<{ item_keys: string[] }>(sql`select item_keys from aisle_overrides where user_id = ${actor.userId}::uuid and store_id = ${storeId}::uuid`),
  ]);
  return orderByAisle(items, (i) => aisleItemKey(i.name), aisleScores(here, branches), override.rows[0]?.item_keys ?? []);
}

const OVERRIDE_MAX = 200;

/**
 * The actor's own order at a store (move up / down): the given items of one of their lists, in
 * this order, ahead of what they ordered before at that store. Someone else's list or an unknown
 * store is "not found".
 */
export async function setAisleOrder(db: Db, actor: Actor, input: { listId: string; storeId: string; itemIds: string[] }): Promise<{ listId: string; storeId: string; itemKeys: string[] }> {
  if (!isUuid(input.listId)) throw listNotFound();
  if (!isUuid(input.storeId)) throw new AppError("NOT_FOUND", "That store could not be found.");
  const ids = input.itemIds.filter(isUuid);
  const res = await db.execute<{ id: string; item_name: string }>(sql`
    select i.id, i.item_name from shopping_list_items i join shopping_lists l on l.id = i.list_id
    where l.id = ${input.listId}::uuid and ${listReadableBy("l", actor.userId)}
      and i.id = any(${`{${ids.join(",")}}`}::uuid[])`);
  const list = await db.execute<{ id: string }>(sql`select l.id from shopping_lists l where l.id = ${input.listId}::uuid and ${listReadableBy("l", actor.userId)}`);
  if (!list.rows[0]) throw listNotFound();
  const store = await getStoreChain(db, input.storeId, { openOnly: true });
  if (!store) throw new AppError("NOT_FOUND", "That store could not be found.");
  const names = new Map(res.rows.map((r) => [r.id, aisleItemKey(r.item_name)]));
  const keys = [...new Set(ids.map((id) => names.get(id)).filter((k): k is string => !!k))];
  const before = await db.execute<{ item_keys: string[] }>(sql`select item_keys from aisle_overrides where user_id = ${actor.userId}::uuid and store_id = ${input.storeId}::uuid`);
  const merged = [...keys, ...(before.rows[0]?.item_keys ?? []).filter((k) => !keys.includes(k))].slice(0, OVERRIDE_MAX);
  await db.execute(sql`
    insert into aisle_overrides (user_id, store_id, item_keys, updated_at)
    values (${actor.userId}::uuid, ${input.storeId}::uuid, ${JSON.stringify(merged)}::jsonb, now())
    on conflict (user_id, store_id) do update set item_keys = excluded.item_keys, updated_at = now()`);
  return { listId: input.listId, storeId: input.storeId, itemKeys: merged };
}
