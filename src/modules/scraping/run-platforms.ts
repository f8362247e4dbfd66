import "server-only";
import type { JsonLdSitemapScraperConfig, ShopifyScraperConfig, WooCommerceScraperConfig } from "./engine/config";
import { extractJsonLdProductPage, extractShopifyPage, extractWooPage } from "./engine/extract";
import { parseSitemap, productPages, productSitemaps } from "./engine/strategies/sitemap";
import { shopifyPageUrl } from "./engine/strategies/shopify";
import { wooPageUrl } from "./engine/strategies/woocommerce";
import type { ScrapeSession } from "./run-scrape";

/**
 * The platform kinds' runs (decision 035), with the same session as the other kinds: robots.txt,
 * per-host delay, page and time limits, guarded fetching. Pagination stops at max_pages, at an
 * empty page, or at a short page (fewer items than asked for).
 */

export async function scrapeShopify(config: ShopifyScraperConfig, s: ScrapeSession): Promise<void> {
  for (let page = 1; page <= config.max_pages; page++) {
    const url = shopifyPageUrl(config.shop_url, page, config.page_size);
    const fetched = await s.fetchPage(url, "json");
    if (!fetched) break;
    const extraction = extractShopifyPage(fetched.body, config);
    s.take(url, extraction);
    if (extraction.items < config.page_size) break;
  }
}

export async function scrapeWooCommerce(config: WooCommerceScraperConfig, s: ScrapeSession): Promise<void> {
  for (let page = 1; page <= config.max_pages; page++) {
    const url = wooPageUrl(config.shop_url, page, config.page_size);
    const fetched = await s.fetchPage(url, "json");
    if (!fetched) break;
    const extraction = extractWooPage(fetched.body);
    s.take(url, extraction);
    if (extraction.items < config.page_size) break;
  }
}

/** At most this many sitemap documents per run (an index and its product sitemaps). */
const MAX_SITEMAP_DOCUMENTS = 3;

export async function scrapeJsonLdSitemap(config: JsonLdSitemapScraperConfig, s: ScrapeSession): Promise<void> {
  const pages: string[] = [];
  const queue = [config.sitemap_url];
  for (let read = 0; queue.length > 0 && read < MAX_SITEMAP_DOCUMENTS && pages.length < config.max_pages; read++) {
    const sitemapUrl = queue.shift()!;
    const fetched = await s.fetchPage(sitemapUrl, "xml");
    if (!fetched) continue;
    const sitemap = parseSitemap(fetched.body);
    if (sitemap.kind === "none") s.addError(sitemapUrl, "Not a sitemap (no <urlset> or <sitemapindex>)");
    // One level of index only: the sitemaps an index lists are read, their own indexes are not.
    if (sitemap.kind === "index" && read === 0) queue.push(...productSitemaps(sitemap.sitemaps));
    pages.push(...productPages(sitemap.pages, config.product_url_contains));
  }
  const seen = new Set<string>();
  for (const url of pages) {
    if (seen.size >= config.max_pages) break;
    if (seen.has(url)) continue;
    seen.add(url);
    const fetched = await s.fetchPage(url, "html");
    if (!fetched) continue;
    s.take(url, extractJsonLdProductPage(fetched.body, fetched.url, config));
  }
}
