"use client";
import { useCallback, useMemo, useState } from "react";
import { useAction } from "@/components/ui/use-action";
import { setAisleOrderAction, tickItemAction } from "../actions";
import { moveKey } from "../engine/aisle-order";
import { randomId } from "../offline-queue";
import type { ItemView } from "../offline-view";
import { LIST_MESSAGES } from "../schemas";
import { failureToast } from "./action-feedback";
import { useListEdits } from "./use-list-edits";

/** "I'm at <store>": the store, whether its lines come from the plan, and those lines in the store's aisle order. */
export interface ShoppingAt {
  storeId: string;
  storeName: string;
  fromPlan: boolean;
  /** Item ids to buy here, in aisle order (learned, or the shopper's own). */
  itemIds: string[];
}

// Under the offline prefix, so signing out clears it with the rest (decision 022).
const TRIP_KEY = "cartwise_offline_aisle_trip";
/** Ticks at the same store within this long of the last one are the same trip. */
const TRIP_GAP_MS = 3 * 60 * 60 * 1000;

/** This visit's id at the store: kept across reloads and offline, new after a long gap or at another store. */
function tripIdFor(storeId: string, now: number): string {
  try {
    const kept = JSON.parse(window.localStorage.getItem(TRIP_KEY) ?? "null") as { storeId?: string; tripId?: string; lastAt?: number } | null;
    const tripId = kept?.storeId === storeId && typeof kept.tripId === "string" && now - (kept.lastAt ?? 0) < TRIP_GAP_MS ? kept.tripId : randomId();
    window.localStorage.setItem(TRIP_KEY, JSON.stringify({ storeId, tripId, lastAt: now }));
    return tripId;
  } catch {
    return randomId();
  }
}

/** Ticks (through the offline queue like every list edit) and the shopper's own order at the store. */
export function useShoppingHere(listId: string, at: ShoppingAt | null | undefined) {
  const { submit } = useListEdits();
  // Shown at once; the server's (or the queue's) answer replaces it on the next render of the data.
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const [order, setOrder] = useState<{ storeId: string; ids: string[] } | null>(null);
  const { run: sendTick } = useAction(
    async ({ item, checked }: { item: ItemView; checked: boolean }) => {
      const now = Date.now();
      const storeId = at?.storeId ?? null;
      const tripId = storeId && checked ? tripIdFor(storeId, now) : null;
      const data = { listId, itemId: item.id, itemName: item.name, checked, storeId, tripId, tickedAt: now };
      const sent = await submit({ type: "TICK_ITEM", data }, (editId) => tickItemAction({ itemId: item.id, checked, storeId, tripId, tickedAt: now, editId }));
      return sent.route === "queued" ? { ok: true as const } : sent.result;
    },
    {
      onFailure: (_res, { item }) => setTicked((t) => ({ ...t, [item.id]: !t[item.id] })),
      failure: (res) => failureToast(res.code === "NOT_FOUND" ? null : res, LIST_MESSAGES.tickFailed),
    },
  );
  const { run: saveOrder } = useAction(setAisleOrderAction, { refresh: true, failure: (res) => failureToast(res, "Couldn't save the new order. Please try again.") });

  const isChecked = useCallback((item: ItemView) => ticked[item.id] ?? item.checked ?? false, [ticked]);
  const toggle = useCallback(
    (item: ItemView) => {
      const checked = !(ticked[item.id] ?? item.checked ?? false);
      setTicked((t) => ({ ...t, [item.id]: checked }));
      void sendTick({ item, checked });
    },
    [ticked, sendTick],
  );
  const hereIds = useMemo(() => (order && order.storeId === at?.storeId ? order.ids : (at?.itemIds ?? [])), [order, at]);
  const move = useCallback(
    (itemId: string, step: -1 | 1) => {
      if (!at) return;
      const next = moveKey(hereIds, itemId, step);
      setOrder({ storeId: at.storeId, ids: next });
      void saveOrder({ listId, storeId: at.storeId, itemIds: next });
    },
    [at, hereIds, listId, saveOrder],
  );
  return { isChecked, toggle, hereIds, move };
}
