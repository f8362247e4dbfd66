import type { Offer } from "./choose";

/**
 * Process-wide memo of "what each store would sell for this line": the chosen product, packs and
 * cost per store. It is valid exactly as long as no price changed, so every entry is tied to the
 * prices version stamp (the newest row of the append-only prices table) and dropped when it moves.
 * A line's signature holds everything the choice depends on besides prices.
 */
const MAX_LINES = 20_000;

interface CacheState {
  version: string | null;
  lines: Map<string, Map<string, Offer | null>>;
}

const g = globalThis as unknown as { cartwiseOfferCache?: CacheState };
const state = (g.cartwiseOfferCache ??= { version: null, lines: new Map() });

export function lineSignature(parts: { matchKey: string; quantity: number; productId: string | null; brand: string | null; memoryProductId: string | null; currency: string; amount?: string | null }): string {
  return JSON.stringify([parts.matchKey, parts.quantity, parts.productId, parts.brand?.toLowerCase() ?? null, parts.memoryProductId, parts.currency, parts.amount ?? null]);
}

/** Drops everything when prices changed since the entries were made (or the stamp is unknown). */
export function syncPriceVersion(version: string | null): void {
  if (version === null || version !== state.version) state.lines.clear();
  state.version = version;
}

/** The cached offers of a line at every given store, or null when any store is missing. */
export function getCachedOffers(signature: string, storeIds: string[]): Map<string, Offer> | null {
  if (state.version === null) return null;
  const known = state.lines.get(signature);
  if (!known) return null;
  const out = new Map<string, Offer>();
  for (const id of storeIds) {
    if (!known.has(id)) return null;
    const offer = known.get(id);
    if (offer) out.set(id, offer);
  }
  return out;
}

export function setCachedOffers(signature: string, storeIds: string[], offers: Map<string, Offer>): void {
  if (state.version === null) return;
  if (state.lines.size >= MAX_LINES) state.lines.clear();
  const known = state.lines.get(signature) ?? new Map<string, Offer | null>();
  for (const id of storeIds) known.set(id, offers.get(id) ?? null);
  state.lines.set(signature, known);
}

export function clearOfferCache(): void {
  state.lines.clear();
  state.version = null;
}
