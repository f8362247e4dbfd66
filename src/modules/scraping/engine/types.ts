/**
 * The contract between the scraper engine (pure parsing + guarded fetching) and its users
 * (ingest, scheduler, admin screens, the `npm run scrape` CLI). Engine: ./engine, ./fetch.
 */

/** One product as a store's page or API shows it; nulls where the page shows nothing. */
export interface ScrapedProduct {
  name: string;
  /** The price anyone pays, in the store's currency, as a decimal number (3.49). Per-kg items: price per kg. */
  price: number;
  brand: string | null;
  size: string | null;
  /** Price per unitType (e.g. 0.35 per 100g, 12.99 per kg) where the page shows or implies one. */
  unitPrice: number | null;
  unitType: string | null;
  inStock: boolean;
  url: string | null;
  /** On a was/now special: the "was" price (absent otherwise). */
  wasPrice?: number;
  /**
   * The special's end where the source states one (absent otherwise): "YYYY-MM-DD" (to the end of
   * that day in the store's zone) or an ISO instant. Ingest stores it as prices.valid_until.
   */
  saleEndsAt?: string;
}

export interface ScrapeError {
  /** The page (or API request) the error belongs to, when there is one. */
  url: string | null;
  message: string;
}

export interface ScrapeProgress {
  pagesFetched: number;
  productsFound: number;
  currentUrl: string | null;
}

export interface ScrapeResult {
  products: ScrapedProduct[];
  pagesFetched: number;
  errors: ScrapeError[];
  durationMs: number;
}

export interface ScrapeOptions {
  /** host:port pairs allowed even though they are loopback/private (SCRAPER_ALLOWED_HOSTS): demo sites, tests. */
  allowedHosts: string[];
  signal?: AbortSignal;
  onProgress?: (p: ScrapeProgress) => void;
  /** Structured events (e.g. "ssrf_blocked", "robots_disallowed") for the caller's logger; never stdout. */
  log?: (event: string, fields: Record<string, unknown>) => void;
  /** Tighter or looser bounds (tests, the CLI); defaults in run-scrape.ts (DEFAULT_RUN_LIMITS). */
  limits?: Partial<ScrapeLimits>;
  /** Tests only: the resolver the guarded connection uses, and leave ports other than 80/443 open. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
  allowAnyPort?: boolean;
}

export interface ScrapeLimits {
  /** One page, connect to last byte. */
  pageTimeoutMs: number;
  headersTimeoutMs: number;
  /** One page's body; longer bodies are cut off and the page fails. */
  maxBytes: number;
  maxRedirects: number;
  /** All pages of one run (on top of the config's max_pages per listing). */
  maxPagesPerRun: number;
  /** The whole run, delays included. */
  maxRunMs: number;
}
