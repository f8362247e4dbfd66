import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { runScrape } from "./run-scrape";

/** Real HTTP servers on 127.0.0.1 that bend the platforms' pagination rules the way real shops do. */

let server: http.Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

async function serve(handler: (url: URL, res: http.ServerResponse) => void): Promise<string> {
  server = http.createServer((req, res) => handler(new URL(req.url ?? "/", "http://x"), res));
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", () => r()));
  return `127.0.0.1:${(server!.address() as { port: number }).port}`;
}

const json = (res: http.ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

function shopifyProduct(i: number) {
  return { id: i, title: `Item ${i}`, handle: `item-${i}`, vendor: "V", variants: [{ id: 100 + i, title: "Default Title", price: `${i}.50`, available: true }] };
}

describe("platform pagination", () => {
  it("Shopify: a server that ignores limit (3 per page) is still read to the end", async () => {
    const host = await serve((url, res) => {
      if (url.pathname === "/robots.txt") return json(res, {}, 404);
      const page = Number(url.searchParams.get("page"));
      const all = Array.from({ length: 8 }, (_, i) => shopifyProduct(i + 1));
      json(res, { products: all.slice((page - 1) * 3, page * 3) });
    });
    const r = await runScrape({ scraper_type: "shopify", shop_url: `http://${host}`, delay_ms: 0, max_pages: 10 }, { allowedHosts: [host], log: () => undefined });
    expect(r.errors).toEqual([]);
    expect(r.products.map((p) => p.price)).toEqual([1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5]);
    expect(r.pagesFetched).toBe(3); // 3 + 3 + 2: the shorter third page is the last
  });

  it("Shopify: a server that ignores page stops after the first page with nothing new", async () => {
    const host = await serve((url, res) => (url.pathname === "/robots.txt" ? json(res, {}, 404) : json(res, { products: [1, 2, 3].map(shopifyProduct) })));
    const r = await runScrape({ scraper_type: "shopify", shop_url: `http://${host}`, delay_ms: 0, max_pages: 10 }, { allowedHosts: [host], log: () => undefined });
    expect(r.products).toHaveLength(3);
    expect(r.pagesFetched).toBe(2);
  });

  it("WooCommerce: HTTP 400 past the last page ends the run without an error", async () => {
    const host = await serve((url, res) => {
      if (url.pathname === "/robots.txt") return json(res, {}, 404);
      const page = Number(url.searchParams.get("page"));
      const perPage = Number(url.searchParams.get("per_page"));
      if (page > 2) return json(res, { code: "rest_post_invalid_page_number", message: "The page number requested is larger than the number of pages available.", data: { status: 400 } }, 400);
      json(res, Array.from({ length: perPage }, (_, i) => ({ name: `P${page}-${i}`, permalink: `http://${"x"}/p/${page}-${i}`, is_in_stock: true, prices: { price: "1999", currency_minor_unit: 2 } })));
    });
    const r = await runScrape({ scraper_type: "woocommerce", shop_url: `http://${host}/`, page_size: 2, delay_ms: 0, max_pages: 10 }, { allowedHosts: [host], log: () => undefined });
    expect(r.errors).toEqual([]);
    expect(r.products).toHaveLength(4);
    expect(r.products[0].price).toBe(19.99);
  });

  it("respects robots.txt like every other kind", async () => {
    const host = await serve((url, res) => {
      if (url.pathname === "/robots.txt") {
        res.writeHead(200, { "content-type": "text/plain" });
        return res.end("User-agent: *\nDisallow: /products.json\n");
      }
      json(res, { products: [shopifyProduct(1)] });
    });
    const r = await runScrape({ scraper_type: "shopify", shop_url: `http://${host}`, delay_ms: 0 }, { allowedHosts: [host], log: () => undefined });
    expect(r.products).toEqual([]);
    expect(r.errors[0].message).toMatch(/robots\.txt/);
  });
});
