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

const COUNTRY_BARCODE_PREFIX: Record<CountryCode, string> = { NZ: "94", AU: "93", US: "00" };

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

function ean13(prefix: string, serial: number): string {
  const body = (prefix + String(serial).padStart(10, "0")).slice(0, 12);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
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
  let serial = 1;
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
        const brandedBarcode = line.brand !== null;
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
            barcode: brandedBarcode ? ean13(COUNTRY_BARCODE_PREFIX[line.countries[0]], serial++) : null,
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
