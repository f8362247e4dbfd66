import { normaliseText, parseSize, type Quantity } from "@/modules/catalog/engine";

/**
 * The identity of a product as shops print it: brand + name words (canonical spelling, singular,
 * no punctuation) + pack size. "ANCHOR Blue-Top Milk 2 L" and "Anchor Blue Top Milk 2L" share a key;
 * "… 1L" does not. Pure; used for both catalogue products and scraped items.
 */
export interface KeyInput {
  name: string;
  brand?: string | null;
  size?: string | null;
  /** A catalogue product's normalised pack (preferred over parsing `size`). */
  quantity?: Quantity | null;
}

function sizeLabel(q: Quantity | undefined | null): string {
  if (!q) return "";
  // Round so 1.5 L and 1500 ml agree, and float noise does not split keys.
  return `${Math.round(q.quantity * 100) / 100}${q.unit}`;
}

// Stores print the same names every day: keys of scraped names are memoised (bounded, per process).
const keyCache = new Map<string, string>();
const KEY_CACHE_MAX = 200_000;

export function productMatchKey(input: KeyInput): string {
  if (input.quantity) return computeKey(input);
  const cacheKey = `${input.name}\u0000${input.brand ?? ""}\u0000${input.size ?? ""}`;
  const hit = keyCache.get(cacheKey);
  if (hit !== undefined) return hit;
  const key = computeKey(input);
  if (keyCache.size >= KEY_CACHE_MAX) keyCache.clear();
  keyCache.set(cacheKey, key);
  return key;
}

function computeKey(input: KeyInput): string {
  const { tokens, size: nameSize } = normaliseText(input.name);
  const brand = input.brand ? normaliseText(input.brand).tokens : [];
  const startsWithBrand = brand.length > 0 && brand.every((b, i) => tokens[i] === b);
  const words = startsWithBrand || brand.length === 0 ? tokens : [...brand, ...tokens];
  const size = input.quantity ?? parseSize(input.size) ?? nameSize;
  const label = sizeLabel(size);
  return (label ? `${words.join(" ")} ${label}` : words.join(" ")).slice(0, 100);
}

/** Whole cents from a scraped decimal price; null when it is not a usable price. */
export function toCents(price: number): number | null {
  if (!Number.isFinite(price) || price <= 0) return null;
  const cents = Math.round(price * 100);
  return cents > 0 && cents <= 10_000_000 ? cents : null;
}
