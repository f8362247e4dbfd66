import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { uuidArray } from "@/server/db/sql-arrays";
import { resolveWatchProducts } from "./watch-products";

type ItemRow = { id: string; list_id: string; item_name: string; lock_product_id: string | null; matched_product_id: string | null };

/** Items of the actor's own list (all of them, or one), and the actor's country for their words. */
async function ownItems(db: Db, actor: Actor, where: { listId: string } | { listItemId: string }): Promise<{ items: ItemRow[]; countryCode: string | null }> {
  const filter = "listId" in where ? sql`l.id = ${where.listId}::uuid` : sql`i.id = ${where.listItemId}::uuid`;
  const [items, profile] = await Promise.all([
    db.execute<ItemRow>(sql`
      select i.id, i.list_id, i.item_name, i.lock_product_id, i.matched_product_id
      from shopping_list_items i join shopping_lists l on l.id = i.list_id
      where ${filter} and l.user_id = ${actor.userId}::uuid`),
    db.execute<{ country_code: string | null }>(sql`select country_code from profiles where user_id = ${actor.userId}::uuid`),
  ]);
  return { items: items.rows, countryCode: profile.rows[0]?.country_code?.trim().toUpperCase() || null };
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

const watchable = (r: ItemRow) => ({ id: r.id, name: r.item_name, lockProductId: r.lock_product_id, matchedProductId: r.matched_product_id });

/**
 * Watch one item of the actor's own list (someone else's → not found) for price drops of the
 * product it stands for (watch-products.ts). Returns whether one was found, and which.
 */
export async function watchListItem(db: Db, actor: Actor, input: { listItemId: string }): Promise<{ watching: boolean; productName: string | null }> {
  const { items, countryCode } = await ownItems(db, actor, input);
  if (!items.length) throw new AppError("NOT_FOUND", "That item was not found.");
  const product = (await resolveWatchProducts(db, actor.userId, items.map(watchable), countryCode)).get(items[0].id);
  if (!product) return { watching: false, productName: null };
  await insertWatches(db, actor, [{ listId: items[0].list_id, listItemId: items[0].id, productId: product.productId }]);
  return { watching: true, productName: product.productName };
}

/** Watch every item of the actor's own list whose product can be told; returns how many are watched. */
export async function watchList(db: Db, actor: Actor, input: { listId: string }): Promise<{ watched: number; unknown: number }> {
  const owned = await db.execute(sql`select 1 from shopping_lists where id = ${input.listId}::uuid and user_id = ${actor.userId}::uuid`);
  if (!owned.rows.length) throw new AppError("NOT_FOUND", "That list was not found.");
  const { items, countryCode } = await ownItems(db, actor, input);
  const products = await resolveWatchProducts(db, actor.userId, items.map(watchable), countryCode);
  await insertWatches(db, actor, items.flatMap((i) => {
    const p = products.get(i.id);
    return p ? [{ listId: i.list_id, listItemId: i.id, productId: p.productId }] : [];
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
