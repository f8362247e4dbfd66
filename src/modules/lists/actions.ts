"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/server/action";
import { addItem, changeQuantity, createList, deleteList, quickAdd, removeItem } from "./mutations";
import { LIST_MESSAGES, addItemSchema, changeQuantitySchema, createListSchema, deleteListSchema, quickAddSchema, removeItemSchema } from "./schemas";

// Thin wrappers: authenticate + parse (defineAction) → owner-scoped mutation → revalidate.

function revalidateList(listId?: string): void {
  revalidatePath("/lists");
  if (listId) revalidatePath(`/lists/${listId}`);
}

export const createListAction = defineAction(
  createListSchema,
  async (input, actor, { db }) => {
    const list = await createList(db, actor, input);
    revalidateList();
    return { ok: true as const, list };
  },
  { unauthenticatedMessage: LIST_MESSAGES.signInToCreate },
);

export const addItemAction = defineAction(
  addItemSchema,
  async (input, actor, { db }) => {
    const item = await addItem(db, actor, input);
    revalidateList(item.listId);
    return { ok: true as const, item };
  },
  { unauthenticatedMessage: LIST_MESSAGES.signInToAdd },
);

export const changeQuantityAction = defineAction(changeQuantitySchema, async (input, actor, { db }) => {
  const change = await changeQuantity(db, actor, input);
  revalidateList(change.listId);
  return { ok: true as const, change };
});

export const removeItemAction = defineAction(removeItemSchema, async (input, actor, { db }) => {
  const removed = await removeItem(db, actor, input);
  revalidateList(removed.listId);
  return { ok: true as const, removed };
});

export const deleteListAction = defineAction(deleteListSchema, async (input, actor, { db }) => {
  const deleted = await deleteList(db, actor, input);
  revalidateList(deleted.listId);
  return { ok: true as const, deleted };
});

export const quickAddAction = defineAction(
  quickAddSchema,
  async (input, actor, { db }) => {
    const result = await quickAdd(db, actor, input);
    revalidateList(result.listId);
    return { ok: true as const, result };
  },
  { unauthenticatedMessage: LIST_MESSAGES.signInToAdd },
);
