"use client";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { changeQuantityAction } from "../actions";
import { LIST_MESSAGES, QUANTITY_MAX } from "../schemas";
import type { ListItemDto } from "../types";
import { failureToast } from "./action-feedback";

/** One item with − / + (going below 1 removes it on the server) and Remove. */
export function ListItemRow({ item, onRemove, removing }: { item: ListItemDto; onRemove: () => void; removing: boolean }) {
  const [pending, startTransition] = useTransition();
  const busy = pending || removing;

  const change = (delta: 1 | -1) =>
    startTransition(async () => {
      try {
        const res = await changeQuantityAction({ itemId: item.id, delta });
        if (!res.ok) toast(failureToast(res.code === "NOT_FOUND" ? null : res, LIST_MESSAGES.quantityFailed));
      } catch {
        toast(failureToast(null, LIST_MESSAGES.quantityFailed));
      }
    });

  const btn = "flex h-8 w-8 items-center justify-center rounded-full border border-slate-300 text-lg leading-none hover:bg-slate-50 disabled:opacity-50";
  return (
    <li className="flex items-center justify-between gap-3 py-2" aria-busy={busy || undefined}>
      <span className="min-w-0 flex-1 truncate text-slate-900">{item.name}</span>
      <div className="flex items-center gap-2">
        <button type="button" className={btn} aria-label={`Decrease quantity of ${item.name}`} disabled={busy} onClick={() => change(-1)}>−</button>
        <output className="w-8 text-center tabular-nums" aria-label={`Quantity of ${item.name}`}>{item.quantity}</output>
        <button type="button" className={btn} aria-label={`Increase quantity of ${item.name}`} disabled={busy || item.quantity >= QUANTITY_MAX} onClick={() => change(1)}>+</button>
        <button type="button" className="ml-1 rounded-lg px-2 py-1 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50" aria-label={`Remove ${item.name}`} disabled={busy} onClick={onRemove}>
          Remove
        </button>
      </div>
    </li>
  );
}
