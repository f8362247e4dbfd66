import type { ProductRow } from "./candidates";

/**
 * Process-wide memo of "which catalogue products could this list line mean". Deciding it reads
 * hundreds of product names per line and analyses each (~50 µs the first time), while the answer
 * only changes when the catalogue does — prices are never cached here, they are read live.
 * Entries expire after a few minutes, and sooner when the products table's change counter moves.
 */
const TTL_MS = 5 * 60 * 1000;
const MAX_ITEMS = 5_000;
const MAX_PRODUCTS = 200_000;

interface Entry {
  ids: string[];
  candidates: number;
  expiresAt: number;
}

interface CacheState {
  items: Map<string, Entry>;
  /** One object per product, so the matching engine's per-object analysis cache keeps hitting. */
  products: Map<string, ProductRow>;
  version: string | null;
}

const g = globalThis as unknown as { cartwiseMatchCache?: CacheState };
const state = (g.cartwiseMatchCache ??= { items: new Map(), products: new Map(), version: null });

export function matchKey(itemName: string): string {
  return itemName.trim().toLowerCase().replace(/\s+/g, " ");
}

/**
 * Drops every line's answer when the catalogue's version stamp changed since the last call. The
 * interned products stay: each is re-checked against the row the next search returns (see
 * `internProduct`), so an edited product is analysed afresh and an unchanged one is not.
 */
export function syncCatalogueVersion(version: string | null): void {
  if (version !== null && state.version !== null && version !== state.version) clearLineMatches();
  if (version !== null) state.version = version;
}

/** What a catalogue change does: every line is matched again (against still-analysed products). */
export function clearLineMatches(): void {
  state.items.clear();
}

export function getCachedMatch(key: string, now = Date.now()): { ids: string[]; candidates: number } | null {
  const hit = state.items.get(key);
  if (!hit) return null;
  if (hit.expiresAt <= now) {
    state.items.delete(key);
    return null;
  }
  return { ids: hit.ids, candidates: hit.candidates };
}

export function setCachedMatch(key: string, ids: string[], candidates: number, now = Date.now()): void {
  if (state.items.size >= MAX_ITEMS) state.items.delete(state.items.keys().next().value!);
  state.items.set(key, { ids, candidates, expiresAt: now + TTL_MS });
}

/** Everything the matching engine reads from a product (its analysis is a function of these). */
function sameContent(a: ProductRow, b: ProductRow): boolean {
  return (
    a.name === b.name && a.brand === b.brand && a.size === b.size && a.unitQuantity === b.unitQuantity && a.unit === b.unit &&
    a.category === b.category && a.genericName === b.genericName && a.tags.length === b.tags.length && a.tags.every((t, i) => t === b.tags[i])
  );
}

/** The shared object for a product (the first one seen wins until the cache is cleared). */
export function internProduct(row: ProductRow): ProductRow {
  const known = state.products.get(row.productId);
  if (known && sameContent(known, row)) return known;
  if (state.products.size >= MAX_PRODUCTS) state.products.clear();
  state.products.set(row.productId, row);
  return row;
}

export function cachedProduct(id: string): ProductRow | undefined {
  return state.products.get(id);
}

export function clearMatchCache(): void {
  state.items.clear();
  state.products.clear();
}
