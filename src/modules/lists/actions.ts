"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/server/action";
import { applyIdempotentOnce, applyOnce } from "./applied-edits";
import { renameList } from "./list-edits";
import { addItem, changeQuantity, createList, deleteList, quickAdd, removeItem } from "./mutations";
import { setListBudget } from "./budget";
import { setBudgetSchema } from "./budget-rules";
import { setAisleOrder, tickItem } from "./shopping-here";
import { setAisleOrderSchema, tickItemSchema } from "./schemas";
import { LIST_MESSAGES, addItemSchema, changeQuantitySchema, createListSchema, deleteListSchema, quickAddSchema, removeItemSchema, renameListSchema } from "./schemas";

// Thin wrappers: authenticate + parse (defineAction) → owner-scoped mutation → revalidate.
// An `editId` makes an edit apply once however often it is sent (decision 022).

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
    const item = await applyOnce(db, actor, { editId: input.editId, kind: "add_item" }, (tx) => addItem(tx, actor, input));
    revalidateList(item.listId);
    return { ok: true as const, item };
  },
  { unauthenticatedMessage: LIST_MESSAGES.signInToAdd },
);

export const changeQuantityAction = defineAction(changeQuantitySchema, async (input, actor, { db }) => {
  const change = await applyOnce(db, actor, { editId: input.editId, kind: "change_quantity" }, (tx) => changeQuantity(tx, actor, input));
  revalidateList(change.listId);
  return { ok: true as const, change };
});

export const removeItemAction = defineAction(removeItemSchema, async (input, actor, { db }) => {
  const removed = await applyIdempotentOnce(db, actor, { editId: input.editId, kind: "remove_item" }, (d) => removeItem(d, actor, input));
  revalidateList(removed.listId);
  return { ok: true as const, removed };
});

export const deleteListAction = defineAction(deleteListSchema, async (input, actor, { db }) => {
  const deleted = await applyIdempotentOnce(db, actor, { editId: input.editId, kind: "delete_list" }, (d) => deleteList(d, actor, input));
  revalidateList(deleted.listId);
  return { ok: true as const, deleted };
});

export const renameListAction = defineAction(renameListSchema, async (input, actor, { db }) => {
  const renamed = await renameList(db, actor, input);
  revalidateList(renamed.listId);
  return { ok: true as const, renamed };
});

export const tickItemAction = defineAction(tickItemSchema, async ({ editId, ...input }, actor, { db }) => {
  const tick = await applyOnce(db, actor, { editId, kind: "tick_item" }, (tx) => tickItem(tx, actor, input));
  revalidateList(tick.listId);
  return { ok: true as const, tick };
});

export const setListBudgetAction = defineAction(setBudgetSchema, async (input, actor, { db }) => {
  const set = await setListBudget(db, actor, input);
  revalidateList(set.listId);
  return { ok: true as const, budget: set.budget };
});

export const setAisleOrderAction = defineAction(setAisleOrderSchema, async (input, actor, { db }) => {
  const order = await setAisleOrder(db, actor, input);
  revalidateList(order.listId);
  return { ok: true as const, order };
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
