import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { listNotFound } from "./guards";

/*
 * The items of a list the actor owns (not one merely shared with them), for modules that act on
 * them — price watches, a receipt's new list, Home's totals (decision 059: lists owns its tables;
 * others read and write them through here).
 */

const { shoppingLists, shoppingListItems } = tables;

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

/** How many lists the actor owns and how many items they hold (lists shared with the actor are not counted). */
export async function countOwnListsAndItems(db: Db, actor: Pick<Actor, "userId">): Promise<{ listCount: number; itemCount: number }> {
  const [row] = await db
    .select({ listCount: sql<number>`count(distinct ${shoppingLists.id})::int`, itemCount: sql<number>`count(${shoppingListItems.id})::int` })
    .from(shoppingLists)
    .leftJoin(shoppingListItems, eq(shoppingListItems.listId, shoppingLists.id))
    .where(eq(shoppingLists.userId, actor.userId));
  return { listCount: Number(row?.listCount ?? 0), itemCount: Number(row?.itemCount ?? 0) };
}

/** The number of items on the actor's own list (0 when it is not theirs). */
export async function countOwnListItems(db: Db, actor: Pick<Actor, "userId">, listId: string): Promise<number> {
  const res = await db.execute<{ n: number | string }>(sql`
    select count(*)::int as n from shopping_list_items i join shopping_lists l on l.id = i.list_id
    where l.id = ${listId}::uuid and l.user_id = ${actor.userId}::uuid`);
  return Number(res.rows[0]?.n ?? 0);
}

export interface NewListItem { itemName: string; quantity: number; sourceText: string | null; matchedProductId: string | null }

/**
 * Appends items to the actor's own list in one insert, in the given order (rows of one insert share
 * now(): a microsecond step keeps the order on screen). Names, quantities and product ids are the
 * caller's to have validated; someone else's list is "not found" and nothing is written.
 */
export async function appendItemsToOwnList(db: Db, actor: Pick<Actor, "userId">, listId: string, rows: readonly NewListItem[]): Promise<void> {
  if (!(await ownsList(db, actor, listId))) throw listNotFound();
  if (!rows.length) return;
  await db.insert(shoppingListItems).values(
    rows.map((r, i) => ({
      listId,
      itemName: r.itemName,
      quantity: r.quantity,
      sourceText: r.sourceText,
      matchedProductId: r.matchedProductId,
      createdAt: sql`now() + (${i}::int * interval '1 microsecond')`,
    })),
  );
}
