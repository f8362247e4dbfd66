import { parseSize } from "../units";

/** The size a product title states ("Anchor Blue Top Milk 2L" → "2L"), or null. Last match wins. */
export function sizeInTitle(title: string): string | null {
  const pattern = /(?:\d+\s*[x×]\s*)?\d+(?:[.,]\d+)?\s*(?:fl\.?\s?oz|[a-zA-Z]+)\b/g;
  let found: string | null = null;
  for (const m of title.matchAll(pattern)) if (parseSize(m[0])) found = m[0].trim();
  return found;
}

/** The shop's root without a trailing slash: "https://shop.example/" → "https://shop.example". */
export function shopBase(shopUrl: string): string {
  return shopUrl.replace(/\/+$/, "");
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}
