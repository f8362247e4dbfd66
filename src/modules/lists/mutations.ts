import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { tables } from "@/server/db";
import { AppError } from "@/server/errors";
import { QUICK_ADD_DEFAULT_LIST_NAME, QUICK_ADD_EMPTY_SELECTION_MESSAGE, dedupeSelection, validateCustomItem } from "./quick-add";
import { LIST_EVENTS, insertListEvents, recordListEvent } from "./analytics";
import { listReadableBy } from "./access";
import { enforceLimit, invalidInput, isForeignKeyViolation, listNotFound } from "./guards";
import { publishListChange } from "./sharing/live";
import { LIST_MESSAGES, QUICK_ADD_MAX_ITEMS, isUuid, validateItemName, validateListName } from "./schemas";

export { addItem, changeQuantity, removeItem, type QuantityChange } from "./item-mutations";

const { shoppingLists: lists, shoppingListItems: items } = tables;

export interface CreatedList { id: string; name: string; createdAt: string; created: boolean }

/**
 * Idempotent on (user, clientRequestId): a replayed or double-submitted form returns the list the
 * first request made, without another row and without spending the rate limit again.
 */
export async function createList(db: Db, actor: Actor, input: { name: string; clientRequestId: string }): Promise<CreatedList> {
  const { userId } = actor;
  const check = validateListName(input.name);
  if (!check.ok) throw invalidInput(check, "name");
  if (!isUuid(input.clientRequestId)) throw new AppError("INVALID_INPUT", "Please reload the page and try again.");

  const findExisting = async () => {
    const [row] = await db
      .select({ id: lists.id, name: lists.name, createdAt: lists.createdAt })
      .from(lists)
      .where(and(eq(lists.userId, userId), eq(lists.clientRequestId, input.clientRequestId)))
      .limit(1);
    return row ? { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), created: false } : null;
  };

  const replay = await findExisting();
  if (replay) return replay;
  await enforceLimit(db, "create_list", actor);

  const [inserted] = await db
    .insert(lists)
    .values({ userId, name: check.value, clientRequestId: input.clientRequestId })
    .onConflictDoNothing({ target: [lists.userId, lists.clientRequestId] })
    .returning({ id: lists.id, name: lists.name, createdAt: lists.createdAt });
  if (inserted) return { id: inserted.id, name: inserted.name, createdAt: inserted.createdAt.toISOString(), created: true };
  // A concurrent twin won the insert: answer with its row.
  const twin = await findExisting();
  if (!twin) throw new Error("list insert conflicted but no row was found");
  return twin;
}

export interface DeletedList { listId: string; name: string }

/**
 * Deletes the list and its items in one transaction, scoped to the owner: a member gets
 * FORBIDDEN, anyone else "not found". Members lose it with the list (cascade) and open views are
 * told. `queuedAt` marks a delete that waited in the browser's offline queue; it adds the
 * "queued" analytics event.
 */
export async function deleteList(db: Db, actor: Actor, input: { listId: string; queuedAt?: string }): Promise<DeletedList> {
  const { userId } = actor;
  const { listId, queuedAt } = input;
  const source = queuedAt ? "offline_queue" : "direct";
  await recordListEvent(db, { type: LIST_EVENTS.deleteAttempted, userId, metadata: { list_id: listId, source } });
  try {
    if (!isUuid(listId)) throw listNotFound();
    const deleted = await db.transaction(async (tx) => {
      const [list] = await tx
        .select({ id: lists.id, name: lists.name, ownerId: lists.userId })
        .from(lists)
        .where(and(eq(lists.id, listId), listReadableBy("shopping_lists", userId)))
        .for("update");
      if (!list) throw listNotFound();
      if (list.ownerId !== userId) throw new AppError("FORBIDDEN", LIST_MESSAGES.deleteForbidden, { title: LIST_MESSAGES.deleteFailedTitle });
      const removed = await tx.delete(items).where(eq(items.listId, list.id)).returning({ id: items.id });
      await tx.delete(lists).where(and(eq(lists.id, list.id), eq(lists.userId, userId)));
      const metadata = { list_id: list.id, item_count: removed.length, source };
      await insertListEvents(tx, [
        { type: LIST_EVENTS.deleted, userId, metadata },
        ...(queuedAt ? [{ type: LIST_EVENTS.deleteQueued, userId, metadata: { ...metadata, queued_at: queuedAt } }] : []),
      ]);
      return { listId: list.id, name: list.name };
    });
    await publishListChange(db, deleted.listId, "deleted", userId);
    return deleted;
  } catch (err) {
    const reason = err instanceof AppError ? err.code.toLowerCase() : "error";
    await recordListEvent(db, { type: LIST_EVENTS.deleteFailed, userId, metadata: { list_id: listId, source, reason } });
    throw err;
  }
}

export interface QuickAddResult { listId: string; listName: string; createdList: boolean; added: string[] }

/**
 * Adds the selection (deduplicated, quantity 1) to the shopper's first list in list order —
 * newest first — or to a new "Quick Items" list when there is none. Choosing the list and
 * inserting happen in one transaction under a per-user lock, so two concurrent Quick Adds
 * cannot each create a "Quick Items" list.
 */
export async function quickAdd(db: Db, actor: Actor, input: { items: readonly string[] }): Promise<QuickAddResult> {
  const { userId } = actor;
  const rawItems = input.items;
  const names: string[] = [];
  for (const raw of rawItems.slice(0, QUICK_ADD_MAX_ITEMS)) {
    const custom = validateCustomItem(raw);
    if (!custom.ok) throw new AppError("INVALID_INPUT", custom.message, { title: "Error" });
    const check = validateItemName(custom.value);
    if (!check.ok) throw invalidInput(check, "items");
    names.push(check.value);
  }
  const selection = dedupeSelection(names);
  if (selection.length === 0) throw new AppError("INVALID_INPUT", QUICK_ADD_EMPTY_SELECTION_MESSAGE, { title: "Error" });
  await enforceLimit(db, "add_item", actor);

  try {
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lists:${userId}`}))`);
      const [first] = await tx
        .select({ id: lists.id, name: lists.name })
        .from(lists)
        .where(eq(lists.userId, userId))
        .orderBy(sql`${lists.createdAt} desc, ${lists.id} desc`)
        .limit(1);
      const target = first ?? (await tx.insert(lists).values({ userId, name: QUICK_ADD_DEFAULT_LIST_NAME }).returning({ id: lists.id, name: lists.name }))[0];
      if (!target) throw new Error("could not create the Quick Items list");
      // Rows of one insert share now(); a microsecond step keeps the selection's order on screen.
      await tx.insert(items).values(
        selection.map((itemName, i) => ({ listId: target.id, itemName, quantity: 1, createdAt: sql`now() + (${i}::int * interval '1 microsecond')` })),
      );
      return { listId: target.id, listName: target.name, createdList: !first, added: selection };
    });
    // The shopper's own newest list may be shared: its members see the additions.
    if (!result.createdList) await publishListChange(db, result.listId, "items", userId);
    return result;
  } catch (err) {
    // The chosen list was deleted by another request between lock and insert: nothing was added.
    if (isForeignKeyViolation(err)) throw listNotFound();
    throw err;
  }
}
