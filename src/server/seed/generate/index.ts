// STATUS: ready
/**
 * Deterministic demo data for Cartwise: three cities, ~67 stores, ~1,660 products and weekly price
 * history. Pure (no DB, no clock, no Math.random): the same options always give deep-equal output.
 * The DB assigns ids; everything here is linked by stable string `key`s.
 */
import { buildCatalogue, slugify } from "./catalogue";
import { profileFor } from "./chain-profiles";
import { CHAIN_NAMES, CITIES, STORE_SEEDS } from "./cities-stores";
import { rngFor } from "./prng";
import { priceHistory } from "./pricing";
import { ADS, DEMO_LISTS, RETAILERS, RETAILER_STORES, buildCoupons } from "./retail-demo";
import { chooseStockedProducts } from "./stocking";
import type { DemoData, DemoPricePoint, DemoStore, GenerateOptions } from "./types";

export type * from "./types";
export { QUICK_ADD_GENERICS } from "./chain-profiles";

/** Fixed default so callers that forget `now` still get reproducible dates. */
export const DEFAULT_NOW = new Date("2025-06-02T08:00:00.000Z");
export const DEFAULT_SEED = 42;
export const DEFAULT_WEEKS = 8;

export function generateDemoData(opts: GenerateOptions = {}): DemoData {
  const seed = opts.seed ?? DEFAULT_SEED;
  const weeks = Math.max(1, Math.floor(opts.weeksOfHistory ?? DEFAULT_WEEKS));
  const now = opts.now ?? DEFAULT_NOW;

  const catalogue = buildCatalogue();
  const cityByKey = new Map(CITIES.map((c) => [c.key, c]));
  const ownerByStoreName = new Map(
    Object.entries(RETAILER_STORES).flatMap(([retailerKey, names]) => names.map((n) => [n, retailerKey] as const)),
  );

  const stores: DemoStore[] = [];
  const prices: DemoPricePoint[] = [];
  for (const s of STORE_SEEDS) {
    const city = cityByKey.get(s.cityKey)!;
    const key = `${s.cityKey}-${slugify(s.name)}`;
    const rng = rngFor(seed, "store", key);
    stores.push({
      key,
      cityKey: s.cityKey,
      name: s.name,
      chain: CHAIN_NAMES[s.chainKey] ?? null,
      storeType: s.storeType,
      address: `${s.street}, ${s.suburb}, ${city.name} ${s.postcode}`,
      suburb: s.suburb,
      lat: s.lat,
      lng: s.lng,
      rating: Math.round((3 + rng() * 1.9) * 10) / 10,
      retailerKey: ownerByStoreName.get(s.name) ?? null,
    });
    const profile = profileFor(s.chainKey, s.storeType);
    const stocked = chooseStockedProducts(seed, { key, chainKey: s.chainKey, storeType: s.storeType, country: city.country, profile }, catalogue);
    priceHistory(seed, { key, country: city.country, currency: city.currency, profile }, stocked, weeks, now, prices);
  }

  return {
    cities: CITIES.map((c) => ({ ...c })),
    stores,
    products: catalogue.map((e) => e.product),
    prices,
    retailers: RETAILERS.map((r) => ({ ...r })),
    coupons: buildCoupons(now),
    ads: ADS.map((a) => ({ ...a })),
    demoLists: DEMO_LISTS.map((l) => ({ ...l, items: l.items.map((i) => ({ ...i })) })),
  };
}
