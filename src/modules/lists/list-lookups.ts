import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { tables, type Db, type DbTx } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { listReadableBy } from "./access";
import { listNotFound } from "./guards";
import { isUuid } from "./schemas";

/*
 * Reads and narrow writes of lists and their items for other modules (decision 059: lists owns
 * shopping_lists and shopping_list_items): the comparison's list source, pricing's locks and
 * substitutes, trips, the home page's totals and a receipt's new list. Each is one statement.
 */
const { shoppingLists: lists, shoppingListItems: items } = tables;

export interface ListName { id: string; name: string }

/**
 * A list the actor owns or shares (issue 16), or null when missing or neither. `lock: "key share"`
 * (inside a transaction) holds the row so a concurrent delete cannot slip between check and write.
 */
export async function findReadableList(db: Db, actor: Pick<Actor, "userId">, listId: string, opts: { lock?: "key share" } = {}): Promise<ListName | null> {
  if (!isUuid(listId)) return null;
  const query = db.select({ id: lists.id, name: lists.name }).from(lists).where(and(eq(lists.id, listId), listReadableBy("shopping_lists", actor.userId)));
  const [list] = opts.lock ? await query.for(opts.lock) : await query.limit(1);
  return list ?? null;
}

/** The actor's own newest list with this exact name (the newest, if several), or null. */
export async function findNewestOwnListNamed(db: Db, actor: Pick<Actor, "userId">, name: string): Promise<ListName | null> {
  const [list] = await db
    .select({ id: lists.id, name: lists.name })
    .from(lists)
    .where(and(eq(lists.userId, actor.userId), eq(lists.name, name)))
    .orderBy(desc(lists.createdAt), desc(lists.id))
    .limit(1);
  return list ?? null;
}

export interface ListItemWithLocks {
  id: string;
  name: string;
  quantity: number;
  productId: string | null;
  brand: string | null;
  storeId: string | null;
  substituteProductId: string | null;
}

/** A list's items in the order they were added, with their locks and substitute (callers have already scoped the list to the actor). */
export async function listItemsWithLocks(db: Db, listId: string): Promise<ListItemWithLocks[]> {
  return db
    .select({ id: items.id, name: items.itemName, quantity: items.quantity, productId: items.lockProductId, brand: items.lockBrand, storeId: items.lockStoreId, substituteProductId: items.substituteProductId })
    .from(items)
    .where(eq(items.listId, listId))
    .orderBy(asc(items.createdAt), asc(items.id));
}

export interface LockedListItem { id: string; name: string; lockProductId: string | null; substituteProductId: string | null }

/** The item, locked for the write (item and list rows), when it is on a list the actor owns or shares; else "not found". */
export async function lockReadableItemOrThrow(tx: DbTx, actor: Pick<Actor, "userId">, listId: string, itemId: string): Promise<LockedListItem> {
  if (!isUuid(listId) || !isUuid(itemId)) throw listNotFound();
  const [item] = await tx
    .select({ id: items.id, name: items.itemName, lockProductId: items.lockProductId, substituteProductId: items.substituteProductId })
    .from(items)
    .innerJoin(lists, eq(lists.id, items.listId))
    .where(and(eq(items.id, itemId), eq(items.listId, listId), listReadableBy("shopping_lists", actor.userId)))
    .limit(1)
    .for("update");
  if (!item) throw listNotFound();
  return item;
}

export type ItemLockPatch = Partial<{ lockProductId: string | null; lockBrand: string | null; lockStoreId: string | null; substituteProductId: string | null }>;

/** Sets an item's locks or substitute; `item` comes from lockReadableItemOrThrow in the same transaction. */
export async function setItemLocks(tx: DbTx, item: Pick<LockedListItem, "id">, patch: ItemLockPatch): Promise<void> {
  await tx.update(items).set(patch).where(eq(items.id, item.id));
}

/** How many lists the actor owns and how many items they hold (shared lists are not counted). */
export async function countOwnListsAndItems(db: Db, actor: Pick<Actor, "userId">): Promise<{ listCount: number; itemCount: number }> {
  const [totals] = await db
    .select({
      listCount: sql<number>`count(distinct ${lists.id})::int`,
      itemCount: sql<number>`count(${items.id})::int`,
    })
    .from(lists)
    .leftJoin(items, eq(items.listId, lists.id))
    .where(eq(lists.userId, actor.userId));
  return { listCount: Number(totals?.listCount ?? 0), itemCount: Number(totals?.itemCount ?? 0) };
}

/** How many items a list the actor owns or shares holds; "not found" when it is neither. */
export async function countItemsOfReadableList(db: Db, actor: Pick<Actor, "userId">, listId: string): Promise<number> {
  if (!(await findReadableList(db, actor, listId))) throw listNotFound();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(items).where(eq(items.listId, listId));
  return Number(row?.n ?? 0);
}

export interface AppendedItem { itemName: string; quantity: number; sourceText: string | null; matchedProductId: string | null }

/**
 * Appends items to a list the actor owns or shares, in one insert that keeps their order on screen
 * (rows of one insert share now(); a microsecond step orders them). Names and quantities are
 * validated by the caller; "not found" when the list is not the actor's.
 */
export async function appendItemsInOrder(tx: DbTx, actor: Pick<Actor, "userId">, listId: string, rows: readonly AppendedItem[]): Promise<void> {
  if (!(await findReadableList(tx, actor, listId))) throw listNotFound();
  if (!rows.length) return;
  await tx.insert(items).values(
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
