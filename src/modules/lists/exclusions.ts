import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { uuidArray } from "@/server/db/sql-arrays";
import { catalogProductsSql, productExists } from "@/modules/catalog";
import { lockReadableItemOrThrow } from "./list-lookups";
import { isUuid } from "./schemas";

const { shoppingListItems: items, shoppingListItemExclusions: exclusions } = tables;

export interface ExcludedProduct { productId: string; name: string }

/**
 * "Not this product" on a plan line (decision 058): the comparison never picks the product for
 * this item again. A product lock or chosen substitute on that same product is dropped with it
 * (the shopper no longer wants it). Someone else's item or an unknown product: "not found", nothing changes.
 */
export async function excludeProduct(db: Db, actor: Actor, input: { listId: string; itemId: string; productId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await lockReadableItemOrThrow(tx, actor, input.listId, input.itemId);
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
    const item = await lockReadableItemOrThrow(tx, actor, input.listId, input.itemId);
    if (input.productId === null) await tx.delete(exclusions).where(eq(exclusions.itemId, item.id));
    else if (isUuid(input.productId)) await tx.delete(exclusions).where(and(eq(exclusions.itemId, item.id), eq(exclusions.productId, input.productId)));
  });
}

/** The excluded products of the given items (callers have already scoped the items to the actor). */
export async function loadExclusions(db: Db, itemIds: string[]): Promise<Map<string, ExcludedProduct[]>> {
  const out = new Map<string, ExcludedProduct[]>();
  if (!itemIds.length) return out;
  // One statement: the products' names through the catalogue's relation (decision 059: catalog owns products).
  const res = await db.execute<{ itemId: string; productId: string; name: string }>(sql`
    select e.item_id as "itemId", e.product_id as "productId", p.name
    from shopping_list_item_exclusions e
    join ${catalogProductsSql()} p on p.id = e.product_id
    where e.item_id = any(${uuidArray(itemIds)})
    order by e.created_at, e.product_id`);
  const rows = res.rows;
  for (const r of rows) {
    const list = out.get(r.itemId);
    if (list) list.push({ productId: r.productId, name: r.name });
    else out.set(r.itemId, [{ productId: r.productId, name: r.name }]);
  }
  return out;
}
