import "server-only";
import type { ScrapedProduct } from "./types";
import type { ApiScraperConfig, HtmlScraperConfig, JsonLdSitemapScraperConfig, ShopifyScraperConfig } from "./config";
import { absoluteUrl, loadHtml } from "./html-text";
import { normaliseProduct, type RawProduct } from "./normalise";
import { extractApiItems } from "./strategies/api";
import { extractJsonLd } from "./strategies/json-ld";
import { extractWithPattern } from "./strategies/pattern";
import { extractWithSelectors, nextPageUrl } from "./strategies/selectors";
import { extractShopifyProducts } from "./strategies/shopify";
import { extractWooProducts } from "./strategies/woocommerce";

/**
 * The pure core: one fetched page (or API response) in, products out. No I/O; run-scrape.ts does
 * the fetching, pagination and politeness around it.
 */

export interface PageExtraction {
  products: ScrapedProduct[];
  /** Items that had no name or no price (skipped). */
  skipped: number;
  nextUrl: string | null;
  warnings: string[];
}

function normaliseAll(raw: RawProduct[], useMemberPrice: boolean) {
  const products: ScrapedProduct[] = [];
  let skipped = 0;
  for (const r of raw) {
    const p = normaliseProduct(r, { useMemberPrice });
    if (p) products.push(p);
    else skipped++;
  }
  return { products, skipped };
}

export function extractApiPage(body: string, config: ApiScraperConfig, pageUrl: string): PageExtraction {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { products: [], skipped: 0, nextUrl: null, warnings: ["The API answer is not valid JSON"] };
  }
  // Product links in an API answer are often relative to the API's origin.
  const raw = extractApiItems(json, config).map((r) => ({ ...r, url: typeof r.url === "string" ? absoluteUrl(r.url, pageUrl) : r.url }));
  return { ...normaliseAll(raw, config.use_member_price), nextUrl: null, warnings: [] };
}

export function extractHtmlPage(html: string, pageUrl: string, config: HtmlScraperConfig): PageExtraction {
  const warnings: string[] = [];
  let raw: RawProduct[];
  let $ = null;
  if (config.strategy === "pattern") {
    const result = extractWithPattern(html, pageUrl, config.product_pattern ?? "");
    raw = result.products;
    if (result.truncated) warnings.push("Only the first 1 MB of the page was searched by the pattern");
  } else {
    $ = loadHtml(html);
    if (config.strategy === "selectors") raw = extractWithSelectors($, pageUrl, config);
    else {
      const result = extractJsonLd($, pageUrl);
      raw = result.products;
      if (result.invalidBlocks > 0) warnings.push(`${result.invalidBlocks} JSON-LD block(s) were not valid JSON`);
    }
  }
  let nextUrl: string | null = null;
  if (config.next_page) {
    $ ??= loadHtml(html);
    nextUrl = nextPageUrl($, pageUrl, config.next_page);
  }
  return { ...normaliseAll(raw, config.use_member_price), nextUrl, warnings };
}

function parseJsonBody(body: string): { ok: true; json: unknown } | { ok: false } {
  try {
    return { ok: true, json: JSON.parse(body) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Platform kinds (decision 035). `items` = catalogue entries on the page (0 ends pagination). */
export function extractShopifyPage(body: string, config: ShopifyScraperConfig): PageExtraction & { items: number } {
  const parsed = parseJsonBody(body);
  if (!parsed.ok) return { products: [], skipped: 0, nextUrl: null, warnings: ["The products.json answer is not valid JSON"], items: 0 };
  const { products, items } = extractShopifyProducts(parsed.json, config.shop_url);
  return { ...normaliseAll(products, false), nextUrl: null, warnings: [], items };
}

export function extractWooPage(body: string): PageExtraction & { items: number } {
  const parsed = parseJsonBody(body);
  if (!parsed.ok) return { products: [], skipped: 0, nextUrl: null, warnings: ["The Store API answer is not valid JSON"], items: 0 };
  const { products, items } = extractWooProducts(parsed.json);
  return { ...normaliseAll(products, false), nextUrl: null, warnings: [], items };
}

/** One product page of a json_ld_sitemap shop: the JSON-LD strategy on that page. */
export function extractJsonLdProductPage(html: string, pageUrl: string, config: JsonLdSitemapScraperConfig): PageExtraction {
  return extractHtmlPage(html, pageUrl, {
    scraper_type: "html",
    base_url: pageUrl,
    strategy: "json_ld",
    max_pages: 1,
    delay_ms: config.delay_ms,
    use_member_price: config.use_member_price,
  });
}
