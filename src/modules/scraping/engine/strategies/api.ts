import { JSONPath } from "jsonpath-plus";
import type { ApiScraperConfig } from "../config";
import type { RawProduct } from "../normalise";

/**
 * API kind: `items_path` selects the items of one page; each field mapping is a JSONPath relative to
 * an item (first match wins). Script expressions are refused by the schema and disabled here.
 */

const MAX_ITEMS_PER_PAGE = 5_000;

function first(path: string | undefined, item: unknown): unknown {
  if (!path || item === null || typeof item !== "object") return undefined;
  const found = JSONPath({ path, json: item as object, wrap: true, eval: false }) as unknown[];
  return Array.isArray(found) && found.length > 0 ? found[0] : undefined;
}

/** Raw items of one API page; throws on a bad path (reported as the page's error). */
export function extractApiItems(json: unknown, config: ApiScraperConfig): RawProduct[] {
  if (json === null || typeof json !== "object") return [];
  const items = JSONPath({ path: config.items_path, json: json as object, wrap: true, eval: false }) as unknown[];
  if (!Array.isArray(items)) return [];
  const m = config.field_mappings;
  return items.slice(0, MAX_ITEMS_PER_PAGE).map((item) => ({
    name: first(m.name, item),
    price: first(m.price, item),
    brand: first(m.brand, item),
    size: first(m.size, item),
    inStock: first(m.in_stock, item),
    url: first(m.url, item),
    unitPrice: first(m.unit_price, item),
    unitType: first(m.unit_type, item),
    memberPrice: first(m.member_price, item),
  }));
}

/** The endpoint of page n ("{page}" replaced); without a placeholder there is only page 1. */
export function apiPageUrl(endpoint: string, page: number): string | null {
  if (!endpoint.includes("{page}")) return page === 1 ? endpoint : null;
  return endpoint.replaceAll("{page}", String(page));
}
