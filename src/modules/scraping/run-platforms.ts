import "server-only";
import type { JsonLdSitemapScraperConfig, ShopifyScraperConfig, WooCommerceScraperConfig } from "./engine/config";
import { extractShopifyPage, extractWooPage, type PageExtraction } from "./engine/extract";
import { extractInWorker, PageBudgetError } from "./extract-pool";
import { parseSitemap, productPages, productSitemaps } from "./engine/strategies/sitemap";
import { shopifyPageUrl } from "./engine/strategies/shopify";
import { wooPageUrl } from "./engine/strategies/woocommerce";
import type { ScrapeSession } from "./run-scrape";

/**
 * The platform kinds' runs (decision 035), with the same session as the other kinds: robots.txt,
 * per-host delay, page and time limits, guarded fetching. Pagination stops at max_pages, at an
 * empty page, at a page shorter than the one before (the last page of a fixed-size pager), or at a
 * page with nothing new (a server that ignores `page`). A short first page does not stop it: some
 * servers ignore the page size asked for.
 */
class Pager {
  private previous: number | null = null;
  private readonly seen = new Set<string>();

  /** Whether to ask for the next page after one that listed `items` entries yielding `products`. */
  next(items: number, products: PageExtraction["products"]): boolean {
    let fresh = 0;
    for (const p of products) {
      const key = p.url ?? `${p.name}|${p.price}`;
      if (!this.seen.has(key)) {
        this.seen.add(key);
        fresh++;
      }
    }
    const shorter = this.previous !== null && items < this.previous;
    this.previous = items;
    return items > 0 && fresh > 0 && !shorter;
  }
}

async function scrapePaged(s: ScrapeSession, maxPages: number, urlOf: (page: number) => string, extract: (body: string) => PageExtraction & { items: number }): Promise<void> {
  const pager = new Pager();
  for (let page = 1; page <= maxPages; page++) {
    const url = urlOf(page);
    const errorsBefore = s.errors.length;
    const fetched = await s.fetchPage(url, "json");
    if (!fetched) {
      // WordPress answers 400 (rest_post_invalid_page_number) past the last page: the end, not a failure.
      if (page > 1 && s.errors.length === errorsBefore + 1 && /^HTTP 400\b/.test(s.errors[errorsBefore].message)) s.errors.pop();
      break;
    }
    const extraction = extract(fetched.body);
    s.take(url, extraction);
    if (!pager.next(extraction.items, extraction.products)) break;
  }
}

export async function scrapeShopify(config: ShopifyScraperConfig, s: ScrapeSession): Promise<void> {
  await scrapePaged(s, config.max_pages, (page) => shopifyPageUrl(config.shop_url, page, config.page_size), (body) => extractShopifyPage(body, config));
}

export async function scrapeWooCommerce(config: WooCommerceScraperConfig, s: ScrapeSession): Promise<void> {
  await scrapePaged(s, config.max_pages, (page) => wooPageUrl(config.shop_url, page, config.page_size), (body) => extractWooPage(body));
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
    // Product pages are HTML: parsed in the extraction workers, off the request path (decision 030).
    try {
      s.take(url, await extractInWorker({ kind: "json_ld_product", body: fetched.body, pageUrl: fetched.url, config }));
    } catch (err) {
      s.addError(url, err instanceof PageBudgetError ? err.message : "The page's JSON-LD could not be read");
    }
  }
}
