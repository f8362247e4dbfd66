import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { isUuid, LIST_MESSAGES } from "@/modules/lists/shared";
import { lockReadableItemOrThrow, setItemLocks } from "@/modules/lists";
import { productExists, productSummaries } from "@/modules/catalog";
import { storeExists } from "@/modules/stores";
import { rememberProductChoice } from "./offers/memory";
import { memoryKeyFor } from "./offers/choose";
import type { ItemLockInput } from "./schemas";

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
    const item = await lockReadableItemOrThrow(tx, actor, listId, itemId);

    switch (lock.kind) {
      case "product": {
        const summary = isUuid(lock.productId) ? (await productSummaries(tx, [lock.productId])).get(lock.productId) : undefined;
        const product = summary ? { id: lock.productId, name: summary.name } : undefined;
        if (!product) throw new AppError("NOT_FOUND", "That product is no longer available.");
        await setItemLocks(tx, item, { lockProductId: product.id, lockBrand: null });
        await rememberProductChoice(tx, actor, memoryKeyFor(item.name), product);
        return;
      }
      case "brand":
        await setItemLocks(tx, item, { lockBrand: lock.brand, lockProductId: null });
        return;
      case "store": {
        const store = isUuid(lock.storeId) && (await storeExists(tx, lock.storeId)) ? { id: lock.storeId } : undefined;
        if (!store) throw new AppError("NOT_FOUND", "That store is no longer available.");
        await setItemLocks(tx, item, { lockStoreId: store.id });
        return;
      }
      case "clear":
        await setItemLocks(tx, item, { lockProductId: null, lockBrand: null, lockStoreId: null });
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
    const item = await lockReadableItemOrThrow(tx, actor, listId, itemId);
    if (productId !== null) {
      if (!(await productExists(tx, productId))) throw new AppError("NOT_FOUND", "That product is no longer available.");
    }
    await setItemLocks(tx, item, { substituteProductId: productId });
  });
}
