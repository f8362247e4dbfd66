import type { CatalogueEntry } from "./catalogue";
import { QUICK_ADD_GENERICS, type ChainProfile } from "./chain-profiles";
import { rngFor } from "./prng";
import type { CountryCode, StoreType } from "./types";

const STAPLE_GENERICS = new Set(Object.values(QUICK_ADD_GENERICS).flat());

export interface StockingStore {
  key: string;
  chainKey: string;
  storeType: StoreType;
  country: CountryCode;
  profile: ChainProfile;
}

function eligible(entry: CatalogueEntry, store: StockingStore): boolean {
  if (!entry.product.countries.includes(store.country)) return false;
  return entry.exclusiveChains === null || entry.exclusiveChains.includes(store.chainKey);
}

/**
 * Which catalogue lines a store carries. Specialty stores range their own category (mostly the
 * unbranded counter lines) plus a few extras; supermarkets carry a share of everything and always
 * at least one line of each Quick Add staple, so every basket can be priced in every city.
 */
export function chooseStockedProducts(seed: number, store: StockingStore, catalogue: CatalogueEntry[]): CatalogueEntry[] {
  const rng = rngFor(seed, "stock", store.key);
  const { profile } = store;
  const stocked: CatalogueEntry[] = [];
  const ownBrand = (e: CatalogueEntry) => e.exclusiveChains !== null;
  for (const entry of catalogue) {
    if (!eligible(entry, store)) continue;
    const roll = rng();
    const loose = entry.product.brand === null;
    if (profile.categories) {
      const inCategory = profile.categories.includes(entry.product.category);
      const extra = profile.extraGenerics?.includes(entry.product.genericName) ?? false;
      const share = inCategory ? (loose ? profile.looseShare : 0.25) : extra ? 0.4 : 0;
      if (roll < share) stocked.push(entry);
      continue;
    }
    const share = ownBrand(entry) ? 0.97 : loose ? profile.looseShare : profile.stockShare;
    if (roll < share) stocked.push(entry);
  }
  if (store.storeType === "supermarket" || store.storeType === "grocery") ensureStaples(store, catalogue, stocked);
  return stocked;
}

function ensureStaples(store: StockingStore, catalogue: CatalogueEntry[], stocked: CatalogueEntry[]): void {
  const have = new Set(stocked.map((e) => e.product.genericName));
  const chosen = new Set(stocked.map((e) => e.product.key));
  for (const [, generics] of Object.entries(QUICK_ADD_GENERICS)) {
    for (const generic of generics) {
      if (have.has(generic) || !STAPLE_GENERICS.has(generic)) continue;
      const options = catalogue
        .filter((e) => e.product.genericName === generic && eligible(e, store) && !chosen.has(e.product.key))
        .sort((a, b) => a.referenceCents - b.referenceCents);
      if (options.length === 0) continue;
      stocked.push(options[0]);
      chosen.add(options[0].product.key);
      have.add(generic);
    }
  }
}
