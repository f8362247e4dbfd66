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
}
