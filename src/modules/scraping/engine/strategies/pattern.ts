import "server-only";
import RE2 from "re2";
import { absoluteUrl, fragmentText } from "../html-text";
import type { RawProduct } from "../normalise";

/**
 * HTML kind, pattern strategy: the admin's regular expression runs on RE2 (linear time, no
 * backreferences or lookaround) against the page's HTML as served, so no pattern can hang the
 * server. Named groups: name and price (required); brand, size, url, unit_price, in_stock optional.
 * Captures are HTML: entities are decoded and tags dropped before reading them.
 */

/** patterns see at most 1 MB of a page. */
export const PATTERN_INPUT_LIMIT = 1_000_000;
const MAX_MATCHES = 5_000;

export class PatternError extends Error {}

export function compileProductPattern(pattern: string): RE2 {
  try {
    return new RE2(pattern, "gs");
  } catch (e) {
    const reason = e instanceof Error ? e.message.replace(/^.*?:\s*/, "") : "invalid pattern";
    throw new PatternError(`The product pattern is not a valid RE2 expression: ${reason}`);
  }
}

export function extractWithPattern(html: string, pageUrl: string, pattern: string | RE2): { products: RawProduct[]; truncated: boolean } {
  const re = typeof pattern === "string" ? compileProductPattern(pattern) : pattern;
  re.lastIndex = 0;
  const truncated = html.length > PATTERN_INPUT_LIMIT;
  const input = truncated ? html.slice(0, PATTERN_INPUT_LIMIT) : html;
  const products: RawProduct[] = [];
  let m: RegExpExecArray | null;
  while (products.length < MAX_MATCHES && (m = re.exec(input)) !== null) {
    if (m[0].length === 0) re.lastIndex++;
    const g = (m.groups ?? {}) as Record<string, string | undefined>;
    const read = (key: string) => (g[key] === undefined ? null : fragmentText(g[key]!));
    products.push({
      name: read("name"),
      price: read("price"),
      brand: read("brand"),
      size: read("size"),
      inStock: g.in_stock !== undefined ? read("in_stock") : undefined,
      url: absoluteUrl(g.url === undefined ? null : fragmentText(g.url), pageUrl),
      unitPrice: read("unit_price") ?? undefined,
    });
  }
  return { products, truncated };
}
