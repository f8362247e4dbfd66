import { filterStoresForDropdown, onEnter, type EnterAction, type SearchMode, type SearchableStore } from "../geo";

function normalise(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Every store-mode match (the dropdown shows only the first 8 of these). */
export function storeModeMatches<T extends SearchableStore>(stores: readonly T[], query: string): T[] {
  return filterStoresForDropdown(stores, query, Number.POSITIVE_INFINITY).shown;
}

/** What Enter does in the search bar: location mode searches, store mode picks the only match. */
export function enterAction<T extends SearchableStore>(mode: SearchMode, query: string, stores: readonly T[]): EnterAction<T> {
  return onEnter(mode, query, mode === "store" ? storeModeMatches(stores, query) : []);
}

/** The Search button in store mode: the only match, else the nearest (first) of several, else nothing. */
export function searchButtonStore<T extends SearchableStore>(stores: readonly T[], query: string): T | null {
  return storeModeMatches(stores, query)[0] ?? null;
}

/**
 * /map?store=… comes from "View Map" on Best Savings (a store name) or a store id. Matches the id,
 * then the exact name, then a single store whose name contains the text; ambiguous text matches nothing.
 */
export function matchStoreParam<T extends SearchableStore & { id: string }>(stores: readonly T[], param: string | null | undefined): T | null {
  const raw = param?.trim();
  if (!raw) return null;
  const byId = stores.find((s) => s.id === raw);
  if (byId) return byId;
  const needle = normalise(raw);
  const exact = stores.filter((s) => normalise(s.name) === needle);
  if (exact.length > 0) return exact[0];
  const partial = stores.filter((s) => normalise(s.name).includes(needle));
  return partial.length === 1 ? partial[0] : null;
}
