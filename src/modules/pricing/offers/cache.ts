import { isStale } from "@/modules/moderation/engine";
import type { Offer } from "./choose";

/**
 * Process-wide memo of "what each store would sell for this line": the chosen product, packs and
 * cost per store. Each (line, store) answer is tied to that store's price stamp
 * (store_price_versions, moved by every price written at the store), so a store run in another
 * town leaves it valid; at national size store runs finish all day long, and a single global stamp
 * emptied the memo with each of them (decision 039). Everything is also dropped when the global
 * stamp moves (catalogue changes, deleted prices). A line's signature holds everything the choice
 * depends on besides prices.
 */
const MAX_LINES = 20_000;

interface CacheState {
  version: string | null;
  lines: Map<string, Map<string, { offer: Offer | null; stamp: string }>>;
}

const g = globalThis as unknown as { cartwiseOfferCache?: CacheState };
const state = (g.cartwiseOfferCache ??= { version: null, lines: new Map() });

/** Store id → its price stamp ("none" when no price was ever written there). */
export type StoreStamps = Map<string, string>;

export function lineSignature(parts: { matchKey: string; quantity: number; productId: string | null; brand: string | null; memoryProductId: string | null; currency: string; amount?: string | null; excluded?: string[] }): string {
  return JSON.stringify([parts.matchKey, parts.quantity, parts.productId, parts.brand?.toLowerCase() ?? null, parts.memoryProductId, parts.currency, parts.amount ?? null, parts.excluded?.length ? [...parts.excluded].sort() : null]);
}

/** Drops everything when the global stamp moved since the entries were made (or it is unknown). */
export function syncPriceVersion(version: string | null): void {
  if (version === null || version !== state.version) state.lines.clear();
  state.version = version;
}

/** What the memo knows of a line at the stores asked about. */
export interface CachedLine {
  /** The memoised offers at the stores whose answer still holds (a store with no offer is absent). */
  offers: Map<string, Offer>;
  /** The stores (in the order asked) with no answer that still holds: price these. */
  missing: string[];
}

/**
 * The cached offers of a line at the given stores, and the stores whose answer must be priced
 * again: never memoised, their prices moved since (another stamp), or a memoised offer has gone
 * stale meanwhile (the price rule is read against `now`; a price that was stale never turns fresh
 * without a write, which moves the stamp). Each (line, store) answer stands on its own — the
 * chooser picks at a store from that store's prices only — so a shopper whose reach overlaps an
 * earlier shopper's prices only the stores that one did not have (decision 039, 28 Nov 2026).
 * Null when the line is not memoised at all.
 */
export function getCachedOffers(signature: string, storeIds: string[], stamps: StoreStamps, now: Date = new Date()): CachedLine | null {
  if (state.version === null) return null;
  const known = state.lines.get(signature);
  if (!known) return null;
  const offers = new Map<string, Offer>();
  const missing: string[] = [];
  for (const id of storeIds) {
    const entry = known.get(id);
    if (!entry || entry.stamp !== (stamps.get(id) ?? "none") || (entry.offer && isStale(entry.offer, now))) missing.push(id);
    else if (entry.offer) offers.set(id, entry.offer);
  }
  return { offers, missing };
}

export function setCachedOffers(signature: string, storeIds: string[], offers: Map<string, Offer>, stamps: StoreStamps): void {
  if (state.version === null) return;
  if (state.lines.size >= MAX_LINES) state.lines.clear();
  const known = state.lines.get(signature) ?? new Map<string, { offer: Offer | null; stamp: string }>();
  for (const id of storeIds) known.set(id, { offer: offers.get(id) ?? null, stamp: stamps.get(id) ?? "none" });
  state.lines.set(signature, known);
}

export function clearOfferCache(): void {
  state.lines.clear();
  state.version = null;
}
