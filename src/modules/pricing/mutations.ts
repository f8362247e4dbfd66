import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { isUuid, LIST_MESSAGES } from "@/modules/lists/shared";
import { listReadableBy } from "@/modules/lists";
import { rememberProductChoice } from "./offers/memory";
import { memoryKeyFor } from "./offers/choose";
import type { ItemLockInput } from "./schemas";

const { shoppingLists: lists, shoppingListItems: items, products, stores } = tables;

const itemNotFound = () => new AppError("NOT_FOUND", LIST_MESSAGES.listNotFound);

/**
 * Sets or clears a shopper's lock on an item of a list they own or share. A product lock replaces a brand lock
 * (and vice versa); a store lock combines with either. Locking a product also remembers it as the
 * shopper's choice for the item's generic name, so other lists prefer it too.
 */
export async function setItemLock(db: Db, actor: Actor, input: { listId: string; itemId: string; lock: ItemLockInput }): Promise<void> {
  const { listId, itemId, lock } = input;
  if (!isUuid(listId) || !isUuid(itemId)) throw itemNotFound();
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: items.id, name: items.itemName })
      .from(items)
      .innerJoin(lists, eq(lists.id, items.listId))
      .where(and(eq(items.id, itemId), eq(items.listId, listId), listReadableBy("shopping_lists", actor.userId)))
      .limit(1)
      .for("update");
    if (!item) throw itemNotFound();

    switch (lock.kind) {
      case "product": {
        const product = isUuid(lock.productId)
          ? (await tx.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, lock.productId)).limit(1))[0]
          : undefined;
        if (!product) throw new AppError("NOT_FOUND", "That product is no longer available.");
        await tx.update(items).set({ lockProductId: product.id, lockBrand: null }).where(eq(items.id, item.id));
        await rememberProductChoice(tx, actor.userId, memoryKeyFor(item.name), product);
        return;
      }
      case "brand":
        await tx.update(items).set({ lockBrand: lock.brand, lockProductId: null }).where(eq(items.id, item.id));
        return;
      case "store": {
        const store = isUuid(lock.storeId) ? (await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, lock.storeId)).limit(1))[0] : undefined;
        if (!store) throw new AppError("NOT_FOUND", "That store is no longer available.");
        await tx.update(items).set({ lockStoreId: store.id }).where(eq(items.id, item.id));
        return;
      }
      case "clear":
        await tx.update(items).set({ lockProductId: null, lockBrand: null, lockStoreId: null }).where(eq(items.id, item.id));
        return;
    }
  });
}

/**
 * Remembers (or forgets, productId null) the substitute chosen for an item of a list the actor
 * owns or shares (decision 054): the next comparison prices the line as that product. Someone
 * else's item or an unknown product is "not found" and nothing changes.
 */
export async function chooseSubstitute(db: Db, actor: Actor, input: { listId: string; itemId: string; productId: string | null }): Promise<void> {
  const { listId, itemId, productId } = input;
  if (!isUuid(listId) || !isUuid(itemId) || (productId !== null && !isUuid(productId))) throw itemNotFound();
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: items.id })
      .from(items)
      .innerJoin(lists, eq(lists.id, items.listId))
      .where(and(eq(items.id, itemId), eq(items.listId, listId), listReadableBy("shopping_lists", actor.userId)))
      .limit(1)
      .for("update");
    if (!item) throw itemNotFound();
    if (productId !== null) {
      const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
      if (!product) throw new AppError("NOT_FOUND", "That product is no longer available.");
    }
    await tx.update(items).set({ substituteProductId: productId }).where(eq(items.id, item.id));
  });
}
