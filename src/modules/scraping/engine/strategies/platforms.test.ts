import { describe, expect, it } from "vitest";
import { parseScraperConfig } from "../config";
import { extractShopifyPage, extractWooPage } from "../extract";
import { isShopifyProducts } from "./shopify";
import { parseSitemap, productSitemaps } from "./sitemap";
import { fromMinorUnits, isWooProducts } from "./woocommerce";

const shopify = { scraper_type: "shopify" as const, shop_url: "https://shop.example", page_size: 250, max_pages: 5, delay_ms: 0 };

describe("shopify products.json", () => {
  const body = JSON.stringify({
    products: [
      {
        id: 1, title: "Free Range Eggs", handle: "free-range-eggs", vendor: "Henergy",
        variants: [
          { id: 11, title: "6 pack", price: "5.49", available: true, grams: 400, compare_at_price: null },
          { id: 12, title: "12 pack", price: "9.99", available: false, grams: 800, compare_at_price: "10.99" },
        ],
      },
      { id: 2, title: "Sourdough Loaf 800g", handle: "sourdough", vendor: "", variants: [{ id: 21, title: "Default Title", price: "8.00", available: true }] },
    ],
  });

  it("reads one product per variant with the variant's price and availability", () => {
    const page = extractShopifyPage(body, shopify);
    expect(page.items).toBe(2);
    expect(page.products.map((p) => [p.name, p.price, p.inStock, p.size, p.url])).toEqual([
      ["Free Range Eggs - 6 pack", 5.49, true, "6 pack", "https://shop.example/products/free-range-eggs?variant=11"],
      ["Free Range Eggs - 12 pack", 9.99, false, "12 pack", "https://shop.example/products/free-range-eggs?variant=12"],
      ["Sourdough Loaf 800g", 8, true, "800g", "https://shop.example/products/sourdough"],
    ]);
    expect(page.products[0].brand).toBe("Henergy");
    expect(page.products[2].brand).toBeNull();
  });

  it("recognises the shape", () => {
    expect(isShopifyProducts(JSON.parse(body))).toBe(true);
    expect(isShopifyProducts({ products: [{ title: "x" }] })).toBe(false);
    expect(isShopifyProducts([])).toBe(false);
  });
});

describe("woocommerce store api", () => {
  it("turns minor units into amounts with the currency's digits", () => {
    expect(fromMinorUnits("349", 2)).toBe(3.49);
    expect(fromMinorUnits("398", 0)).toBe(398);
    expect(fromMinorUnits("1250", 3)).toBe(1.25);
    expect(fromMinorUnits("3.49", 2)).toBeNull();
  });

  it("reads name (entities decoded), price, stock and link", () => {
    const body = JSON.stringify([
      { id: 5, name: "Whittaker&#8217;s Dark &amp; Almond 250g", permalink: "https://deli.example/product/w/", is_in_stock: true, brands: [{ name: "Whittaker&#8217;s" }], prices: { price: "649", currency_code: "NZD", currency_minor_unit: 2 } },
      { id: 6, name: "Olives", permalink: "https://deli.example/product/o/", is_in_stock: false, prices: { price: "1200", currency_minor_unit: 2 } },
    ]);
    const page = extractWooPage(body);
    expect(page.products.map((p) => [p.name, p.price, p.inStock, p.brand])).toEqual([
      ["Whittaker’s Dark & Almond 250g", 6.49, true, "Whittaker’s"],
      ["Olives", 12, false, null],
    ]);
    expect(isWooProducts(JSON.parse(body))).toBe(true);
    expect(isWooProducts({ products: [] })).toBe(false);
  });
});

describe("sitemaps", () => {
  it("reads a urlset and an index, preferring product sitemaps", () => {
    const urlset = parseSitemap('<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc> https://s.example/products/a </loc></url><url><loc>javascript:alert(1)</loc></url></urlset>');
    expect(urlset).toEqual({ kind: "urlset", pages: ["https://s.example/products/a"], sitemaps: [] });
    const index = parseSitemap('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://s.example/sitemap_pages_1.xml</loc></sitemap><sitemap><loc>https://s.example/sitemap_products_1.xml</loc></sitemap></sitemapindex>');
    expect(productSitemaps(index.sitemaps)).toEqual(["https://s.example/sitemap_products_1.xml"]);
    expect(parseSitemap("<html></html>").kind).toBe("none");
  });
});

describe("platform configurations follow the strict schema rules", () => {
  it("accepts the proposals and applies defaults", () => {
    const r = parseScraperConfig({ scraper_type: "woocommerce", shop_url: "https://deli.example" });
    expect(r).toMatchObject({ ok: true, config: { page_size: 100, max_pages: 5, delay_ms: 1000 } });
  });

  it.each([
    [{ scraper_type: "shopify", shop_url: "https://s.example", extra: 1 }, ""],
    [{ scraper_type: "shopify", shop_url: "https://s.example", page_size: 251 }, "page_size"],
    [{ scraper_type: "shopify", shop_url: "https://s.example/?q=1" }, "shop_url"],
    [{ scraper_type: "woocommerce", shop_url: "file:///etc/passwd" }, "shop_url"],
    [{ scraper_type: "woocommerce", shop_url: "https://user:pw@s.example" }, "shop_url"],
    [{ scraper_type: "json_ld_sitemap", sitemap_url: "https://s.example/sitemap.xml", max_pages: 51 }, "max_pages"],
    [{ scraper_type: "json_ld_sitemap", sitemap_url: "https://s.example/sitemap.xml", product_url_contains: "" }, "product_url_contains"],
  ])("refuses %j", (config, path) => {
    const r = parseScraperConfig(config);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.path)).toContain(path);
  });
});
