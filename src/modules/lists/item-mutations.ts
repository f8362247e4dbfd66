import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { tables } from "@/server/db";
import { AppError } from "@/server/errors";
import { listReadableBy } from "./access";
import { enforceLimit, invalidInput, isForeignKeyViolation, itemNotFound, listNotFound } from "./guards";
import { publishListChange } from "./sharing/live";
import { LIST_MESSAGES, QUANTITY_MAX, QUANTITY_MIN, isUuid, validateItemName } from "./schemas";
import type { ListItemDto } from "./types";

const { shoppingListItems: items } = tables;

/**
 * Adds one item (quantity 1). Access is checked by the insert itself: insert … select from a list
 * the caller owns or shares. Owner and members alike; the list's viewers are told afterwards.
 * `itemId` is the id the browser gave an item added offline (decision 022).
 */
export async function addItem(db: Db, actor: Actor, input: { listId: string; itemName: string; itemId?: string }): Promise<ListItemDto & { listId: string }> {
  const { userId } = actor;
  const check = validateItemName(input.itemName);
  if (!check.ok) throw invalidInput(check, "itemName");
  if (!isUuid(input.listId)) throw listNotFound();
  await enforceLimit(db, "add_item", actor);
  try {
    const res = await db.execute<{ id: string; list_id: string; item_name: string; quantity: number }>(sql`
      insert into shopping_list_items (id, list_id, item_name, quantity)
      select coalesce(${input.itemId ?? null}::uuid, gen_random_uuid()), l.id, ${check.value}, 1 from shopping_lists l
      where l.id = ${input.listId} and ${listReadableBy("l", userId)}
      returning id, list_id, item_name, quantity`);
    const row = res.rows[0];
    if (!row) throw listNotFound();
    await publishListChange(db, row.list_id, "items", userId);
    return { id: row.id, listId: row.list_id, name: row.item_name, quantity: Number(row.quantity) };
  } catch (err) {
    if (isForeignKeyViolation(err)) throw listNotFound();
    // A browser-chosen item id (an offline add, decision 022) that is already taken.
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", LIST_MESSAGES.addItemFailed);
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export type QuantityChange =
  | { removed: false; listId: string; item: ListItemDto }
  | { removed: true; listId: string; itemId: string };

/**
 * Adds `delta` to the quantity in the database (`quantity = quantity + delta`), never writing a
 * value computed from an earlier read, so concurrent clicks from many tabs all count. The
 * caller's row is locked first; a change that would take it below 1 deletes it in the same
 * transaction, so "decrement to zero" and a concurrent "+1" cannot interleave. The caller may be
 * the list's owner or a member: two members' concurrent clicks add up exactly the same way.
 */
export async function changeQuantity(db: Db, actor: Actor, input: { itemId: string; delta: number }): Promise<QuantityChange> {
  const { userId } = actor;
  const { itemId, delta } = input;
  if (!Number.isInteger(delta) || delta === 0 || Math.abs(delta) > QUANTITY_MAX) {
    throw new AppError("INVALID_INPUT", LIST_MESSAGES.quantityFailed);
  }
  if (!isUuid(itemId)) throw itemNotFound();
  const change = await db.transaction(async (tx): Promise<QuantityChange> => {
    const locked = await tx.execute<{ id: string; list_id: string }>(sql`
      select i.id, i.list_id from shopping_list_items i
      join shopping_lists l on l.id = i.list_id
      where i.id = ${itemId} and ${listReadableBy("l", userId)}
      for update of i`);
    const row = locked.rows[0];
    if (!row) throw itemNotFound();
    const [bumped] = await tx
      .update(items)
      .set({ quantity: sql`${items.quantity} + ${delta}` })
      .where(and(eq(items.id, row.id), sql`${items.quantity} + ${delta} between ${QUANTITY_MIN} and ${QUANTITY_MAX}`))
      .returning({ id: items.id, name: items.itemName, quantity: items.quantity });
    if (bumped) return { removed: false, listId: row.list_id, item: bumped };
    if (delta > 0) throw new AppError("INVALID_INPUT", LIST_MESSAGES.quantityMax, { title: LIST_MESSAGES.errorTitle });
    await tx.delete(items).where(eq(items.id, row.id));
    return { removed: true, listId: row.list_id, itemId: row.id };
  });
  await publishListChange(db, change.listId, "items", userId);
  return change;
}

/** Removes an item of a list the caller owns or shares; anyone else's item id is "not found" and nothing changes. */
export async function removeItem(db: Db, actor: Actor, input: { itemId: string }): Promise<{ itemId: string; listId: string }> {
  const { userId } = actor;
  const { itemId } = input;
  if (!isUuid(itemId)) throw itemNotFound();
  const res = await db.execute<{ id: string; list_id: string }>(sql`
    delete from shopping_list_items i using shopping_lists l
    where i.id = ${itemId} and l.id = i.list_id and ${listReadableBy("l", userId)}
    returning i.id, i.list_id`);
  const row = res.rows[0];
  if (!row) throw itemNotFound();
  await publishListChange(db, row.list_id, "items", userId);
  return { itemId: row.id, listId: row.list_id };
}
