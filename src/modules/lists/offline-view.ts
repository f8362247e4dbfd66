import type { QueuedOperation } from "./offline-queue";
import { LIST_PREVIEW_SIZE, type ListDetailDto, type ListItemDto, type ListSummaryDto } from "./types";
import { QUANTITY_MAX } from "./schemas";

/**
 * What the list screens show: the server's data (or the last copy of it the browser kept) with
 * the shopper's own edits laid over it (decision 022). Pure and isomorphic.
 *
 * - `pending` edits are still in the offline queue: not on the server yet, so always applied —
 *   quantities as deltas, exactly as the server will apply them.
 * - `settled` edits reached the server in the last queue run, but the screen's data may predate
 *   them until the refresh that follows lands; they are applied with the server's answer
 *   (absolute values), so applying them to data that already has them changes nothing.
 */

export interface ItemView extends ListItemDto {
  /** An edit of this item is waiting in the offline queue. */
  pending?: boolean;
  /** Added while offline: the server does not have it yet. */
  local?: boolean;
}
export type DetailView<T extends ListDetailDto = ListDetailDto> = Omit<T, "items"> & { items: ItemView[]; deleted: boolean; pendingEdits: number };
export type SummaryView<T extends ListSummaryDto = ListSummaryDto> = T & { pendingEdits: number };
export interface SettledEdit { op: QueuedOperation; result: unknown }

type ItemResult = { id: string; name: string; quantity: number };
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isItem = (v: unknown): v is ItemResult => isObject(v) && typeof v.id === "string" && typeof v.name === "string" && typeof v.quantity === "number";

interface Draft { name: string; items: ItemView[]; deleted: boolean }

function applySettled(d: Draft, { op, result }: SettledEdit): void {
  switch (op.type) {
    case "ADD_ITEM": {
      const item = isItem(result) ? result : { id: op.data.itemId, name: op.data.itemName, quantity: 1 };
      if (!d.items.some((i) => i.id === item.id)) d.items.push({ id: item.id, name: item.name, quantity: item.quantity });
      return;
    }
    case "CHANGE_QUANTITY": {
      if (isObject(result) && result.removed === true) d.items = d.items.filter((i) => i.id !== op.data.itemId);
      else if (isObject(result) && isItem(result.item)) {
        const q = result.item.quantity;
        d.items = d.items.map((i) => (i.id === op.data.itemId ? { ...i, quantity: q } : i));
      }
      return;
    }
    case "DELETE_ITEM":
      d.items = d.items.filter((i) => i.id !== op.data.itemId);
      return;
    case "TICK_ITEM": {
      const checked = isObject(result) && typeof result.checked === "boolean" ? result.checked : op.data.checked;
      d.items = d.items.map((i) => (i.id === op.data.itemId ? { ...i, checked } : i));
      return;
    }
    case "RENAME_LIST":
      d.name = isObject(result) && typeof result.name === "string" ? result.name : op.data.name;
      return;
    case "DELETE_LIST":
      d.deleted = true;
  }
}

function applyPending(d: Draft, op: QueuedOperation): void {
  switch (op.type) {
    case "ADD_ITEM":
      if (!d.items.some((i) => i.id === op.data.itemId)) d.items.push({ id: op.data.itemId, name: op.data.itemName, quantity: 1, pending: true, local: true });
      return;
    case "CHANGE_QUANTITY": {
      const { itemId, delta } = op.data;
      d.items = d.items.flatMap((i) => {
        if (i.id !== itemId) return [i];
        // The server refuses a change past the maximum and removes an item taken below 1.
        const quantity = i.quantity + delta;
        if (quantity > QUANTITY_MAX) return [i];
        return quantity < 1 ? [] : [{ ...i, quantity, pending: true }];
      });
      return;
    }
    case "DELETE_ITEM":
      d.items = d.items.filter((i) => i.id !== op.data.itemId);
      return;
    case "TICK_ITEM":
      d.items = d.items.map((i) => (i.id === op.data.itemId ? { ...i, checked: op.data.checked, pending: true } : i));
      return;
    case "RENAME_LIST":
      d.name = op.data.name;
      return;
    case "DELETE_LIST":
      d.deleted = true;
  }
}

/** One list as the detail screen shows it. */
export function viewDetail<T extends ListDetailDto>(list: T, pending: readonly QueuedOperation[], settled: readonly SettledEdit[] = []): DetailView<T> {
  const mine = (op: QueuedOperation) => op.data.listId === list.id;
  const d: Draft = { name: list.name, items: list.items.map((i) => ({ ...i })), deleted: false };
  for (const s of settled) if (mine(s.op)) applySettled(d, s);
  const own = pending.filter(mine);
  for (const op of own) applyPending(d, op);
  return { ...list, name: d.name, items: d.items, deleted: d.deleted, pendingEdits: own.length };
}

/**
 * The /lists cards. A list with edits and a kept copy of its detail at least as new as the
 * summary is recomputed from that detail (exact count and preview); otherwise the summary is
 * adjusted from what it shows (the preview's items, the count).
 */
export function viewSummaries<T extends ListSummaryDto>(
  lists: readonly T[],
  pending: readonly QueuedOperation[],
  settled: readonly SettledEdit[] = [],
  details: (listId: string) => ListDetailDto | null = () => null,
): SummaryView<T>[] {
  const out: SummaryView<T>[] = [];
  for (const list of lists) {
    const own = pending.filter((op) => op.data.listId === list.id);
    const ownSettled = settled.filter((s) => s.op.data.listId === list.id);
    if (own.length === 0 && ownSettled.length === 0) {
      out.push({ ...list, pendingEdits: 0 });
      continue;
    }
    const detail = details(list.id);
    const base: Draft = detail
      ? { name: list.name, items: detail.items.map((i) => ({ ...i })), deleted: false }
      : { name: list.name, items: list.previewItems.map((i) => ({ ...i })), deleted: false };
    const shownBefore = base.items.length;
    for (const s of ownSettled) applySettled(base, s);
    for (const op of own) applyPending(base, op);
    if (base.deleted) continue;
    // Without the detail only the preview is known: items outside it change the count as edits say.
    const hiddenDelta = detail ? 0 : hiddenCountDelta(list, own);
    const itemCount = detail ? base.items.length : Math.max(0, list.itemCount + (base.items.length - shownBefore) + hiddenDelta);
    out.push({ ...list, name: base.name, itemCount, previewItems: base.items.slice(0, LIST_PREVIEW_SIZE).map(({ id, name, quantity }) => ({ id, name, quantity })), pendingEdits: own.length });
  }
  return out;
}

/** Removals of items the summary's preview does not show (it shows the first few only). */
function hiddenCountDelta(list: ListSummaryDto, ops: readonly QueuedOperation[]): number {
  const inPreview = new Set(list.previewItems.map((i) => i.id));
  const added = new Set<string>();
  let delta = 0;
  for (const op of ops) {
    if (op.type === "ADD_ITEM") added.add(op.data.itemId);
    if (op.type === "DELETE_ITEM" && !inPreview.has(op.data.itemId) && !added.has(op.data.itemId)) delta -= 1;
  }
  return delta;
}
