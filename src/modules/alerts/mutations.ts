import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { uuidArray } from "@/server/db/sql-arrays";
import { getProfileCountryCode } from "@/modules/users";
import { getOwnedListItems, ownsList, type OwnedListItem } from "@/modules/lists";
import { resolveWatchProducts } from "./watch-products";

/** Items of the actor's own list (all of them, or one), and the actor's country for their words. */
async function ownItems(db: Db, actor: Actor, where: { listId: string } | { listItemId: string }): Promise<{ items: OwnedListItem[]; countryCode: string | null }> {
  const [items, countryCode] = await Promise.all([getOwnedListItems(db, actor, where), getProfileCountryCode(db, actor)]);
  return { items, countryCode: countryCode?.trim().toUpperCase() || null };
}

async function insertWatches(db: Db, actor: Actor, rows: { listId: string; listItemId: string; productId: string }[]): Promise<void> {
  if (!rows.length) return;
  await db.execute(sql`
    insert into price_watches (user_id, list_id, list_item_id, product_id)
    select ${actor.userId}::uuid, w.list_id, w.list_item_id, w.product_id
    from unnest(${uuidArray(rows.map((r) => r.listId))}, ${uuidArray(rows.map((r) => r.listItemId))}, ${uuidArray(rows.map((r) => r.productId))})
      as w(list_id, list_item_id, product_id)
    on conflict (list_item_id) do nothing`);
}

const watchable = (r: OwnedListItem) => ({ id: r.id, name: r.name, lockProductId: r.lockProductId, matchedProductId: r.matchedProductId });

/**
 * Watch one item of the actor's own list (someone else's → not found) for price drops of the
 * product it stands for (watch-products.ts). Returns whether one was found, and which.
 */
export async function watchListItem(db: Db, actor: Actor, input: { listItemId: string }): Promise<{ watching: boolean; productName: string | null }> {
  const { items, countryCode } = await ownItems(db, actor, input);
  if (!items.length) throw new AppError("NOT_FOUND", "That item was not found.");
  const product = (await resolveWatchProducts(db, actor, items.map(watchable), countryCode)).get(items[0].id);
  if (!product) return { watching: false, productName: null };
  await insertWatches(db, actor, [{ listId: items[0].listId, listItemId: items[0].id, productId: product.productId }]);
  return { watching: true, productName: product.productName };
}

/** Watch every item of the actor's own list whose product can be told; returns how many are watched. */
export async function watchList(db: Db, actor: Actor, input: { listId: string }): Promise<{ watched: number; unknown: number }> {
  if (!(await ownsList(db, actor, input.listId))) throw new AppError("NOT_FOUND", "That list was not found.");
  const { items, countryCode } = await ownItems(db, actor, input);
  const products = await resolveWatchProducts(db, actor, items.map(watchable), countryCode);
  await insertWatches(db, actor, items.flatMap((i) => {
    const p = products.get(i.id);
    return p ? [{ listId: i.listId, listItemId: i.id, productId: p.productId }] : [];
  }));
  return { watched: products.size, unknown: items.length - products.size };
}

/** Stop watching one item (own watches only; nothing else changes). */
export async function unwatchListItem(db: Db, actor: Actor, input: { listItemId: string }): Promise<void> {
  await db.execute(sql`delete from price_watches where list_item_id = ${input.listItemId}::uuid and user_id = ${actor.userId}::uuid`);
}

/** Marks the actor's notifications read: the given ids, or all when none are given. */
export async function markNotificationsRead(db: Db, actor: Actor, input: { ids?: number[] }): Promise<{ marked: number }> {
  const ids = input.ids ?? null;
  const res = await db.execute(sql`
    update notifications set read_at = now()
    where user_id = ${actor.userId}::uuid and read_at is null
      ${ids ? sql`and id = any(${sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::bigint[]`})` : sql``}
    returning id`);
  return { marked: res.rows.length };
}
