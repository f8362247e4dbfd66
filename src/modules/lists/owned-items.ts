import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";

/*
 * The items of a list the actor owns (not one merely shared with them), for modules that act on
 * them — price watches (decision 059: lists owns its tables; others read them through here).
 */

/** A list item with the product it is known to stand for, where the shopper or a receipt said so. */
export interface OwnedListItem {
  id: string;
  listId: string;
  name: string;
  lockProductId: string | null;
  matchedProductId: string | null;
}

/** Whether the actor owns the list (a list shared with them, someone else's or a missing one: false). */
export async function ownsList(db: Db, actor: Pick<Actor, "userId">, listId: string): Promise<boolean> {
  const res = await db.execute(sql`select 1 from shopping_lists where id = ${listId}::uuid and user_id = ${actor.userId}::uuid`);
  return res.rows.length > 0;
}

/** The items of the actor's own list (all of them, or one item); empty when it is not theirs. */
export async function getOwnedListItems(db: Db, actor: Pick<Actor, "userId">, where: { listId: string } | { listItemId: string }): Promise<OwnedListItem[]> {
  const filter = "listId" in where ? sql`l.id = ${where.listId}::uuid` : sql`i.id = ${where.listItemId}::uuid`;
  const res = await db.execute<{ id: string; list_id: string; item_name: string; lock_product_id: string | null; matched_product_id: string | null }>(sql`
    select i.id, i.list_id, i.item_name, i.lock_product_id, i.matched_product_id
    from shopping_list_items i join shopping_lists l on l.id = i.list_id
    where ${filter} and l.user_id = ${actor.userId}::uuid`);
  return res.rows.map((r) => ({ id: r.id, listId: r.list_id, name: r.item_name, lockProductId: r.lock_product_id, matchedProductId: r.matched_product_id }));
}

/**
 * SQL: a subquery of the items of list `listId` if user `userId` owns it (item_id, product_id): the
 * product each stands for as far as the list knows — locked, chosen substitute, or matched from a
 * receipt — else null.
 */
export function ownedListItemProductsSql(listId: string, userId: string): SQL {
  return sql`(
    select i.id as item_id, coalesce(i.lock_product_id, i.substitute_product_id, i.matched_product_id) as product_id
    from shopping_list_items i join shopping_lists l on l.id = i.list_id
    where l.id = ${listId}::uuid and l.user_id = ${userId}::uuid)`;
}
