import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { listReadableBy } from "./access";
import { listNotFound } from "./guards";
import { isUuid } from "./schemas";
import { productExists, productSummaries } from "@/modules/catalog";

const { shoppingLists: lists, shoppingListItems: items, shoppingListItemExclusions: exclusions } = tables;

export interface ExcludedProduct { productId: string; name: string }

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The item, locked for the write, when it is on a list the actor owns or shares; else "not found". */
async function lockItemOrThrow(tx: Tx, actor: Actor, listId: string, itemId: string) {
  if (!isUuid(listId) || !isUuid(itemId)) throw listNotFound();
  const [item] = await tx
    .select({ id: items.id, lockProductId: items.lockProductId, substituteProductId: items.substituteProductId })
    .from(items)
    .innerJoin(lists, eq(lists.id, items.listId))
    .where(and(eq(items.id, itemId), eq(items.listId, listId), listReadableBy("shopping_lists", actor.userId)))
    .limit(1)
    .for("update");
  if (!item) throw listNotFound();
  return item;
}

/**
 * "Not this product" on a plan line (decision 058): the comparison never picks the product for
 * this item again. A product lock or chosen substitute on that same product is dropped with it
 * (the shopper no longer wants it). Someone else's item or an unknown product: "not found", nothing changes.
 */
export async function excludeProduct(db: Db, actor: Actor, input: { listId: string; itemId: string; productId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await lockItemOrThrow(tx, actor, input.listId, input.itemId);
    const product = isUuid(input.productId) && (await productExists(tx, input.productId)) ? { id: input.productId } : undefined;
    if (!product) throw new AppError("NOT_FOUND", "That product is no longer available.");
    await tx.insert(exclusions).values({ itemId: item.id, productId: product.id }).onConflictDoNothing();
    if (item.lockProductId === product.id) await tx.update(items).set({ lockProductId: null }).where(eq(items.id, item.id));
    if (item.substituteProductId === product.id) await tx.update(items).set({ substituteProductId: null }).where(eq(items.id, item.id));
  });
}

/** "Undo exclusion": one product back (productId) or every exclusion of the item (null). Same ownership rule. */
export async function undoExclusion(db: Db, actor: Actor, input: { listId: string; itemId: string; productId: string | null }): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await lockItemOrThrow(tx, actor, input.listId, input.itemId);
    if (input.productId === null) await tx.delete(exclusions).where(eq(exclusions.itemId, item.id));
    else if (isUuid(input.productId)) await tx.delete(exclusions).where(and(eq(exclusions.itemId, item.id), eq(exclusions.productId, input.productId)));
  });
}

/** The excluded products of the given items (callers have already scoped the items to the actor). */
export async function loadExclusions(db: Db, itemIds: string[]): Promise<Map<string, ExcludedProduct[]>> {
  const out = new Map<string, ExcludedProduct[]>();
  if (!itemIds.length) return out;
  const excluded = await db
    .select({ itemId: exclusions.itemId, productId: exclusions.productId })
    .from(exclusions)
    .where(inArray(exclusions.itemId, itemIds))
    .orderBy(asc(exclusions.createdAt), asc(exclusions.productId));
  // A product gone from the catalogue is left out (as the join with it did).
  const products = await productSummaries(db, excluded.map((r) => r.productId));
  const rows = excluded.flatMap((r) => {
    const name = products.get(r.productId)?.name;
    return name === undefined ? [] : [{ ...r, name }];
  });
  for (const r of rows) {
    const list = out.get(r.itemId);
    if (list) list.push({ productId: r.productId, name: r.name });
    else out.set(r.itemId, [{ productId: r.productId, name: r.name }]);
  }
  return out;
}
