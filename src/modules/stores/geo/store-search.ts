import { STORE_DROPDOWN_LIMIT } from "./constants";
import { STORE_MARKER_STYLES, storeTypeKey } from "./marker-styles";

export interface SearchableStore {
  name: string;
  address?: string | null;
  store_type?: string | null;
}

export type SearchMode = "location" | "store";

function normalise(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

function matchesNameOrAddress(store: SearchableStore, needle: string): boolean {
  return normalise(store.name).includes(needle) || normalise(store.address ?? "").includes(needle);
}

export interface DropdownResult<T> {
  shown: T[];
  moreCount: number;
  /** "N more stores..." when some matches are hidden, else null. */
  moreLabel: string | null;
  /** `No stores found matching "<query>"` when a non-blank query matches nothing, else null. */
  emptyMessage: string | null;
}

/** Store-mode dropdown: name/address matches, capped at `limit` (8 per spec) plus a "more" line. */
export function filterStoresForDropdown<T extends SearchableStore>(
  stores: readonly T[],
  query: string,
  limit = STORE_DROPDOWN_LIMIT,
): DropdownResult<T> {
  const trimmed = query.trim();
  const needle = normalise(trimmed);
  const matches = needle ? stores.filter((store) => matchesNameOrAddress(store, needle)) : [...stores];
  const shown = matches.slice(0, Math.max(0, limit));
  const moreCount = matches.length - shown.length;
  return {
    shown,
    moreCount,
    moreLabel: moreCount > 0 ? `${moreCount} more stores...` : null,
    emptyMessage: needle && matches.length === 0 ? `No stores found matching "${trimmed}"` : null,
  };
}

export type EnterAction<T> = { action: "search"; query: string } | { action: "select"; store: T } | { action: "none" };

/** Enter key: location mode searches the text; store mode picks the match only when it is unique. */
export function onEnter<T>(mode: SearchMode, query: string, matches: readonly T[]): EnterAction<T> {
  const trimmed = query.trim();
  if (!trimmed) return { action: "none" };
  if (mode === "location") return { action: "search", query: trimmed };
  return matches.length === 1 ? { action: "select", store: matches[0] } : { action: "none" };
}

export function isSearchDisabled(text: string | null | undefined): boolean {
  return !text || text.trim().length === 0;
}

/** Nearby-stores list filter: name, address or store type (its label too, so "green grocer" finds greengrocers). */
export function filterStoreList<T extends SearchableStore>(stores: readonly T[], query: string): T[] {
  const needle = normalise(query);
  if (!needle) return [...stores];
  return stores.filter((store) => {
    if (matchesNameOrAddress(store, needle)) return true;
    const label = STORE_MARKER_STYLES[storeTypeKey(store.store_type)].label;
    return normalise(store.store_type ?? "").includes(needle) || (store.store_type ? normalise(label).includes(needle) : false);
  });
}
