import "server-only";
import type { ScraperConfigInput } from "../engine/config";
import { extractHtmlPage, extractJsonLdProductPage, extractShopifyPage, extractWooPage } from "../engine/extract";
import { isShopifyProducts, shopifyPageUrl } from "../engine/strategies/shopify";
import { parseSitemap, productSitemaps } from "../engine/strategies/sitemap";
import { isWooProducts, wooPageUrl } from "../engine/strategies/woocommerce";
import { validateScraperConfig } from "../engine/validate";
import { GuardedFetcher } from "../fetch/guarded-fetch";
import { parseAllowedHosts, type GuardPolicy } from "../fetch/ssrf";
import { DEFAULT_RUN_LIMITS, DEFAULT_USER_AGENT, ScrapeSession } from "../run-scrape";
import type { ScrapeLimits, ScrapeOptions } from "../types";

/**
 * "Add a shop by its URL" (decision 035): a few polite GETs through the guarded fetcher (robots.txt
 * respected, SSRF rules, page and time limits) recognise the shop's platform and propose a ready
 * configuration. Order: Shopify's /products.json, WooCommerce's Store API, a sitemap whose pages
 * carry schema.org JSON-LD products, else the pasted page itself (json_ld strategy when it carries
 * products). Writes nothing; the evidence says what each probe found.
 */

export type ShopPlatform = "shopify" | "woocommerce" | "json_ld_sitemap" | "unknown";

export interface ShopDetection {
  platform: ShopPlatform;
  config: ScraperConfigInput | null;
  evidence: string[];
}

export type DetectOptions = Pick<ScrapeOptions, "allowedHosts" | "signal" | "log" | "resolve" | "allowAnyPort"> & {
  limits?: Partial<ScrapeLimits>;
  /** Pause between two requests to the shop (politeness); default 250 ms. */
  delayMs?: number;
};

const PROPOSED_DELAY_MS = 1000;
const PRODUCT_PATH = /\/products?\//i;

/** "shop.example" → "https://shop.example/"; null when it is not an http(s) address. */
export function normaliseShopUrl(raw: string): URL | null {
  const text = raw.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) return null;
    url.hash = "";
    return url;
  } catch {
    return null;
  }
}

/** Where a shop may live: its origin, the first folder of the pasted path, and the pasted path itself. */
export function candidateBases(url: URL): string[] {
  const segments = url.pathname.split("/").filter(Boolean);
  const cleanSegments = segments.filter((s) => !/\.(json|xml|php|html?)$/i.test(s));
  const bases = [url.origin];
  if (cleanSegments.length > 0) bases.push(`${url.origin}/${cleanSegments[0]}`);
  if (cleanSegments.length > 1 && !PRODUCT_PATH.test(`/${cleanSegments.join("/")}/`)) bases.push(`${url.origin}/${cleanSegments.join("/")}`);
  return [...new Set(bases)];
}

function describeSample(name: string, price: number): string {
  return `"${name.slice(0, 60)}" at ${price.toFixed(2)}`;
}

export async function detectShop(rawUrl: string, options: DetectOptions): Promise<ShopDetection> {
  const url = normaliseShopUrl(rawUrl);
  if (!url) return { platform: "unknown", config: null, evidence: [`"${rawUrl.slice(0, 200)}" is not an http:// or https:// address`] };
  const limits: ScrapeLimits = { ...DEFAULT_RUN_LIMITS, maxPagesPerRun: 20, maxRunMs: 60_000, ...options.limits };
  const policy: GuardPolicy = {
    allowedHosts: parseAllowedHosts(options.allowedHosts),
    allowAnyPort: options.allowAnyPort,
    resolve: options.resolve,
    onBlocked: (info) => options.log?.("ssrf_blocked", info),
  };
  const deadline = AbortSignal.timeout(limits.maxRunMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  const fetcher = new GuardedFetcher(policy, limits);
  const session = new ScrapeSession(fetcher, signal, DEFAULT_USER_AGENT, options.delayMs ?? 250, limits, { ...options, log: options.log ?? (() => undefined) });
  const evidence: string[] = [];
  let errorsSeen = 0;
  /** Fetch through the session; a failure becomes evidence ("… : HTTP 404"). */
  const probe = async (target: string, expect: "json" | "html" | "xml" | "text") => {
    const page = await session.fetchPage(target, expect);
    for (const e of session.errors.slice(errorsSeen)) {
      const where = e.url ?? target;
      evidence.push(`GET ${where}: ${e.message.replace(` from ${where}`, "").replace(`: ${where}`, "")}`);
    }
    errorsSeen = session.errors.length;
    return page;
  };
  try {
    const bases = candidateBases(url);
    for (const base of bases) {
      const shopify = await probe(shopifyPageUrl(base, 1, 1), "json");
      if (shopify) {
        const parsed = safeJson(shopify.body);
        if (isShopifyProducts(parsed)) {
          const extraction = extractShopifyPage(shopify.body, { scraper_type: "shopify", shop_url: base, page_size: 1, max_pages: 1, delay_ms: 0 });
          const sample = extraction.products[0];
          evidence.push(`GET ${shopify.url} answered Shopify's products.json (products with variants, prices and availability)${sample ? `: ${describeSample(sample.name, sample.price)}` : ""}`);
          return finish("shopify", { scraper_type: "shopify", shop_url: base, page_size: 250, max_pages: 20, delay_ms: PROPOSED_DELAY_MS }, evidence);
        }
        evidence.push(`GET ${shopify.url} answered JSON that is not a Shopify products list`);
      }
      const woo = await probe(wooPageUrl(base, 1, 1), "json");
      if (woo) {
        const parsed = safeJson(woo.body);
        if (isWooProducts(parsed)) {
          const first = (parsed as { prices?: { currency_code?: unknown; currency_minor_unit?: unknown } }[])[0];
          const sample = extractWooPage(woo.body).products[0];
          const currency = first?.prices ? ` in ${String(first.prices.currency_code ?? "?")} with ${String(first.prices.currency_minor_unit ?? "?")} minor digits` : "";
          evidence.push(`GET ${woo.url} answered the WooCommerce Store API (prices in minor units${currency})${sample ? `: ${describeSample(sample.name, sample.price)}` : ""}`);
          return finish("woocommerce", { scraper_type: "woocommerce", shop_url: base, page_size: 100, max_pages: 20, delay_ms: PROPOSED_DELAY_MS }, evidence);
        }
        evidence.push(`GET ${woo.url} answered JSON that is not a WooCommerce Store API product list`);
      }
    }

    const sitemapFound = await detectSitemap(url, bases, probe, evidence);
    if (sitemapFound) return finish("json_ld_sitemap", sitemapFound, evidence);

    // Unknown platform: the pasted page itself, if it carries schema.org products.
    const page = await probe(url.toString(), "html");
    if (page) {
      const extraction = extractHtmlPage(page.body, page.url, { scraper_type: "html", base_url: page.url, strategy: "json_ld", max_pages: 1, delay_ms: 0, use_member_price: false });
      if (extraction.products.length > 0) {
        const hasNext = /<a[^>]+rel=["']?next/i.test(page.body);
        evidence.push(`${page.url} carries ${extraction.products.length} schema.org product(s) (JSON-LD or microdata): a first guess with the json_ld strategy${hasNext ? " following rel=next links" : ""}`);
        const config: ScraperConfigInput = { scraper_type: "html", base_url: url.toString(), strategy: "json_ld", max_pages: 5, delay_ms: PROPOSED_DELAY_MS, ...(hasNext ? { next_page: "a[rel=next]" } : {}) };
        return finish("unknown", config, evidence);
      }
      evidence.push(`${page.url} carries no schema.org products: write a configuration with CSS selectors or a pattern`);
    }
    return { platform: "unknown", config: null, evidence };
  } finally {
    await fetcher.close();
  }
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
}

/** The proposal is checked by the same validation every save goes through. */
function finish(platform: ShopPlatform, config: ScraperConfigInput, evidence: string[]): ShopDetection {
  const checked = validateScraperConfig(config);
  if (!checked.ok) {
    evidence.push(`The proposed configuration did not validate: ${checked.issues.map((i) => i.message).join("; ")}`);
    return { platform, config: null, evidence };
  }
  return { platform, config, evidence };
}

type Probe = (target: string, expect: "json" | "html" | "xml" | "text") => Promise<{ url: string; body: string } | null>;

async function detectSitemap(url: URL, bases: string[], probe: Probe, evidence: string[]): Promise<ScraperConfigInput | null> {
  const candidates: string[] = [];
  const robots = await probe(`${url.origin}/robots.txt`, "text");
  if (robots) {
    for (const m of robots.body.matchAll(/^\s*sitemap:\s*(\S+)/gim)) candidates.push(m[1]);
    if (candidates.length > 0) evidence.push(`robots.txt lists ${candidates.length} sitemap(s)`);
  }
  for (const base of [...bases].reverse()) candidates.push(`${base}/sitemap.xml`, `${base}/sitemap_index.xml`, `${base}/wp-sitemap.xml`);
  const tried = new Set<string>();
  for (const candidate of candidates) {
    if (tried.has(candidate) || tried.size >= 6) continue;
    tried.add(candidate);
    const doc = await probe(candidate, "xml");
    if (!doc) continue;
    const sitemap = parseSitemap(doc.body);
    if (sitemap.kind === "none") continue;
    let pages = sitemap.pages;
    if (sitemap.kind === "index") {
      evidence.push(`${doc.url} is a sitemap index of ${sitemap.sitemaps.length} sitemap(s)`);
      const child = productSitemaps(sitemap.sitemaps)[0];
      const childDoc = child ? await probe(child, "xml") : null;
      pages = childDoc ? parseSitemap(childDoc.body).pages : [];
    }
    const productLike = pages.filter((p) => PRODUCT_PATH.test(new URL(p).pathname));
    // Product-looking pages first; otherwise the deepest paths (a shop's home and about pages are shallow).
    const depth = (p: string) => new URL(p).pathname.split("/").filter(Boolean).length;
    const samples = (productLike.length > 0 ? productLike : [...pages].sort((a, b) => depth(b) - depth(a))).slice(0, 3);
    evidence.push(`${sitemap.kind === "index" ? "Its product sitemap" : doc.url} lists ${pages.length} page(s)${productLike.length > 0 ? `, ${productLike.length} under a product path` : ""}`);
    for (const sample of samples) {
      const page = await probe(sample, "html");
      if (!page) continue;
      const extraction = extractJsonLdProductPage(page.body, page.url, { scraper_type: "json_ld_sitemap", sitemap_url: doc.url, max_pages: 1, delay_ms: 0, use_member_price: false });
      const product = extraction.products[0];
      if (!product) {
        evidence.push(`${page.url} carries no schema.org product`);
        continue;
      }
      evidence.push(`${page.url} carries a schema.org Product in JSON-LD: ${describeSample(product.name, product.price)}`);
      const segment = /\/products?\//i.exec(new URL(sample).pathname)?.[0];
      return {
        scraper_type: "json_ld_sitemap",
        sitemap_url: doc.url,
        ...(productLike.length > 0 && segment ? { product_url_contains: segment } : {}),
        max_pages: 50,
        delay_ms: PROPOSED_DELAY_MS,
      };
    }
  }
  return null;
}
