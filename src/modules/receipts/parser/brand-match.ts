import { BRAND_ALIASES, KNOWN_BRANDS } from "./brands";

export interface BrandMatch {
  brand: string;
  /** Number of leading name tokens the brand occupied. */
  tokenCount: number;
}

/** Upper-case, apostrophes and dots dropped so "VOGELS", "Vogel's" and "VOGEL'S" compare equal. */
export function brandKey(text: string): string {
  return text
    .toUpperCase()
    .replace(/['’`.]/g, "")
    .replace(/-/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const MAX_BRAND_WORDS = 4;

const BRAND_INDEX: ReadonlyMap<string, string> = (() => {
  const index = new Map<string, string>();
  for (const brand of KNOWN_BRANDS) {
    const key = brandKey(brand);
    // First spelling wins so "Wattie's" and "Watties" resolve to one canonical form.
    if (!index.has(key)) index.set(key, brand);
  }
  for (const [alias, brand] of Object.entries(BRAND_ALIASES)) index.set(brandKey(alias), brand);
  return index;
})();

/** Longest known brand (or receipt alias) at the start of the name tokens. */
export function matchBrand(tokens: readonly string[]): BrandMatch | null {
  const limit = Math.min(MAX_BRAND_WORDS, tokens.length);
  for (let count = limit; count >= 1; count--) {
    const key = brandKey(tokens.slice(0, count).join(" "));
    const brand = BRAND_INDEX.get(key);
    if (brand) return { brand, tokenCount: count };
  }
  return null;
}

export function knownBrandCount(): number {
  return new Set(KNOWN_BRANDS.map(brandKey)).size;
}
