import type { RawProduct } from "../normalise";
import { isObject, shopBase, sizeInTitle } from "./platform-common";

/**
 * WooCommerce kind: the Store API, GET /wp-json/wc/store/v1/products?page=N&per_page=M, an array of
 * {"name","permalink","is_in_stock","prices":{"price":"349","regular_price","sale_price",
 * "currency_code","currency_minor_unit":2}}. Prices are strings in minor units: "349" with
 * currency_minor_unit 2 is 3.49 (0 for JPY-like currencies, 3 for KWD-like).
 */

export const WOO_STORE_API_PATH = "/wp-json/wc/store/v1/products";

export function wooPageUrl(shopUrl: string, page: number, pageSize: number): string {
  return `${shopBase(shopUrl)}${WOO_STORE_API_PATH}?page=${page}&per_page=${pageSize}`;
}

export function isWooProducts(json: unknown): boolean {
  return Array.isArray(json) && json.every((p) => isObject(p) && typeof p.name === "string" && isObject(p.prices));
}

/** "349" with 2 minor digits → 3.49; null when it is not a whole number of minor units. */
export function fromMinorUnits(value: unknown, minorUnit: unknown): number | null {
  const digits = typeof minorUnit === "number" && Number.isInteger(minorUnit) && minorUnit >= 0 && minorUnit <= 4 ? minorUnit : 2;
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d+$/.test(text)) return null;
  return Number(text) / 10 ** digits;
}

/** Store API names are HTML (entities such as &#8217; and &amp;). */
function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
  return text
    .replace(/<[^>]*>/g, "")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&([a-z]+);/gi, (m, n: string) => named[n.toLowerCase()] ?? m);
}

export function extractWooProducts(json: unknown): { products: RawProduct[]; items: number } {
  if (!Array.isArray(json)) return { products: [], items: 0 };
  const items = json.slice(0, 100);
  const products: RawProduct[] = [];
  for (const p of items) {
    if (!isObject(p) || typeof p.name !== "string" || !isObject(p.prices)) continue;
    const name = decodeEntities(p.name).trim();
    const brands = Array.isArray(p.brands) ? p.brands.filter(isObject) : [];
    products.push({
      name,
      price: fromMinorUnits(p.prices.price, p.prices.currency_minor_unit),
      brand: brands.length > 0 && typeof brands[0].name === "string" ? decodeEntities(brands[0].name) : null,
      size: sizeInTitle(name),
      inStock: typeof p.is_in_stock === "boolean" ? p.is_in_stock : true,
      url: typeof p.permalink === "string" ? p.permalink : null,
    });
  }
  return { products, items: items.length };
}
