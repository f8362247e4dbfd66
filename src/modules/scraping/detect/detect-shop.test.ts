import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoItems, offerFor } from "../demo-sites/catalogue";
import { startDemoSites, type DemoSites } from "../demo-sites/server";
import { parseScraperConfig, type ScraperConfigInput } from "../engine/config";
import { runScrape } from "../run-scrape";
import { candidateBases, detectShop, normaliseShopUrl } from "./detect-shop";

/**
 * "Add a shop by its URL" against the demo platform shops (real HTTP on 127.0.0.1): the platform is
 * recognised, the proposed configuration validates, and running it yields every product the shop
 * sells at the shop's own current price.
 */

const DAY = new Date("2026-03-02T09:00:00Z");
let sites: DemoSites;
let allowedHosts: string[];

beforeAll(async () => {
  sites = (await startDemoSites({ port: 0, now: () => DAY }))!;
  allowedHosts = [`127.0.0.1:${sites.port}`];
});
afterAll(async () => {
  await sites.close();
});

const fast = (config: ScraperConfigInput | null) => ({ ...(config as Record<string, unknown>), delay_ms: 0 });

async function detect(path: string) {
  return detectShop(`${sites.url}${path}`, { allowedHosts, delayMs: 0, log: () => undefined });
}

describe("detectShop on the demo platform shops", () => {
  it("Shopify-like shop: platform shopify, and the configuration yields every variant at its price", async () => {
    const d = await detect("/harbour-grocer/");
    expect(d.platform).toBe("shopify");
    expect(d.config).toEqual({ scraper_type: "shopify", shop_url: `${sites.url}/harbour-grocer`, page_size: 250, max_pages: 20, delay_ms: 1000 });
    expect(d.evidence.at(-1)).toMatch(/Shopify's products\.json/);
    expect(parseScraperConfig(d.config).ok).toBe(true);

    const result = await runScrape(fast(d.config), { allowedHosts, log: () => undefined });
    expect(result.errors).toEqual([]);
    const truth = demoItems("harbour-grocer").map(({ entry }) => offerFor("harbour-grocer", entry, DAY));
    expect(result.products).toHaveLength(truth.length); // one product per variant, none lost to dedupe
    expect(result.products.map((p) => p.price).sort()).toEqual(truth.map((o) => o.cents / 100).sort());
    expect(result.products.filter((p) => !p.inStock)).toHaveLength(truth.filter((o) => !o.inStock).length);
    expect(result.products.some((p) => /\?variant=\d+$/.test(p.url ?? "") && / - \S+/.test(p.name))).toBe(true);
  });

  it("WooCommerce-like shop: platform woocommerce, prices read from minor units, pagination capped by max_pages", async () => {
    const d = await detect("/corner-deli");
    expect(d.platform).toBe("woocommerce");
    expect(d.config).toMatchObject({ scraper_type: "woocommerce", shop_url: `${sites.url}/corner-deli` });
    expect(d.evidence.at(-1)).toMatch(/NZD with 2 minor digits/);

    const truth = demoItems("corner-deli").map(({ item, entry }) => ({ item, offer: offerFor("corner-deli", entry, DAY) }));
    expect(truth.length).toBeGreaterThan(100); // more than one page of 100
    const all = await runScrape(fast(d.config), { allowedHosts, log: () => undefined });
    expect(all.errors).toEqual([]);
    expect(all.pagesFetched).toBe(Math.ceil(truth.length / 100));
    expect(all.products.map((p) => p.price).sort()).toEqual(truth.map((t) => t.offer.cents / 100).sort());
    // Names arrive HTML-escaped (&#8217;, &amp;) and are decoded.
    expect(all.products.every((p) => !/&#?\w+;/.test(p.name))).toBe(true);

    const capped = await runScrape({ ...fast(d.config), page_size: 20, max_pages: 2 }, { allowedHosts, log: () => undefined });
    expect(capped.pagesFetched).toBe(2);
    expect(capped.products).toHaveLength(40);
  });

  it("JSON-LD shop with a sitemap index: platform json_ld_sitemap, product pages read from the products sitemap", async () => {
    const d = await detect("/green-market/");
    expect(d.platform).toBe("json_ld_sitemap");
    expect(d.config).toEqual({ scraper_type: "json_ld_sitemap", sitemap_url: `${sites.url}/green-market/sitemap.xml`, product_url_contains: "/products/", max_pages: 50, delay_ms: 1000 });
    const result = await runScrape(fast(d.config), { allowedHosts, log: () => undefined });
    const truth = demoItems("green-market").map(({ entry }) => offerFor("green-market", entry, DAY));
    expect(result.errors).toEqual([]);
    expect(result.products.map((p) => p.price).sort()).toEqual(truth.map((o) => o.cents / 100).sort());
    expect(result.pagesFetched).toBe(2 + truth.length); // index + products sitemap + one page per product
  });

  it("an HTML shop with JSON-LD listings: unknown platform, first guess json_ld with rel=next", async () => {
    const d = await detect("/new-world/shop/groceries");
    expect(d.platform).toBe("unknown");
    expect(d.config).toMatchObject({ scraper_type: "html", strategy: "json_ld", next_page: "a[rel=next]" });
    const result = await runScrape(fast(d.config), { allowedHosts, log: () => undefined });
    expect(result.products.length).toBeGreaterThan(20);
  });

  it("a page with nothing recognisable: unknown, no configuration, evidence of each probe", async () => {
    const d = await detect("/butcher/");
    expect(d).toMatchObject({ platform: "unknown", config: null });
    expect(d.evidence.some((e) => /products\.json.*HTTP 404/.test(e))).toBe(true);
    expect(d.evidence.at(-1)).toMatch(/no schema\.org products/);
  });

  it("goes through the SSRF guard: a loopback port not on the allow-list is refused, nothing detected", async () => {
    const other = http.createServer((_req, res) => res.end(JSON.stringify({ products: [] })));
    await new Promise<void>((r) => other.listen(0, "127.0.0.1", () => r()));
    const port = (other.address() as { port: number }).port;
    try {
      const d = await detectShop(`http://127.0.0.1:${port}/`, { allowedHosts, delayMs: 0, log: () => undefined });
      expect(d.platform).toBe("unknown");
      expect(d.config).toBeNull();
      expect(d.evidence.join("\n")).toMatch(/Refused to connect/);
    } finally {
      other.close();
    }
  });

  it("refuses what is not an http(s) address", async () => {
    expect((await detectShop("ftp://shop.example", { allowedHosts, delayMs: 0 })).evidence[0]).toMatch(/not an http/);
    expect(normaliseShopUrl("shop.example")?.toString()).toBe("https://shop.example/");
    expect(candidateBases(new URL("https://a.example/shop/collections/all"))).toEqual(["https://a.example", "https://a.example/shop", "https://a.example/shop/collections/all"]);
  });
});
