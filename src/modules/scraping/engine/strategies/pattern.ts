import "server-only";
import { RE2JS } from "re2js";
import { absoluteUrl, fragmentText } from "../html-text";
import type { RawProduct } from "../normalise";

/**
 * HTML kind, pattern strategy: the admin's regular expression runs on RE2's semantics (re2js, a
 * pure-JavaScript port: linear time, no backreferences or lookaround — decision 026) against the page's HTML as served, so no pattern can hang the
 * server. Named groups: name and price (required); brand, size, url, unit_price, in_stock optional.
 * Captures are HTML: entities are decoded and tags dropped before reading them.
 */

/** patterns see at most 1 MB of a page. */
export const PATTERN_INPUT_LIMIT = 1_000_000;
const MAX_MATCHES = 5_000;

export class PatternError extends Error {}

export function compileProductPattern(pattern: string): RE2JS {
  try {
    return RE2JS.compile(pattern, RE2JS.DOTALL);
  } catch (e) {
    const reason = e instanceof Error ? e.message.replace(/^error parsing regexp:\s*/, "").replace("`(?s)", "`") : "invalid pattern";
    throw new PatternError(`The product pattern is not a valid RE2 expression: ${reason}`);
  }
}

export function extractWithPattern(html: string, pageUrl: string, pattern: string | RE2JS): { products: RawProduct[]; truncated: boolean } {
  const re = typeof pattern === "string" ? compileProductPattern(pattern) : pattern;
  const groups = new Set(Object.keys(re.namedGroups()));
  const truncated = html.length > PATTERN_INPUT_LIMIT;
  const input = truncated ? html.slice(0, PATTERN_INPUT_LIMIT) : html;
  const products: RawProduct[] = [];
  const matcher = re.matcher(input);
  // The matcher steps past empty matches itself, so a pattern matching "" cannot loop.
  while (products.length < MAX_MATCHES && matcher.find()) {
    const raw = (key: string): string | undefined => (groups.has(key) ? (matcher.group(key) ?? undefined) : undefined);
    const read = (key: string) => {
      const value = raw(key);
      return value === undefined ? null : fragmentText(value);
    };
    const url = raw("url");
    products.push({
      name: read("name"),
      price: read("price"),
      brand: read("brand"),
      size: read("size"),
      inStock: raw("in_stock") !== undefined ? read("in_stock") : undefined,
      url: absoluteUrl(url === undefined ? null : fragmentText(url), pageUrl),
      unitPrice: read("unit_price") ?? undefined,
    });
  }
  return { products, truncated };
}
