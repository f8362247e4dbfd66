"use client";
import { useEffect, useReducer } from "react";
import { ArrowDown, ArrowUp, CloudOff } from "lucide-react";
import { useAction } from "@/components/ui/use-action";
import { THROWN } from "@/lib/action-outcome";
import { cn } from "@/lib/cn";
import { useListFeatureSlots } from "./list-feature-slots";
import { changeQuantityAction } from "../actions";
import { LIST_MESSAGES, QUANTITY_MAX } from "../schemas";
import { randomId } from "../offline-queue";
import type { ItemView } from "../offline-view";
import { failureToast } from "./action-feedback";
import { initialQuantityState, isSettled, nextDelta, quantityReducer, shownQuantity } from "./quantity-queue";
import { useListEdits } from "./use-list-edits";

export interface RowTick {
  checked: boolean;
  onToggle: () => void;
}

export interface RowMove {
  /** Absent at the top / bottom. */
  up?: () => void;
  down?: () => void;
}

/**
 * One item: a tick box (in the trolley), its name, its price at the totalled store, − / + (going
 * below 1 removes it on the server) and Remove; in "I'm at" mode, move up / down to set its place
 * in the store's order. Quick clicks all count: they queue and go to the server one request at a
 * time (quantity-queue.ts), and the number shown ends on the quantity the server answered with.
 * Offline (or behind queued edits of the list) each click is a queued edit instead, and `item`
 * already shows it (offline-view.ts).
 */
export function ListItemRow({ item, listId, onRemove, removing, tick, move }: { item: ItemView; listId: string; onRemove: () => void; removing: boolean; tick?: RowTick; move?: RowMove }) {
  const [qty, dispatch] = useReducer(quantityReducer, item.quantity, initialQuantityState);
  const { mustQueue, enqueue } = useListEdits();
  const slots = useListFeatureSlots();
  const { run: sendChange } = useAction(changeQuantityAction, {
    // A throw is no answer: the change is queued (below), not a failure to show.
    failure: (res) => (res.thrown ? null : failureToast(res.code === "NOT_FOUND" ? null : res, LIST_MESSAGES.quantityFailed)),
  });

  // A fresh server render (after revalidation, or another tab's change) once nothing is pending.
  useEffect(() => dispatch({ type: "synced", quantity: item.quantity }), [item.quantity]);

  useEffect(() => {
    const delta = nextDelta(qty);
    if (delta === null) return;
    dispatch({ type: "sent" });
    const editId = randomId();
    void (async () => {
      const res = await sendChange({ itemId: item.id, delta, editId });
      if (res.ok) {
        dispatch(res.change.removed ? { type: "removed" } : { type: "settled", quantity: res.change.item.quantity });
        return;
      }
      // No answer: the change waits in the offline queue under the same edit id (applied once).
      if (res === THROWN) enqueue({ type: "CHANGE_QUANTITY", data: { listId, itemId: item.id, itemName: item.name, delta } }, { id: editId });
      dispatch({ type: "failed" });
    })();
  }, [qty, item.id, item.name, listId, enqueue, sendChange]);

  const shown = shownQuantity(qty);
  if (qty.removed) return null;
  const change = (delta: 1 | -1) => {
    if (!mustQueue(listId) || !isSettled(qty)) return dispatch({ type: "click", delta, max: QUANTITY_MAX });
    if ((delta > 0 && shown >= QUANTITY_MAX) || (delta < 0 && shown <= 0)) return;
    enqueue({ type: "CHANGE_QUANTITY", data: { listId, itemId: item.id, itemName: item.name, delta } });
  };

  const btn = "flex h-8 w-8 items-center justify-center rounded-full border border-slate-300 text-lg leading-none hover:bg-slate-50 disabled:opacity-50";
  const moveBtn = "flex h-8 w-8 items-center justify-center rounded-lg border border-slate-200 text-slate-700 hover:bg-slate-50 disabled:opacity-30";
  const checked = tick?.checked ?? false;
  return (
    // The whole name is always readable (issue 27): it wraps, and on a phone the controls move
    // under it when both do not fit on one line.
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2" aria-busy={removing || !isSettled(qty) || undefined} data-testid="list-item" data-checked={checked || undefined}>
      <span className="flex min-w-[10rem] flex-1 items-start gap-2 text-slate-900">
        {tick ? (
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-700"
            checked={checked}
            onChange={tick.onToggle}
            disabled={removing || item.local}
            aria-label={`Got ${item.name}`}
          />
        ) : null}
        <span className={cn("min-w-0 break-words", checked && "text-slate-500 line-through")} data-testid="list-item-name">{item.name}</span>
        {item.pending ? (
          <span title="Waiting to sync" className="shrink-0 text-amber-700">
            <CloudOff aria-hidden="true" className="h-3.5 w-3.5" />
            <span className="sr-only">(waiting to sync)</span>
          </span>
        ) : null}
        {slots.itemPrice ? <span className="ml-auto shrink-0 pl-1">{slots.itemPrice(item)}</span> : null}
      </span>
      <div className="ml-auto flex shrink-0 items-center gap-2">
        {move ? (
          <>
            <button type="button" className={moveBtn} aria-label={`Move ${item.name} up`} disabled={!move.up} onClick={move.up}><ArrowUp aria-hidden="true" className="h-4 w-4" /></button>
            <button type="button" className={moveBtn} aria-label={`Move ${item.name} down`} disabled={!move.down} onClick={move.down}><ArrowDown aria-hidden="true" className="h-4 w-4" /></button>
          </>
        ) : null}
        <button type="button" className={btn} aria-label={`Decrease quantity of ${item.name}`} disabled={removing || shown <= 0} onClick={() => change(-1)}>−</button>
        <output className="w-8 text-center tabular-nums" aria-label={`Quantity of ${item.name}`}>{shown}</output>
        <button type="button" className={btn} aria-label={`Increase quantity of ${item.name}`} disabled={removing || shown >= QUANTITY_MAX} onClick={() => change(1)}>+</button>
        {item.local ? null : slots.itemActions?.(item)}
        <button type="button" className="ml-1 rounded-lg px-2 py-1 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50" aria-label={`Remove ${item.name}`} disabled={removing} onClick={onRemove}>
          Remove
        </button>
      </div>
      {item.local ? null : slots.itemNote?.(item)}
    </li>
  );
}
