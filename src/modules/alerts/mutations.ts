import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";

/**
 * The product an item stands for: the shopper's lock, the receipt's match, then the shopper's own
 * and the catalogue-wide name memory. Items with none cannot be watched yet.
 */
const itemProduct = sql`coalesce(i.lock_product_id, i.matched_product_id,
  (select m.product_id from product_name_memory m where m.user_id = l.user_id and m.generic_name = lower(trim(i.item_name)) limit 1),
  (select m.product_id from product_name_memory m where m.user_id is null and m.generic_name = lower(trim(i.item_name)) limit 1))`;

/** Watch one item of the actor's own list (someone else's → not found). Returns whether a product was known. */
export async function watchListItem(db: Db, actor: Actor, input: { listItemId: string }): Promise<{ watching: boolean }> {
  const found = await db.execute<{ product_id: string | null }>(sql`
    select ${itemProduct} as product_id
    from shopping_list_items i join shopping_lists l on l.id = i.list_id
    where i.id = ${input.listItemId}::uuid and l.user_id = ${actor.userId}::uuid`);
  if (!found.rows.length) throw new AppError("NOT_FOUND", "That item was not found.");
  if (!found.rows[0].product_id) return { watching: false };
  await db.execute(sql`
    insert into price_watches (user_id, list_id, list_item_id, product_id)
    select l.user_id, l.id, i.id, ${itemProduct}
    from shopping_list_items i join shopping_lists l on l.id = i.list_id
    where i.id = ${input.listItemId}::uuid and l.user_id = ${actor.userId}::uuid
    on conflict (list_item_id) do nothing`);
  return { watching: true };
}

/** Watch every item of the actor's own list whose product is known; returns how many are watched. */
export async function watchList(db: Db, actor: Actor, input: { listId: string }): Promise<{ watched: number; unknown: number }> {
  const res = await db.execute<{ watched: number | string; unknown: number | string }>(sql`
    with items as (
      select l.user_id, l.id as list_id, i.id as item_id, ${itemProduct} as product_id
      from shopping_list_items i join shopping_lists l on l.id = i.list_id
      where l.id = ${input.listId}::uuid and l.user_id = ${actor.userId}::uuid
    ), ins as (
      insert into price_watches (user_id, list_id, list_item_id, product_id)
      select user_id, list_id, item_id, product_id from items where product_id is not null
      on conflict (list_item_id) do nothing returning 1
    )
    select (select count(*) from items where product_id is not null) as watched,
           (select count(*) from items where product_id is null) as unknown,
           (select count(*) from ins) as inserted,
           exists (select 1 from shopping_lists where id = ${input.listId}::uuid and user_id = ${actor.userId}::uuid) as owned`);
  const row = res.rows[0] as { watched: number | string; unknown: number | string; owned?: boolean };
  if (!row.owned) throw new AppError("NOT_FOUND", "That list was not found.");
  return { watched: Number(row.watched), unknown: Number(row.unknown) };
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
