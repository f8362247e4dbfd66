import type { ScrapedProduct } from "./types";
import { cleanText, parsePriceText, parseUnitPriceText } from "./price";
import { deriveUnitPrice, normaliseUnitType, parseSize, round2 } from "./units";

/**
 * Every strategy reads loosely-typed fields from a page or an API item; this turns them into a
 * ScrapedProduct (or null when there is no name or no price) the same way for all of them.
 */
export interface RawProduct {
  name: unknown;
  price: unknown;
  brand?: unknown;
  size?: unknown;
  inStock?: unknown;
  url?: unknown;
  unitPrice?: unknown;
  unitType?: unknown;
  memberPrice?: unknown;
  /** A was/now special's "was" price (a struck-through or list price), where the source shows one. */
  wasPrice?: unknown;
  /** When the source says the price holds until (schema.org priceValidUntil / validThrough). */
  saleEndsAt?: unknown;
}

export interface NormaliseOptions {
  useMemberPrice: boolean;
}

const MAX_NAME = 300;
const MAX_FIELD = 120;

function text(value: unknown, max: number): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const t = cleanText(value);
  return t ? t.slice(0, max) : null;
}

const OUT_OF_STOCK = /\b(?:out\s*of\s*stock|outofstock|sold\s*out|soldout|unavailable|not\s*available|discontinued|no\s*stock)\b/i;
const IN_STOCK = /\b(?:in\s*stock|instock|available|limitedavailability|limited|low\s*stock|add\s*to\s*(?:cart|trolley))\b/i;

/** true/false, "InStock", "https://schema.org/OutOfStock", "Sold out", 0/1; unknown → in stock. */
export function readInStock(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value > 0;
  if (typeof value === "string") {
    const t = value.trim().toLowerCase();
    if (t === "false" || t === "no" || t === "0") return false;
    if (OUT_OF_STOCK.test(t)) return false;
    if (t === "true" || t === "yes" || IN_STOCK.test(t)) return true;
  }
  return true;
}

export function normaliseProduct(raw: RawProduct, options: NormaliseOptions): ScrapedProduct | null {
  const name = text(raw.name, MAX_NAME);
  if (!name) return null;
  let reading = typeof raw.price === "number" || typeof raw.price === "string" ? parsePriceText(raw.price, options) : null;
  if (options.useMemberPrice && raw.memberPrice !== undefined && raw.memberPrice !== null) {
    const member = typeof raw.memberPrice === "number" || typeof raw.memberPrice === "string" ? parsePriceText(raw.memberPrice) : null;
    if (member && (!reading || member.price < reading.price)) reading = { ...member, unitPrice: reading?.unitPrice ?? member.unitPrice, unitType: reading?.unitType ?? member.unitType, member: true };
  }
  if (!reading) return null;
  const size = text(raw.size, MAX_FIELD);
  let unitPrice = reading.unitPrice;
  let unitType: string | null = reading.unitType;
  const shownUnit =
    typeof raw.unitPrice === "number"
      ? { unitPrice: round2(raw.unitPrice), unitType: normaliseUnitType(text(raw.unitType, 20)) }
      : typeof raw.unitPrice === "string"
        ? parseUnitPriceText(raw.unitPrice.includes("/") || /per/i.test(raw.unitPrice) ? raw.unitPrice : `${raw.unitPrice} ${text(raw.unitType, 20) ? `/ ${text(raw.unitType, 20)}` : ""}`)
        : null;
  if (shownUnit && shownUnit.unitPrice > 0) {
    unitPrice = shownUnit.unitPrice;
    unitType = shownUnit.unitType ?? normaliseUnitType(text(raw.unitType, 20)) ?? unitType;
  }
  if (unitPrice === null) {
    const derived = deriveUnitPrice(reading.price, parseSize(size));
    if (derived) {
      unitPrice = derived.unitPrice;
      unitType = derived.unitType;
    } else if (reading.each) {
      unitPrice = reading.price;
      unitType = "each";
    }
  }
  // A special is a was/now pair with "was" above the price paid; only then is a stated end its sale end
  // (many shops put a far-off priceValidUntil on every offer, which says nothing about a sale).
  const was = typeof raw.wasPrice === "number" || typeof raw.wasPrice === "string" ? parsePriceText(raw.wasPrice)?.price ?? null : null;
  const special = was !== null && was > reading.price;
  const ends = special ? readSaleEnd(raw.saleEndsAt) : null;
  return {
    name,
    price: reading.price,
    brand: text(raw.brand, MAX_FIELD),
    size,
    unitPrice,
    unitType: unitPrice === null ? null : unitType,
    inStock: readInStock(raw.inStock),
    url: text(raw.url, 2000),
    ...(special ? { wasPrice: was } : {}),
    ...(ends ? { saleEndsAt: ends } : {}),
  };
}

/**
 * A sale end as the source states it: a calendar date ("2026-11-29": the sale runs to the end of that
 * day in the store's zone, decided at ingest) or an instant with its offset ("2026-11-29T23:59:59+13:00").
 * Anything else, or an impossible date, is no end.
 */
export function readSaleEnd(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const t = value.trim();
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (day) {
    const d = new Date(Date.UTC(+day[1], +day[2] - 1, +day[3]));
    return d.getUTCFullYear() === +day[1] && d.getUTCMonth() === +day[2] - 1 && d.getUTCDate() === +day[3] ? t : null;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(t) && !Number.isNaN(Date.parse(t))) return new Date(t).toISOString();
  return null;
}

/** A Shopify variant link (?variant=ID) names its own product; other query strings are tracking. */
function variantOf(url: string): string {
  const m = /[?&]variant=(\d+)/.exec(url);
  return m ? `#v${m[1]}` : "";
}

/** Sponsored repeats and the same product on two pages count once (first occurrence kept). */
export function dedupeProducts(products: ScrapedProduct[]): ScrapedProduct[] {
  const seen = new Map<string, number>();
  const out: ScrapedProduct[] = [];
  for (const p of products) {
    const key = p.url
      ? `u:${p.url.replace(/[?#].*$/, "").toLowerCase()}${variantOf(p.url)}`
      : `n:${p.name.toLowerCase()}|${(p.brand ?? "").toLowerCase()}|${(p.size ?? "").toLowerCase()}`;
    const at = seen.get(key);
    if (at === undefined) {
      seen.set(key, out.length);
      out.push(p);
    } else if (p.url && out[at].url && p.url.length < out[at].url!.length) {
      // The plain link rather than the sponsored/tracking one.
      out[at] = { ...out[at], url: p.url };
    }
  }
  return out;
}
