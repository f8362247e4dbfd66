"use client";
import { useEffect, useSyncExternalStore } from "react";
import { settle } from "@/lib/action-outcome";
import { loadListWatchStateAction } from "../actions";

/**
 * The open list's watch state, shared by its "Watch prices" header button and every item's bell
 * toggle: one request per list screen, and watching the whole list lights every row's toggle.
 */
export interface ListWatchState {
  status: "loading" | "ready" | "failed";
  canWatch: boolean;
  itemIds: ReadonlySet<string>;
  /** Per item, the soonest stated end of a special on its product nearby (ISO), decision 054. */
  specials: Readonly<Record<string, string>>;
}

/** A list screen opened again after this long asks the server again (another tab may have changed it). */
const FRESH_MS = 10_000;

const LOADING: ListWatchState = { status: "loading", canWatch: false, itemIds: new Set(), specials: {} };
const states = new Map<string, ListWatchState>();
const loadedAt = new Map<string, number>();
const inFlight = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

function set(listId: string, state: ListWatchState) {
  states.set(listId, state);
  loadedAt.set(listId, Date.now());
  for (const l of listeners) l();
}

/** (Re)loads the list's watch state from the server. */
export function reloadListWatchState(listId: string): Promise<void> {
  const running = inFlight.get(listId);
  if (running) return running;
  const p = settle(() => loadListWatchStateAction({ listId }))
    .then((res) => set(listId, res.ok ? { status: "ready", canWatch: res.canWatch, itemIds: new Set(res.itemIds), specials: res.specials } : { ...LOADING, status: "failed" }))
    .finally(() => inFlight.delete(listId));
  inFlight.set(listId, p);
  return p;
}

/** Marks one item watched or not, locally, after the server said so. */
export function setItemWatched(listId: string, itemId: string, watched: boolean) {
  const cur = states.get(listId);
  if (!cur) return;
  const next = new Set(cur.itemIds);
  if (watched) next.add(itemId);
  else next.delete(itemId);
  set(listId, { ...cur, itemIds: next });
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => void listeners.delete(l);
}

export function useListWatchState(listId: string | undefined): ListWatchState {
  useEffect(() => {
    if (listId && Date.now() - (loadedAt.get(listId) ?? 0) > FRESH_MS) void reloadListWatchState(listId);
  }, [listId]);
  return useSyncExternalStore(subscribe, () => (listId && states.get(listId)) || LOADING, () => LOADING);
}
