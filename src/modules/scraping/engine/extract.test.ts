import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scraperConfigSchema, type ApiScraperConfig, type HtmlScraperConfig } from "./config";
import { extractApiPage, extractHtmlPage } from "./extract";
import { dedupeProducts } from "./normalise";

/** Golden extraction per strategy against saved pages in tests/fixtures/scraping. */
const fixture = (name: string) => fs.readFileSync(path.resolve(import.meta.dirname, "../../../../tests/fixtures/scraping", name), "utf8");
const html = (config: object) => scraperConfigSchema.parse({ scraper_type: "html", base_url: "https://shop.example/shop", ...config }) as HtmlScraperConfig;
const p = (name: string, price: number, brand: string | null, size: string | null, unitPrice: number | null, unitType: string | null, inStock: boolean, url: string | null) => ({
  name, price, brand, size, unitPrice, unitType, inStock, url,
});

const SHELF = html({
  selectors: { item: ".card", name: ".card__name", price: ".card__price", brand: ".card__brand", size: ".card__size", out_of_stock: ".badge--oos", url: "a.card__link" },
  next_page: ".pager__next",
});

describe("selectors strategy — every shelf-label price form", () => {
  const result = extractHtmlPage(fixture("selectors-shelf.html"), "https://shop.example/shop", SHELF);
  const products = dedupeProducts(result.products);
  const u = (slug: string) => `https://shop.example/p/${slug}`;

  it("reads each card's current price, unit price and stock", () => {
    expect(products).toEqual([
      p("Anchor Blue Top Milk", 4.49, "Anchor", "2L", 2.25, "L", true, u("anchor-blue-top-2l")),
      p("Bananas", 0.99, null, "each", 0.99, "each", true, u("bananas")),
      p('Smart TV 55"', 1299, null, "each", 1299, "each", true, u("tv")),
      p("Vogel's Original Mixed Grain", 3.99, "Vogel's", "750g", 5.32, "kg", true, u("vogels")),
      p("Mainland Tasty Cheese", 13.49, "Mainland", "1kg", 13.49, "kg", true, u("cheese")),
      p("Bluebird Original Chips", 2.5, "Bluebird", "150g", 16.67, "kg", true, u("chips")),
      p("Beef Mince", 12.99, null, "per kg", 12.99, "kg", true, u("mince")),
      p("Moccona Classic Medium Roast", 13.99, "Moccona", "200g", 7, "100g", true, u("coffee")),
      p("Westgold Butter", 6.49, "Westgold", "500g", 12.98, "kg", true, u("butter")),
      p("Farmer Brown Free Range Eggs", 8.99, "Farmer Brown", "12pk", 0.75, "each", true, u("eggs")),
      p("Fresh ’n Fruity Yoghurt", 5.79, "Fresh ’n Fruity", "6 x 125g", 7.72, "kg", true, u("yoghurt")),
      p("Just Juice Apple", 3.49, "Just Juice", "1.5L", 2.33, "L", true, u("juice")),
      p("Coca-Cola", 9.99, "Coca-Cola", "6 x 330ml", 5.05, "L", false, u("coke")),
    ]);
  });

  it("removes the sponsored repeat (keeping the plain link), skips the card without a price, finds the next page", () => {
    expect(result.products.filter((x) => x.name === "Anchor Blue Top Milk")).toHaveLength(2);
    expect(products.filter((x) => x.name === "Anchor Blue Top Milk")).toHaveLength(1);
    expect(result.skipped).toBe(1);
    expect(result.nextUrl).toBe("https://shop.example/shop?page=2");
  });

  it("takes the club price only when the config opts in", () => {
    const member = extractHtmlPage(fixture("selectors-shelf.html"), "https://shop.example/shop", { ...SHELF, use_member_price: true });
    expect(member.products.find((x) => x.name === "Westgold Butter")?.price).toBe(5.49);
  });
});

describe("json_ld strategy", () => {
  const config = html({ strategy: "json_ld", next_page: "a[rel=next]" });

  it("reads ItemList products in @graph: unit price specs, strikethrough, member offers, AggregateOffer, entities", () => {
    const result = extractHtmlPage(fixture("json-ld-list.html"), "https://shop.example/g", config);
    expect(result.products).toEqual([
      p("Meadow Fresh Original Milk", 4.29, "Meadow Fresh", "2L", 2.15, "L", true, "https://shop.example/p/mf-milk-2l"),
      { ...p("Tip Top Toast Bread White", 2.5, "Tip Top", "700g", 3.57, "kg", false, "https://shop.example/p/tip-top-white"), wasPrice: 3.99 },
      p("Lamb Leg", 18.99, null, "per kg", 18.99, "kg", true, "https://shop.example/p/lamb-leg"),
      p("Whittaker's Creamy Milk Chocolate", 6.49, "Whittaker's", "250g", 25.96, "kg", true, "https://shop.example/p/whittakers"),
      p("Bananas", 0.69, null, null, null, null, true, "https://shop.example/p/bananas"),
    ]);
    expect(result.skipped).toBe(1); // "Mystery Item" has no offer
    expect(result.warnings).toEqual(["1 JSON-LD block(s) were not valid JSON"]);
    expect(result.nextUrl).toBe("https://shop.example/g?page=2");
  });

  it("reads a was/now special's sale end where the page states one (decision 054), and only for a special", () => {
    const result = extractHtmlPage(fixture("json-ld-sale-ends.html"), "https://shop.example/s", config);
    const u = (slug: string) => `https://shop.example/p/${slug}`;
    expect(result.products).toEqual([
      { ...p("Anchor Butter", 3, null, "500g", 6, "kg", true, u("anchor-butter")), wasPrice: 4.5, saleEndsAt: "2026-11-29" },
      p("Pams Flour", 2, null, "1.5kg", 1.33, "kg", true, u("pams-flour")), // a priceValidUntil on a regular price is no sale end
      { ...p("Mainland Cheese", 5, null, "1kg", 5, "kg", true, u("mainland")), wasPrice: 6, saleEndsAt: "2026-12-01T10:59:59.000Z" },
      p("Odd Was Price", 2.5, null, null, null, null, true, u("odd")), // "was" below the price: not a special
      { ...p("Bad Date Special", 4, null, null, null, null, true, u("bad-date")), wasPrice: 5 }, // 30 Feb is no date
    ]);
  });

  it("uses a member-tier offer when opted in", () => {
    const result = extractHtmlPage(fixture("json-ld-list.html"), "https://shop.example/g", { ...config, use_member_price: true });
    expect(result.products.find((x) => x.name.startsWith("Whittaker"))?.price).toBe(4.99);
  });

  it("falls back to microdata when a page has no JSON-LD", () => {
    const result = extractHtmlPage(fixture("microdata.html"), "https://shop.example/d", config);
    expect(result.products).toEqual([
      p("Kalamata Olives", 5.49, "Delmaine", "280g", 19.61, "kg", true, null),
      p("Brie", 7.99, null, null, null, null, false, null),
    ]);
  });
});

describe("pattern strategy (RE2)", () => {
  const config = html({
    product_pattern: '<li class="cut"><b class="n">(?<name>[^<]+)</b><i class="p">(?<price>.*?)</i><em>(?<in_stock>[^<]*)</em></li>',
  });

  it("decodes entities and tags in captures and reads per-kg and was/now prices", () => {
    expect(config.strategy).toBe("pattern");
    const result = extractHtmlPage(fixture("butcher-pattern.html"), "https://shop.example/b", config);
    expect(result.products).toEqual([
      p("Beef Scotch Fillet", 42.99, null, null, 42.99, "kg", true, null),
      p("Pork & Fennel Sausages", 15.99, null, null, 15.99, "kg", false, null),
      p("Lamb Shanks", 8.5, null, null, 8.5, "each", true, null),
      p("Chicken Thigh Fillets", 13.99, null, null, 13.99, "kg", true, null),
    ]);
    expect(result.skipped).toBe(1); // "Ask in store"
  });
});

describe("api strategy (JSONPath)", () => {
  const config = scraperConfigSchema.parse({
    scraper_type: "api",
    api_endpoint: "https://api.example/p?page={page}",
    items_path: "$.data.products[*]",
    field_mappings: { name: "$.title", price: "$.price.now", brand: "$.brand", size: "$.pack_size", in_stock: "$.available", url: "$.url", unit_price: "$.unit_price.amount", unit_type: "$.unit_price.per" },
  }) as ApiScraperConfig;

  it("maps fields relative to each item, reads numbers and printed prices, resolves links", () => {
    const result = extractApiPage(fixture("api-page.json"), config, "https://api.example/p?page=1");
    expect(dedupeProducts(result.products)).toEqual([
      p("Anchor Blue Top Milk", 4.49, "Anchor", "2L", 2.25, "L", true, "https://api.example/p/anchor-2l"),
      p("Pams Butter", 5.99, "Pams", "500g", 11.98, "kg", true, "https://api.example/p/pams-butter"),
      p("Watties Baked Beans", 2, "Watties", "420g", 4.76, "kg", false, "https://api.example/p/beans"),
      p("Scotch Fillet", 39.99, null, "per kg", 39.99, "kg", true, "https://api.example/p/scotch"),
      p("Coffee Beans", 27.99, "Havana", "1kg", 2.8, "100g", true, "https://api.example/p/havana"),
    ]);
    expect(result.skipped).toBe(1);
  });

  it("reports an answer that is not JSON instead of throwing", () => {
    expect(extractApiPage("<html>", config, "https://api.example/p").warnings).toEqual(["The API answer is not valid JSON"]);
  });
});
