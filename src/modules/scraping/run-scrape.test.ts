import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localServer, type LocalServer } from "./fetch/local-servers.test-helpers";
import { runScrape } from "./run-scrape";
import type { ScrapeProgress } from "./types";

/** runScrape end to end against local servers: pagination, robots.txt, politeness, limits. */

let site: LocalServer;
const hits: { url: string; at: number; ua: string }[] = [];

function card(name: string, price: string): string {
  return `<div class="p"><h3>${name}</h3><span class="price">${price}</span></div>`;
}

beforeAll(async () => {
  site = await localServer((req, res) => {
    const url = req.url ?? "/";
    hits.push({ url, at: Date.now(), ua: String(req.headers["user-agent"]) });
    if (url === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" });
      return res.end("User-agent: *\nDisallow: /private/\n\nUser-agent: BlockedBot\nDisallow: /\n");
    }
    const page = Number(new URL(url, "http://x").searchParams.get("page") ?? "1");
    if (url.startsWith("/api")) {
      res.writeHead(200, { "content-type": "application/json" });
      const items = page <= 2 ? [{ t: `Item ${page}a`, p: 1 + page }, { t: `Item ${page}b`, p: "$2.50" }] : [];
      return res.end(JSON.stringify({ items }));
    }
    if (url.startsWith("/shop") || url.startsWith("/private/")) {
      res.writeHead(200, { "content-type": "text/html" });
      const next = page < 10 ? `<a class="next" href="/shop?page=${page + 1}">Next</a>` : "";
      return res.end(`<html><body>${card(`Milk ${page}`, "$3.49")}${card(`Bread ${page}`, "2 for $5.00")}${next}</body></html>`);
    }
    res.writeHead(404, { "content-type": "text/html" });
    res.end("no");
  });
});
afterAll(async () => {
  await site.close();
});

const htmlConfig = (extra: object = {}) => ({
  scraper_type: "html",
  base_url: `${site.origin}/shop?page=1`,
  selectors: { item: ".p", name: "h3", price: ".price" },
  next_page: "a.next",
  max_pages: 3,
  delay_ms: 0,
  ...extra,
});

describe("runScrape", () => {
  it("paginates an API from page 1 until an empty page", async () => {
    const result = await runScrape(
      { scraper_type: "api", api_endpoint: `${site.origin}/api?page={page}`, items_path: "$.items[*]", field_mappings: { name: "$.t", price: "$.p" }, delay_ms: 0 },
      { allowedHosts: [`127.0.0.1:${site.port}`] },
    );
    expect(result.products.map((p) => [p.name, p.price])).toEqual([["Item 1a", 2], ["Item 1b", 2.5], ["Item 2a", 3], ["Item 2b", 2.5]]);
    expect(result.pagesFetched).toBe(3);
    expect(result.errors).toEqual([]);
  });

  it("follows next_page up to max_pages, reporting progress", async () => {
    const progress: ScrapeProgress[] = [];
    const result = await runScrape(htmlConfig(), { allowedHosts: [`127.0.0.1:${site.port}`], onProgress: (p) => progress.push(p) });
    expect(result.pagesFetched).toBe(3);
    expect(result.products).toHaveLength(6);
    expect(result.products[1]).toMatchObject({ name: "Bread 1", price: 2.5 });
    expect(progress.at(-1)).toMatchObject({ pagesFetched: 3, productsFound: 6 });
  });

  it("honours robots.txt for the configured user agent", async () => {
    hits.length = 0;
    const blocked = await runScrape(htmlConfig({ user_agent: "BlockedBot/1.0" }), { allowedHosts: [`127.0.0.1:${site.port}`] });
    expect(blocked.pagesFetched).toBe(0);
    expect(blocked.products).toEqual([]);
    expect(blocked.errors[0].message).toMatch(/robots\.txt does not allow/);
    expect(hits.map((h) => h.url)).toEqual(["/robots.txt"]);
    expect(hits[0].ua).toBe("BlockedBot/1.0");

    const privatePage = await runScrape(htmlConfig({ base_url: `${site.origin}/private/list` }), { allowedHosts: [`127.0.0.1:${site.port}`] });
    expect(privatePage.pagesFetched).toBe(0);
    expect(hits.some((h) => h.url.startsWith("/private/"))).toBe(false);
  });

  it("waits delay_ms between requests to one host", async () => {
    hits.length = 0;
    await runScrape(htmlConfig({ delay_ms: 300 }), { allowedHosts: [`127.0.0.1:${site.port}`] });
    const pages = hits.filter((h) => h.url.startsWith("/shop"));
    expect(pages).toHaveLength(3);
    for (let i = 1; i < pages.length; i++) expect(pages[i].at - pages[i - 1].at).toBeGreaterThanOrEqual(295);
  });

  it("stops at the per-run page limit and when the caller aborts", async () => {
    const limited = await runScrape(htmlConfig({ max_pages: 10 }), { allowedHosts: [`127.0.0.1:${site.port}`], limits: { maxPagesPerRun: 2 } });
    expect(limited.pagesFetched).toBe(2);
    expect(limited.errors.map((e) => e.message)).toContain("Stopped after 2 pages (the per-run page limit)");

    const controller = new AbortController();
    const aborted = runScrape(htmlConfig({ max_pages: 10, delay_ms: 5_000 }), { allowedHosts: [`127.0.0.1:${site.port}`], signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    const result = await aborted;
    expect(result.pagesFetched).toBe(1);
    expect(result.errors.map((e) => e.message)).toContain("The scrape was stopped");
  });

  it("refuses loopback without SCRAPER_ALLOWED_HOSTS, and reports an invalid config without fetching", async () => {
    hits.length = 0;
    const refused = await runScrape(htmlConfig(), { allowedHosts: [], allowAnyPort: true });
    expect(refused.pagesFetched).toBe(0);
    expect(refused.errors[0].message).toMatch(/Refused to connect to 127\.0\.0\.1/);
    const invalid = await runScrape({ scraper_type: "html", base_url: "file:///etc/passwd" }, { allowedHosts: [] });
    expect(invalid.errors).toEqual([{ url: null, message: "base_url: Must be an http:// or https:// URL without a user name or password" }]);
    expect(hits).toEqual([]);
  });
});
