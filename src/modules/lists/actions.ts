"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/server/action";
import { getDb } from "@/server/db";
import { addItem, changeQuantity, createList, deleteList, quickAdd, removeItem } from "./mutations";
import { LIST_MESSAGES, addItemSchema, changeQuantitySchema, createListSchema, deleteListSchema, quickAddSchema, removeItemSchema } from "./schemas";

// Thin wrappers: authenticate + parse (defineAction) → owner-scoped mutation → revalidate.

function revalidateList(listId?: string): void {
  revalidatePath("/lists");
  if (listId) revalidatePath(`/lists/${listId}`);
}

export const createListAction = defineAction(
  createListSchema,
  async (input, actor) => {
    const list = await createList(await getDb(), actor.userId, input);
    revalidateList();
    return { ok: true as const, list };
  },
  { unauthenticatedMessage: LIST_MESSAGES.signInToCreate },
);

export const addItemAction = defineAction(
  addItemSchema,
  async (input, actor) => {
    const item = await addItem(await getDb(), actor.userId, input);
    revalidateList(item.listId);
    return { ok: true as const, item };
  },
  { unauthenticatedMessage: LIST_MESSAGES.signInToAdd },
);

export const changeQuantityAction = defineAction(changeQuantitySchema, async (input, actor) => {
  const change = await changeQuantity(await getDb(), actor.userId, input.itemId, input.delta);
  revalidateList(change.listId);
  return { ok: true as const, change };
});

export const removeItemAction = defineAction(removeItemSchema, async (input, actor) => {
  const removed = await removeItem(await getDb(), actor.userId, input.itemId);
  revalidateList(removed.listId);
  return { ok: true as const, removed };
});

export const deleteListAction = defineAction(deleteListSchema, async (input, actor) => {
  const deleted = await deleteList(await getDb(), actor.userId, input.listId, { queuedAt: input.queuedAt });
  revalidateList(deleted.listId);
  return { ok: true as const, deleted };
});

export const quickAddAction = defineAction(
  quickAddSchema,
  async (input, actor) => {
    const result = await quickAdd(await getDb(), actor.userId, input.items);
    revalidateList(result.listId);
    return { ok: true as const, result };
  },
  { unauthenticatedMessage: LIST_MESSAGES.signInToAdd },
);
