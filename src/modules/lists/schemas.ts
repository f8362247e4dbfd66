import { z } from "zod";
import { fitsLength, safeText } from "@/lib/safe-text";

/**
 * Validation shared by the list forms (client) and the list mutations (server). The texts are
 * the spec's (sections 5 and 8); the mutations re-run these rules, so a form is never trusted.
 */

export const LIST_NAME_MAX = 50;
export const ITEM_NAME_MAX = 100;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 999;
const SANITISED_MAX = 1000;
/** Quick Add: the 24 common items plus a generous number of custom ones. */
export const QUICK_ADD_MAX_ITEMS = 60;

export const LIST_MESSAGES = {
  invalidNameTitle: "Invalid name",
  nameEmpty: "Please enter a list name.",
  nameLength: "List name must be between 1 and 50 characters.",
  itemEmpty: "Please enter an item name.",
  itemLength: "Item name must be between 1 and 100 characters.",
  quantityMax: "Quantity can't be more than 999.",
  rateLimitTitle: "Too many requests",
  createRateLimited: "Please wait before creating another list.",
  addRateLimited: "Please wait before adding another item.",
  signInToCreate: "Please sign in to create shopping lists.",
  signInToAdd: "Please sign in to add items.",
  listNotFound: "The shopping list you're looking for doesn't exist.",
  errorTitle: "Error",
  loadListsFailed: "Failed to load shopping lists. Please try again.",
  createFailed: "Failed to create shopping list. Please try again.",
  addItemsFailed: "Failed to add items. Please try again.",
  loadListFailed: "Failed to load shopping list. Please try again.",
  quantityFailed: "Failed to update quantity. Please try again.",
  removeFailed: "Failed to remove item. Please try again.",
  addItemFailed: "Failed to add item. Please try again.",
  deleteFailedTitle: "Delete failed",
  deleteFailed: "Something went wrong — we couldn't delete your list. Please try again.",
  deleteForbidden: "You don't have permission to delete this list.",
  network: "Network issue detected. Please check your connection and try again.",
  queuedTitle: "List queued for deletion",
  itemQueuedTitle: "Item queued for removal",
  renameFailed: "Failed to rename the list. Please try again.",
  syncFailedTitle: "Couldn't save a change",
  tickFailed: "Failed to tick the item. Please try again.",
} as const;

/** The query value /lists reads to show the "doesn't exist" toast after a redirect. */
export const LIST_NOT_FOUND_NOTICE = "list-not-found";

/** Markup stripped, trimmed, cut to 1000 characters (spec section 5, "all sanitised text"). */
export function sanitizeText(raw: string): string {
  return raw
    .replace(/<[^>]*>/g, "")
    .replace(/[<>]/g, "")
    .trim()
    .slice(0, SANITISED_MAX);
}

export type NameCheck = { ok: true; value: string } | { ok: false; title: string; message: string };

export function validateListName(raw: string): NameCheck {
  const value = sanitizeText(raw);
  if (value.length === 0) return { ok: false, title: LIST_MESSAGES.invalidNameTitle, message: LIST_MESSAGES.nameEmpty };
  if (!fitsLength(value, LIST_NAME_MAX)) return { ok: false, title: LIST_MESSAGES.invalidNameTitle, message: LIST_MESSAGES.nameLength };
  return { ok: true, value };
}

export function validateItemName(raw: string): NameCheck {
  const value = sanitizeText(raw);
  if (value.length === 0) return { ok: false, title: LIST_MESSAGES.errorTitle, message: LIST_MESSAGES.itemEmpty };
  if (!fitsLength(value, ITEM_NAME_MAX)) return { ok: false, title: LIST_MESSAGES.errorTitle, message: LIST_MESSAGES.itemLength };
  return { ok: true, value };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not UUIDs can never exist; callers answer "not found" instead of a query error. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}

// Names and ids stay loose here: the mutations apply the spec's rules (with their titles) and
// turn malformed ids into "not found", so direct callers and the forms get identical answers.
// Names go through the shared text step (control characters refused before any limit is spent).
const text = safeText("Name");
const id = z.string().max(100);

// `editId`: the id the browser gave this edit (decision 022); every attempt of one edit carries the
// same id and the server applies it once. `itemId`: an item added offline is named by the browser,
// so later offline edits (its quantity, its removal) can refer to it before it reaches the server.
const editId = z.uuid().optional();
const delta = z.number().int().min(-QUANTITY_MAX).max(QUANTITY_MAX).refine((n) => n !== 0, "Quantity change must not be zero");

export const createListSchema = z.object({ name: text, clientRequestId: z.uuid() });
export const addItemSchema = z.object({ listId: id, itemName: text, itemId: z.uuid().optional(), editId });
export const changeQuantitySchema = z.object({ itemId: id, delta, editId });
export const removeItemSchema = z.object({ itemId: id, queuedAt: z.iso.datetime().optional(), editId });
export const deleteListSchema = z.object({ listId: id, queuedAt: z.iso.datetime().optional(), editId });
export const renameListSchema = z.object({ listId: id, name: text, editId });

/** A tick: `storeId` and `tripId` (the browser's visit id) when the shopper said which store they are in. */
const tickData = z.object({ itemId: id, checked: z.boolean(), storeId: z.uuid().nullable().optional(), tripId: z.uuid().nullable().optional(), tickedAt: z.number().int().nonnegative().optional() });
export const tickItemSchema = tickData.extend({ editId });
export const setAisleOrderSchema = z.object({ listId: id, storeId: id, itemIds: z.array(id).max(200) });

/** One edit replayed from the browser's offline queue (POST /api/lists/edits); `id` is its edit id. */
const queued = { id: z.uuid(), queuedAt: z.iso.datetime().optional() };
export const listEditSchema = z.discriminatedUnion("type", [
  z.object({ ...queued, type: z.literal("ADD_ITEM"), data: z.object({ listId: id, itemId: z.uuid(), itemName: text }) }),
  z.object({ ...queued, type: z.literal("CHANGE_QUANTITY"), data: z.object({ itemId: id, delta }) }),
  z.object({ ...queued, type: z.literal("DELETE_ITEM"), data: z.object({ itemId: id }) }),
  z.object({ ...queued, type: z.literal("RENAME_LIST"), data: z.object({ listId: id, name: text }) }),
  z.object({ ...queued, type: z.literal("DELETE_LIST"), data: z.object({ listId: id }) }),
  z.object({ ...queued, type: z.literal("TICK_ITEM"), data: tickData }),
]);
export const quickAddSchema = z.object({ items: z.array(text).max(QUICK_ADD_MAX_ITEMS) });

export type CreateListInput = z.infer<typeof createListSchema>;
export type AddItemInput = z.infer<typeof addItemSchema>;
export type ChangeQuantityInput = z.infer<typeof changeQuantitySchema>;
export type DeleteListInput = z.infer<typeof deleteListSchema>;
export type QuickAddInput = z.infer<typeof quickAddSchema>;
export type RenameListInput = z.infer<typeof renameListSchema>;
export type ListEdit = z.infer<typeof listEditSchema>;
