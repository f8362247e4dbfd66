import type { CountryCode, DemoProduct } from "../types";
import { BAKERY, BREAKFAST } from "./bakery-breakfast";
import { DAIRY } from "./dairy";
import { DRINKS, SNACKS } from "./drinks-snacks";
import { STORE_BRAND_CHAINS, parseCatalogueSize, type Family } from "./dsl";
import { FROZEN, HOUSEHOLD } from "./frozen-household";
import { MEAT, SEAFOOD } from "./meat";
import { PANTRY } from "./pantry";
import { withOwnBrands } from "./own-brands";
import { PRODUCE } from "./produce";

export const FAMILIES: Family[] = withOwnBrands([
  ...DAIRY, ...PRODUCE, ...MEAT, ...SEAFOOD, ...PANTRY, ...BAKERY, ...BREAKFAST, ...DRINKS, ...SNACKS, ...FROZEN, ...HOUSEHOLD,
]);

/** Generator-only facts about a product that the public DemoProduct shape does not carry. */
export interface CatalogueEntry {
  product: DemoProduct;
  /** Reference price in USD cents for one pack, before country, chain and store adjustments. */
  referenceCents: number;
  /** Chain keys allowed to stock this product (own brands); null = any store. */
  exclusiveChains: string[] | null;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .replace(/%/g, "pct")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A GTIN body (without its check digit) plus the GS1 mod-10 check digit. */
function withCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return body + String((10 - (sum % 10)) % 10);
}

/**
 * Demo GTINs shaped like real ones, stored as GTIN-13 (decision 023): each brand gets a company
 * prefix in its first country and numbers its items from 1. New Zealand and Australia use their
 * GS1 prefixes (94, 93) on EAN-13s; US brands use UPC-A (number system 0, the GTIN-13's leading
 * 0) with manufacturer numbers ending in 0, so a brand's first items also have a UPC-E form.
 * Loose produce and counter meat get none: they are weighed at the till, not scanned.
 */
function createGtinAllocator(): (country: CountryCode, brand: string) => string {
  const companies = new Map<string, { company: number; items: number }>();
  const perCountry = new Map<CountryCode, number>();
  return (country, brand) => {
    const key = `${country}|${brand}`;
    let entry = companies.get(key);
    if (!entry) {
      const n = (perCountry.get(country) ?? 0) + 1;
      perCountry.set(country, n);
      entry = { company: n, items: 0 };
      companies.set(key, entry);
    }
    entry.items += 1;
    const item = String(entry.items).padStart(5, "0");
    if (country === "US") return withCheckDigit(`00${10000 + entry.company * 10}${item}`);
    return withCheckDigit(`${country === "NZ" ? "94" : "93"}${10000 + entry.company}${item}`);
  };
}

function autoTags(name: string, brand: string | null, extra: string[]): string[] {
  const lower = name.toLowerCase();
  const tags = new Set(extra);
  if (brand && STORE_BRAND_CHAINS[brand]) tags.add("store-brand");
  if (lower.includes("organic")) tags.add("organic");
  if (lower.includes("free range") || lower.includes("pasture-raised")) tags.add("free-range");
  if (lower.includes("lactose free") || lower.includes("zero lactose")) tags.add("lactose-free");
  if (lower.includes("gluten free")) tags.add("gluten-free");
  if (brand === null) tags.add("loose");
  return [...tags].sort();
}

/** Larger packs are cheaper per unit, as on real shelves (roughly a 10% drop per doubling). */
function packFactor(quantity: number, sizes: number[]): number {
  const smallest = Math.min(...sizes);
  return Math.pow(quantity / smallest, -0.15);
}

export function buildCatalogue(): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  const seen = new Set<string>();
  const dupes: string[] = [];
  const gtinFor = createGtinAllocator();
  for (const fam of FAMILIES) {
    for (const line of fam.lines) {
      const parsedSizes = line.sizes.map(parseCatalogueSize);
      line.sizes.forEach((size, i) => {
        const name = [line.brand, line.label, size].filter(Boolean).join(" ");
        const key = slugify(name);
        if (seen.has(key)) dupes.push(name);
        seen.add(key);
        const { unitQuantity, unit } = parsedSizes[i];
        const perUnit = unit === "each" ? fam.basePrice : fam.basePrice / 1000;
        const factor = packFactor(unitQuantity, parsedSizes.map((s) => s.unitQuantity));
        const referenceCents = Math.max(30, perUnit * unitQuantity * 100 * factor * line.priceFactor);
        entries.push({
          product: {
            key,
            name,
            brand: line.brand,
            size,
            unitQuantity,
            unit,
            category: fam.category,
            genericName: fam.genericName,
            tags: autoTags(name, line.brand, line.tags),
            barcode: line.brand === null ? null : gtinFor(line.countries[0], line.brand),
            countries: [...line.countries],
          },
          referenceCents,
          exclusiveChains: line.brand ? (STORE_BRAND_CHAINS[line.brand] ?? null) : null,
        });
      });
    }
  }
  if (dupes.length) throw new Error(`Duplicate catalogue products: ${dupes.join(", ")}`);
  return entries;
}
