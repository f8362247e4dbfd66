import type { OptimiserInput } from "../engine";
import type { CompareItem, OfferMatrix } from "../offers/choose";

/**
 * The optimiser's instance: one price per (line, store), the store's offer for the line's amount
 * (decision 036) — the cheapest offer the shopper could be shown there — so the proven optimum is
 * over exactly the (offer, store) choices a plan can show. Store locks become optimiser locks;
 * product and brand locks have already narrowed the offers.
 */
export function toOptimiserInput(
  items: CompareItem[],
  stores: { id: string; distanceKm: number }[],
  offers: OfferMatrix,
  options: { visitCostCents: number; maxStores: number | null; minItemsPerStore: number },
): OptimiserInput {
  // Each line is priced as a whole (packs × pack price), so the optimiser sees quantity 1.
  const prices = items.flatMap((item) => [...(offers.get(item.id)?.values() ?? [])].map((o) => ({ item: item.id, store: o.storeId, unitPriceCents: o.costCents })));
  return {
    items: items.map((i) => ({ id: i.id, quantity: 1 })),
    stores: stores.map((s) => ({ id: s.id, distanceKm: s.distanceKm })),
    prices,
    minItemsPerStore: options.minItemsPerStore,
    maxStores: options.maxStores,
    visitCostCents: options.visitCostCents,
    locks: items.flatMap((i) => (i.locks.storeId ? [{ item: i.id, store: i.locks.storeId }] : [])),
  };
}

