import "server-only";
import type { ApiScraperConfig, HtmlScraperConfig, ScraperConfig, ScraperConfigInput } from "./engine/config";
import type { PageExtraction } from "./engine/extract";
import { scrapeJsonLdSitemap, scrapeShopify, scrapeWooCommerce } from "./run-platforms";
import { extractInWorker, PageBudgetError } from "./extract-pool";
import { dedupeProducts } from "./engine/normalise";
import { ALLOW_ALL, DISALLOW_ALL, parseRobots, type RobotsRules } from "./engine/robots";
import { validateScraperConfig } from "./engine/validate";
import { apiPageUrl } from "./engine/strategies/api";
import { GuardedFetcher, type Expect } from "./fetch/guarded-fetch";
import { ScrapeFetchError, parseAllowedHosts, type GuardPolicy } from "./fetch/ssrf";
import type { ScrapeError, ScrapeLimits, ScrapeOptions, ScrapeResult, ScrapedProduct } from "./types";

/**
 * One scrape of one store configuration: fetch (guarded, polite, bounded) → extract (pure engine) →
 * dedupe. Never throws for a store's failure: everything that went wrong is in `errors`, so callers
 * (ingest, the admin's Test, the CLI) can log it and decide. Writes nothing.
 */

export const DEFAULT_USER_AGENT = "CartwiseBot/1.0 (+price comparison; respects robots.txt)";

export const DEFAULT_RUN_LIMITS: ScrapeLimits = {
  pageTimeoutMs: 15_000,
  headersTimeoutMs: 5_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
  maxPagesPerRun: 100,
  maxRunMs: 180_000,
};

const MAX_ERRORS = 50;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }
    function onAbort() {
      clearTimeout(timer);
      reject(new ScrapeFetchError("aborted", "The scrape was stopped"));
    }
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
  });
}

export class ScrapeSession {
  readonly products: ScrapedProduct[] = [];
  readonly errors: ScrapeError[] = [];
  pagesFetched = 0;
  private readonly robots = new Map<string, Promise<RobotsRules>>();
  private readonly lastRequestAt = new Map<string, number>();

  constructor(
    private readonly fetcher: GuardedFetcher,
    private readonly signal: AbortSignal,
    private readonly userAgent: string,
    private readonly delayMs: number,
    private readonly limits: ScrapeLimits,
    private readonly options: ScrapeOptions,
  ) {}

  addError(url: string | null, message: string): void {
    if (this.errors.length < MAX_ERRORS) this.errors.push({ url, message });
  }

  private robotsFor(url: URL): Promise<RobotsRules> {
    const origin = url.origin;
    let rules = this.robots.get(origin);
    if (!rules) {
      rules = this.fetcher
        .get(`${origin}/robots.txt`, { userAgent: this.userAgent, expect: "text", signal: this.signal, anyStatus: true })
        .then(
          (res) => {
            if (res.status >= 500) {
              this.addError(res.url, `robots.txt answered HTTP ${res.status}: the site is not scraped until it answers`);
              return DISALLOW_ALL;
            }
            return res.status >= 400 ? ALLOW_ALL : parseRobots(res.body, this.userAgent);
          },
          (err: unknown) => {
            // A site that serves robots.txt as HTML (a soft 404) has no robots rules.
            if (err instanceof ScrapeFetchError && err.code === "bad_content_type") return ALLOW_ALL;
            throw err;
          },
        );
      this.robots.set(origin, rules);
    }
    return rules;
  }

  /** Fetches one page politely; null (with an error recorded) when it cannot or may not be fetched. */
  async fetchPage(rawUrl: string, expect: Expect): Promise<{ url: string; body: string } | null> {
    if (this.signal.aborted) return null;
    if (this.pagesFetched >= this.limits.maxPagesPerRun) {
      this.addError(rawUrl, `Stopped after ${this.limits.maxPagesPerRun} pages (the per-run page limit)`);
      return null;
    }
    try {
      const url = new URL(rawUrl);
      const rules = await this.robotsFor(url);
      if (!rules.isAllowed(url.pathname + url.search)) {
        this.options.log?.("robots_disallowed", { url: rawUrl, userAgent: this.userAgent });
        this.addError(rawUrl, "robots.txt does not allow this page for our user agent");
        return null;
      }
      const delay = Math.max(this.delayMs, (rules.crawlDelaySeconds ?? 0) * 1000);
      const last = this.lastRequestAt.get(url.host);
      if (last !== undefined) await sleep(last + delay - Date.now(), this.signal);
      this.lastRequestAt.set(url.host, Date.now());
      this.options.onProgress?.({ pagesFetched: this.pagesFetched, productsFound: this.products.length, currentUrl: rawUrl });
      const page = await this.fetcher.get(rawUrl, { userAgent: this.userAgent, expect, signal: this.signal });
      this.lastRequestAt.set(url.host, Date.now());
      this.pagesFetched++;
      return { url: page.url, body: page.body };
    } catch (err) {
      if (err instanceof ScrapeFetchError) {
        this.addError(rawUrl, err.code === "aborted" ? this.stopReason() : err.message);
      } else if (err instanceof TypeError) {
        this.addError(rawUrl, "Not a valid URL");
      } else {
        this.addError(rawUrl, "Could not fetch the page");
      }
      return null;
    }
  }

  stopReason(): string {
    return this.options.signal?.aborted ? "The scrape was stopped" : `Stopped after ${this.limits.maxRunMs / 1000} s (the per-run time limit)`;
  }

  take(url: string, extraction: PageExtraction): void {
    this.products.push(...extraction.products);
    for (const w of extraction.warnings) this.addError(url, w);
    this.options.onProgress?.({ pagesFetched: this.pagesFetched, productsFound: dedupeProducts(this.products).length, currentUrl: url });
  }
}

async function scrapeApi(config: ApiScraperConfig, s: ScrapeSession): Promise<void> {
  for (let page = 1; page <= config.max_pages; page++) {
    const url = apiPageUrl(config.api_endpoint, page);
    if (!url) break;
    const fetched = await s.fetchPage(url, "json");
    if (!fetched) break;
    let extraction: PageExtraction;
    try {
      extraction = await extractInWorker({ kind: "api", body: fetched.body, pageUrl: fetched.url, config });
    } catch (err) {
      s.addError(url, err instanceof PageBudgetError ? err.message : "The items_path or a field mapping could not be evaluated on this answer");
      break;
    }
    s.take(url, extraction);
    if (extraction.products.length + extraction.skipped === 0) break; // an empty page ends pagination
  }
}

async function scrapeHtml(config: HtmlScraperConfig, s: ScrapeSession): Promise<void> {
  const visited = new Set<string>();
  for (const start of [config.base_url, ...(config.start_urls ?? [])]) {
    let url: string | null = start;
    for (let page = 1; url && page <= config.max_pages && !visited.has(url); page++) {
      visited.add(url);
      const fetched = await s.fetchPage(url, "html");
      if (!fetched) break;
      let extraction: PageExtraction;
      try {
        extraction = await extractInWorker({ kind: "html", body: fetched.body, pageUrl: fetched.url, config });
      } catch (err) {
        s.addError(url, err instanceof PageBudgetError || (err instanceof Error && err.name === "PatternError") ? err.message : "A selector or the pattern could not be applied to this page");
        break;
      }
      s.take(url, extraction);
      url = extraction.nextUrl;
    }
  }
}

export async function runScrape(config: ScraperConfig | ScraperConfigInput | unknown, options: ScrapeOptions): Promise<ScrapeResult> {
  const started = Date.now();
  const validated = validateScraperConfig(config);
  if (!validated.ok) {
    return {
      products: [],
      pagesFetched: 0,
      errors: validated.issues.map((i) => ({ url: null, message: i.path ? `${i.path}: ${i.message}` : i.message })),
      durationMs: Date.now() - started,
    };
  }
  const cfg = validated.config;
  // Callers without their own sink still get one warn line per refusal (R-27's "ssrf_blocked" line).
  if (!options.log) {
    const { logger } = await import("@/server/logger");
    options = { ...options, log: (event, fields) => logger.warn({ event, ...fields }, `scrape ${event}`) };
  }
  const limits: ScrapeLimits = { ...DEFAULT_RUN_LIMITS, ...options.limits };
  const policy: GuardPolicy = {
    allowedHosts: parseAllowedHosts(options.allowedHosts),
    allowAnyPort: options.allowAnyPort,
    resolve: options.resolve,
    onBlocked: (info) => options.log?.("ssrf_blocked", info),
  };
  const runDeadline = AbortSignal.timeout(limits.maxRunMs);
  const signal = options.signal ? AbortSignal.any([options.signal, runDeadline]) : runDeadline;
  const fetcher = new GuardedFetcher(policy, limits);
  const session = new ScrapeSession(fetcher, signal, cfg.user_agent ?? DEFAULT_USER_AGENT, cfg.delay_ms, limits, options);
  try {
    if (cfg.scraper_type === "api") await scrapeApi(cfg, session);
    else if (cfg.scraper_type === "html") await scrapeHtml(cfg, session);
    else if (cfg.scraper_type === "shopify") await scrapeShopify(cfg, session);
    else if (cfg.scraper_type === "woocommerce") await scrapeWooCommerce(cfg, session);
    else await scrapeJsonLdSitemap(cfg, session);
  } finally {
    await fetcher.close();
  }
  if (signal.aborted && !session.errors.some((e) => e.message === session.stopReason())) session.addError(null, session.stopReason());
  const products = dedupeProducts(session.products);
  return { products, pagesFetched: session.pagesFetched, errors: session.errors, durationMs: Date.now() - started };
}
