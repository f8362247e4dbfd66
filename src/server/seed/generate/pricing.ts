import type { CatalogueEntry } from "./catalogue";
import { COUNTRY_PRICE_LEVEL, type ChainProfile } from "./chain-profiles";
import { between, rngFor } from "./prng";
import type { CountryCode, CurrencyCode, DemoPricePoint } from "./types";

const DAY_MS = 86_400_000;

/** Shelf prices end in 9 ("$4.49", "$12.99") above a dollar; small items keep 10c steps. */
export function shelfRound(cents: number): number {
  if (cents < 100) return Math.max(9, Math.round(cents / 10) * 10 - 1);
  if (cents < 2000) return Math.round(cents / 10) * 10 - 1;
  return Math.round(cents / 50) * 50 - 1;
}

export interface PricingStore {
  key: string;
  country: CountryCode;
  currency: CurrencyCode;
  profile: ChainProfile;
}

/**
 * Weekly history per stocked line: a gentle random walk around the store's regular price, with
 * roughly `specialRate` of lines marked down 15–30% in any given week. The last point is current.
 */
export function priceHistory(
  seed: number,
  store: PricingStore,
  entries: CatalogueEntry[],
  weeks: number,
  now: Date,
  out: DemoPricePoint[],
): void {
  const storeRng = rngFor(seed, "store-level", store.key);
  const storeLevel = between(storeRng, 0.97, 1.03);
  const country = COUNTRY_PRICE_LEVEL[store.country];
  const dates = Array.from({ length: weeks }, (_, w) => new Date(now.getTime() - (weeks - 1 - w) * 7 * DAY_MS));
  const { profile } = store;
  for (const entry of entries) {
    const rng = rngFor(seed, "price", store.key, entry.product.key);
    const category = entry.product.category;
    const regular =
      entry.referenceCents * country * profile.level * (profile.byCategory[category] ?? 1) * storeLevel * between(rng, 0.93, 1.07);
    const specialRate = profile.specialCategories?.includes(category) ? profile.specialRate * 2 : profile.specialRate;
    let drift = 1;
    for (let w = 0; w < weeks; w++) {
      drift = Math.min(1.08, Math.max(0.94, drift * between(rng, 0.985, 1.018)));
      const onSpecial = rng() < specialRate;
      const markdown = onSpecial ? between(rng, 0.7, 0.85) : 1;
      out.push({
        productKey: entry.product.key,
        storeKey: store.key,
        amountCents: shelfRound(regular * drift * markdown),
        currency: store.currency,
        observedAt: dates[w],
        source: "seed",
        onSpecial,
      });
    }
  }
}
