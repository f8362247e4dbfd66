import { buildCatalogue, type CatalogueEntry } from "@/server/seed/generate/catalogue";
import { CHAIN_PROFILES, COUNTRY_PRICE_LEVEL } from "@/server/seed/generate/chain-profiles";
import { shelfRound } from "@/server/seed/generate/pricing";
import { between, hashString, rngFor } from "@/server/seed/generate/prng";

/**
 * What the demo store sites sell: NZ lines from the seed catalogue, a deterministic subset per
 * store, priced from the catalogue's reference price and the chain's level, drifting a little each
 * day, with a weekly rotation of specials (shown as was/now) — so scraping on a different day finds
 * different prices, and scraping twice on the same day finds the same ones.
 */

export type DemoSiteKey = "countdown" | "new-world" | "paknsave" | "butcher" | PlatformShopKey;
/** Independent shops on e-commerce platforms (Shopify-like, WooCommerce-like, JSON-LD + sitemap). */
export type PlatformShopKey = "harbour-grocer" | "corner-deli" | "green-market";

export interface DemoItem {
  key: string;
  /** Name as the shelf label prints it, without the size (brand included when there is one). */
  name: string;
  brand: string | null;
  /** As printed: "2L", "500g", "6 x 330ml", "per kg", "each". */
  size: string;
  category: string;
  soldByWeight: boolean;
  /** Grams, millilitres or a count, per the catalogue. */
  unitQuantity: number;
  unit: "g" | "ml" | "each";
}

export interface DemoOffer {
  /** Current price in cents (per kg when sold by weight). */
  cents: number;
  /** Regular price in cents when the item is on special this week. */
  wasCents: number | null;
  /** Member (club) price in cents, when the store runs one for this item. */
  memberCents: number | null;
  inStock: boolean;
}

const DAY_MS = 86_400_000;
const SEED = 2026;

const SITE_CHAIN: Record<DemoSiteKey, { chain: string; level: number; share: number; limit: number }> = {
  countdown: { chain: "woolworths-nz", level: CHAIN_PROFILES["woolworths-nz"].level, share: 0.1, limit: 60 },
  "new-world": { chain: "new-world", level: CHAIN_PROFILES["new-world"].level, share: 0.07, limit: 40 },
  paknsave: { chain: "paknsave", level: CHAIN_PROFILES.paknsave.level, share: 0.07, limit: 33 },
  butcher: { chain: "butcher", level: 1.15 * 0.85, share: 1, limit: 24 },
  "harbour-grocer": { chain: "harbour-grocer", level: 1.1, share: 0.5, limit: 320 },
  "corner-deli": { chain: "corner-deli", level: 1.15, share: 0.3, limit: 150 },
  "green-market": { chain: "green-market", level: 1.05, share: 0.04, limit: 18 },
};

let catalogue: CatalogueEntry[] | null = null;
const itemsBySite = new Map<DemoSiteKey, { item: DemoItem; entry: CatalogueEntry }[]>();

function displayName(entry: CatalogueEntry): string {
  const { name, size } = entry.product;
  return name.endsWith(` ${size}`) ? name.slice(0, -size.length - 1) : name;
}

function eligible(site: DemoSiteKey, entry: CatalogueEntry): boolean {
  const p = entry.product;
  if (!p.countries.includes("NZ")) return false;
  if (entry.exclusiveChains && !entry.exclusiveChains.includes(SITE_CHAIN[site].chain)) return false;
  // The butcher's counter: unbranded meat, most of it weighed ("per kg").
  if (site === "butcher") return p.category === "meat" && p.brand === null;
  return true;
}

export function demoItems(site: DemoSiteKey): { item: DemoItem; entry: CatalogueEntry }[] {
  const cached = itemsBySite.get(site);
  if (cached) return cached;
  catalogue ??= buildCatalogue();
  const { share, limit } = SITE_CHAIN[site];
  const picked = catalogue
    .filter((e) => eligible(site, e))
    .filter((e) => share >= 1 || (hashString(`${site}:${e.product.key}`) % 10_000) / 10_000 < share)
    .slice(0, limit)
    .map((entry) => ({
      entry,
      item: {
        key: entry.product.key,
        name: displayName(entry),
        brand: entry.product.brand,
        size: entry.product.size,
        category: entry.product.category,
        soldByWeight: entry.product.size === "per kg",
        unitQuantity: entry.product.unitQuantity,
        unit: entry.product.unit,
      },
    }));
  itemsBySite.set(site, picked);
  return picked;
}

/** The day's offer for one item at one site. */
export function offerFor(site: DemoSiteKey, entry: CatalogueEntry, date: Date): DemoOffer {
  const day = Math.floor(date.getTime() / DAY_MS);
  const week = Math.floor(day / 7);
  const key = entry.product.key;
  const base = rngFor(SEED, "demo-site", site, key);
  const regularBase = entry.referenceCents * COUNTRY_PRICE_LEVEL.NZ * SITE_CHAIN[site].level * between(base, 0.94, 1.06);
  const phase = base() * 40;
  // A slow wobble of ±4% with a period of about three weeks: prices move a little from day to day.
  const drift = 1 + 0.04 * Math.sin((2 * Math.PI * (day + phase)) / 23);
  const regular = shelfRound(regularBase * drift);
  const weekly = rngFor(SEED, "demo-week", site, key, String(week));
  const onSpecial = weekly() < 0.15;
  const cents = onSpecial ? shelfRound(regular * between(weekly, 0.7, 0.85)) : regular;
  const member = site !== "butcher" && weekly() < 0.12 ? shelfRound(cents * 0.9) : null;
  const daily = rngFor(SEED, "demo-day", site, key, String(day));
  return { cents, wasCents: onSpecial && cents < regular ? regular : null, memberCents: member && member < cents ? member : null, inStock: daily() >= 0.08 };
}

/** The unit price a shelf label prints beside the price: per kg / per L for packs, per 100 g under 1 kg. */
export function shelfUnitPrice(item: DemoItem, cents: number): { cents: number; per: "1kg" | "100g" | "1L" | "100ml" | "1ea" } | null {
  if (item.soldByWeight) return null;
  if (item.unit === "each") return item.unitQuantity > 1 ? { cents: Math.round(cents / item.unitQuantity), per: "1ea" } : null;
  if (item.unit === "g") {
    return item.unitQuantity < 1000 ? { cents: Math.round((cents * 100) / item.unitQuantity), per: "100g" } : { cents: Math.round((cents * 1000) / item.unitQuantity), per: "1kg" };
  }
  return item.unitQuantity < 1000 ? { cents: Math.round((cents * 100) / item.unitQuantity), per: "100ml" } : { cents: Math.round((cents * 1000) / item.unitQuantity), per: "1L" };
}

export function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
