"use client";
import { useEffect, useReducer } from "react";
import { toast } from "@/components/ui/toast";
import { changeQuantityAction } from "../actions";
import { LIST_MESSAGES, QUANTITY_MAX } from "../schemas";
import type { ListItemDto } from "../types";
import { failureToast } from "./action-feedback";
import { initialQuantityState, isSettled, nextDelta, quantityReducer, shownQuantity } from "./quantity-queue";

/**
 * One item with − / + (going below 1 removes it on the server) and Remove. Quick clicks all
 * count: they queue and go to the server one request at a time (quantity-queue.ts), and the
 * number shown ends on the quantity the server answered with.
 */
export function ListItemRow({ item, onRemove, removing }: { item: ListItemDto; onRemove: () => void; removing: boolean }) {
  const [qty, dispatch] = useReducer(quantityReducer, item.quantity, initialQuantityState);

  // A fresh server render (after revalidation, or another tab's change) once nothing is pending.
  useEffect(() => dispatch({ type: "synced", quantity: item.quantity }), [item.quantity]);

  useEffect(() => {
    const delta = nextDelta(qty);
    if (delta === null) return;
    dispatch({ type: "sent" });
    void (async () => {
      try {
        const res = await changeQuantityAction({ itemId: item.id, delta });
        if (res.ok) {
          dispatch(res.change.removed ? { type: "removed" } : { type: "settled", quantity: res.change.item.quantity });
          return;
        }
        dispatch({ type: "failed" });
        toast(failureToast(res.code === "NOT_FOUND" ? null : res, LIST_MESSAGES.quantityFailed));
      } catch {
        dispatch({ type: "failed" });
        toast(failureToast(null, LIST_MESSAGES.quantityFailed));
      }
    })();
  }, [qty, item.id]);

  const shown = shownQuantity(qty);
  if (qty.removed) return null;
  const change = (delta: 1 | -1) => dispatch({ type: "click", delta, max: QUANTITY_MAX });

  const btn = "flex h-8 w-8 items-center justify-center rounded-full border border-slate-300 text-lg leading-none hover:bg-slate-50 disabled:opacity-50";
  return (
    <li className="flex items-center justify-between gap-3 py-2" aria-busy={removing || !isSettled(qty) || undefined}>
      <span className="min-w-0 flex-1 truncate text-slate-900">{item.name}</span>
      <div className="flex items-center gap-2">
        <button type="button" className={btn} aria-label={`Decrease quantity of ${item.name}`} disabled={removing || shown <= 0} onClick={() => change(-1)}>−</button>
        <output className="w-8 text-center tabular-nums" aria-label={`Quantity of ${item.name}`}>{shown}</output>
        <button type="button" className={btn} aria-label={`Increase quantity of ${item.name}`} disabled={removing || shown >= QUANTITY_MAX} onClick={() => change(1)}>+</button>
        <button type="button" className="ml-1 rounded-lg px-2 py-1 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50" aria-label={`Remove ${item.name}`} disabled={removing} onClick={onRemove}>
          Remove
        </button>
      </div>
    </li>
  );
}
