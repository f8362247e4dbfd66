import type { ScraperConfigInput } from "../engine/config";

/**
 * The four sample stores the Scraping Administration adds ("Add Sample Stores"), pointing at the
 * demo store sites (./server.ts) served on 127.0.0.1 next to the app: an API supermarket, two HTML
 * supermarkets (JSON-LD; CSS selectors with a 1.5 s politeness delay) and a butcher read with a
 * pattern, with the spec's delays of 1000, 1500 and 2000 ms. Names match the validation steps.
 */

export interface SampleStore {
  name: string;
  store_type: "supermarket" | "butcher";
  currency: "NZD";
  country: "NZ";
  config: ScraperConfigInput;
}

export const DEMO_USER_AGENT = "CartwiseBot/1.0 (+demo price comparison)";

/** `baseUrl` is the demo sites' origin, e.g. "http://127.0.0.1:4010" (no trailing slash needed). */
export function sampleStoreConfigs(baseUrl: string): SampleStore[] {
  const base = baseUrl.replace(/\/+$/, "");
  return [
    {
      name: "Countdown",
      store_type: "supermarket",
      currency: "NZD",
      country: "NZ",
      config: {
        scraper_type: "api",
        api_endpoint: `${base}/countdown/api/products?page={page}&size=24`,
        items_path: "$.data.products[*]",
        field_mappings: {
          name: "$.title",
          price: "$.price.now",
          brand: "$.brand",
          size: "$.pack_size",
          in_stock: "$.available",
          url: "$.url",
          unit_price: "$.unit_price.amount",
          unit_type: "$.unit_price.per",
        },
        max_pages: 5,
        delay_ms: 1000,
        user_agent: DEMO_USER_AGENT,
      },
    },
    {
      name: "New World",
      store_type: "supermarket",
      currency: "NZD",
      country: "NZ",
      config: {
        scraper_type: "html",
        base_url: `${base}/new-world/shop/groceries?page=1`,
        strategy: "json_ld",
        next_page: "a[rel=next]",
        max_pages: 5,
        delay_ms: 1000,
        user_agent: DEMO_USER_AGENT,
      },
    },
    {
      name: "Pak'nSave",
      store_type: "supermarket",
      currency: "NZD",
      country: "NZ",
      config: {
        scraper_type: "html",
        base_url: `${base}/paknsave/shop?page=1`,
        strategy: "selectors",
        selectors: {
          item: ".product-card",
          name: ".product-card__name",
          price: ".product-card__price",
          brand: ".product-card__brand",
          size: ".product-card__size",
          out_of_stock: ".product-card__badge--oos",
          url: "a.product-card__link",
        },
        next_page: "nav.pagination a.next",
        max_pages: 5,
        delay_ms: 1500,
        user_agent: DEMO_USER_AGENT,
      },
    },
    {
      name: "Local Butcher",
      store_type: "butcher",
      currency: "NZD",
      country: "NZ",
      config: {
        scraper_type: "html",
        base_url: `${base}/butcher/`,
        strategy: "pattern",
        product_pattern:
          '<li class="cut[^"]*">\\s*<a href="(?<url>[^"]+)">\\s*<h3 class="cut-name">(?<name>[^<]+)</h3>\\s*</a>\\s*<p class="cut-size">(?<size>[^<]*)</p>\\s*<p class="cut-price">(?<price>.*?)</p>\\s*<p class="stock">(?<in_stock>[^<]*)</p>',
        max_pages: 2,
        delay_ms: 2000,
        user_agent: DEMO_USER_AGENT,
      },
    },
  ];
}
