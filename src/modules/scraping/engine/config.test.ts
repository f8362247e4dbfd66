import { describe, expect, it } from "vitest";
import { sampleStoreConfigs } from "../demo-sites/samples";
import { CONFIG_LIMITS, parseScraperConfig, parseScraperConfigJson } from "./config";
import { validateScraperConfig, validateScraperConfigJson } from "./validate";
import { createRng } from "@/server/seed/generate/prng";

const API = {
  scraper_type: "api",
  api_endpoint: "https://shop.example/api?page={page}",
  items_path: "$.data.products[*]",
  field_mappings: { name: "$.title", price: "$.price.now", brand: "$.brand", size: "$.pack_size", in_stock: "$.available" },
  max_pages: 5,
};
const HTML = { scraper_type: "html", base_url: "https://shop.example/", product_pattern: '<h3>(?<name>[^<]+)</h3>\\s*<p>(?<price>[^<]+)</p>', delay_ms: 1000 };

describe("scraperConfigSchema", () => {
  it("accepts the spec's shapes and applies defaults", () => {
    const api = parseScraperConfig(API);
    expect(api.ok && api.config).toMatchObject({ scraper_type: "api", max_pages: 5, delay_ms: 1000, use_member_price: false });
    const html = parseScraperConfig(HTML);
    expect(html.ok && html.config).toMatchObject({ scraper_type: "html", strategy: "pattern", max_pages: 5 });
    expect(parseScraperConfig({ scraper_type: "html", base_url: "https://a.example/" })).toMatchObject({ ok: true, config: { strategy: "json_ld" } });
  });

  it("accepts every sample store configuration", () => {
    for (const s of sampleStoreConfigs("http://127.0.0.1:4010")) expect(validateScraperConfig(s.config), s.name).toMatchObject({ ok: true });
  });

  it("rejects unknown keys, including __proto__ and constructor", () => {
    for (const text of [
      JSON.stringify({ ...API, extra: 1 }),
      `{"scraper_type":"api","api_endpoint":"https://a.example/","items_path":"$.x","field_mappings":{"name":"$.n","price":"$.p"},"__proto__":{"polluted":true}}`,
      `{"scraper_type":"html","base_url":"https://a.example/","constructor":{"prototype":{"x":1}}}`,
      JSON.stringify({ ...API, field_mappings: { ...API.field_mappings, sneaky: "$.x" } }),
    ]) {
      const result = parseScraperConfigJson(text);
      expect(result.ok, text).toBe(false);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("explains why, with the JSON path", () => {
    const bad = parseScraperConfig({ ...API, field_mappings: { name: "$.title", price: "title" } });
    expect(bad).toEqual({ ok: false, issues: [{ path: "field_mappings.price", message: "A JSONPath starts with $" }] });
    expect(parseScraperConfigJson("{not json")).toMatchObject({ ok: false, issues: [{ path: "", message: expect.stringMatching(/^Invalid JSON/) }] });
    expect(parseScraperConfig({ scraper_type: "ftp" })).toMatchObject({ ok: false });
    expect(parseScraperConfig(null)).toMatchObject({ ok: false });
  });

  it("refuses non-http URLs, credentials and script expressions", () => {
    for (const url of ["file:///etc/passwd", "gopher://a.example/", "javascript:alert(1)", "https://user:pw@a.example/", "not a url"]) {
      expect(parseScraperConfig({ ...HTML, base_url: url }).ok, url).toBe(false);
    }
    expect(parseScraperConfig({ ...API, items_path: "$..[?(@.price < 10)]" }).ok).toBe(false);
    expect(parseScraperConfig({ ...API, field_mappings: { name: "$.t", price: "$[(@.length-1)]" } }).ok).toBe(false);
  });

  it("bounds sizes: pages, delays, strings, URL lists, the document", () => {
    expect(parseScraperConfig({ ...API, max_pages: CONFIG_LIMITS.maxPages + 1 }).ok).toBe(false);
    expect(parseScraperConfig({ ...API, max_pages: 0 }).ok).toBe(false);
    expect(parseScraperConfig({ ...API, delay_ms: -1 }).ok).toBe(false);
    expect(parseScraperConfig({ ...API, delay_ms: 1.5 }).ok).toBe(false);
    expect(parseScraperConfig({ ...HTML, product_pattern: `(?<name>a)(?<price>b)${"c".repeat(CONFIG_LIMITS.maxPatternChars)}` }).ok).toBe(false);
    expect(parseScraperConfig({ ...HTML, start_urls: Array(CONFIG_LIMITS.maxStartUrls + 1).fill("https://a.example/") }).ok).toBe(false);
    expect(parseScraperConfig({ ...HTML, user_agent: "Bot\r\nX-Evil: 1" }).ok).toBe(false);
    expect(parseScraperConfigJson(" ".repeat(CONFIG_LIMITS.maxJsonChars + 1)).ok).toBe(false);
  });

  it("refuses backreferences and lookaround, and patterns RE2 cannot compile (R-29)", () => {
    expect(parseScraperConfig({ ...HTML, product_pattern: "(?<name>\\w)\\1(?<price>\\d)" })).toMatchObject({ ok: false, issues: [{ message: expect.stringContaining("Backreferences") }] });
    expect(parseScraperConfig({ ...HTML, product_pattern: "(?<name>a)(?=b)(?<price>c)" })).toMatchObject({ ok: false, issues: [{ message: expect.stringContaining("Lookahead") }] });
    expect(parseScraperConfig({ ...HTML, product_pattern: "(?<price>\\d+)" })).toMatchObject({ ok: false, issues: [{ message: expect.stringContaining("(?<name>") }] });
    const unbalanced = validateScraperConfigJson(JSON.stringify({ ...HTML, product_pattern: "(?<name>a(?<price>b)" }));
    expect(unbalanced).toMatchObject({ ok: false, issues: [{ path: "product_pattern", message: expect.stringContaining("not a valid RE2 expression") }] });
  });

  it("survives random documents and mutations of valid ones (R-30): never throws, always answers", () => {
    const rng = createRng(30);
    const leaves = [null, true, 0, -1, 1e9, "", "$", "https://a.example/", "file:///x", "(?<name>a)(?<price>b)", "x".repeat(3000), [], {}];
    const keys = ["scraper_type", "api_endpoint", "items_path", "field_mappings", "base_url", "strategy", "selectors", "product_pattern", "max_pages", "delay_ms", "__proto__", "name", "price"];
    const randomValue = (depth: number): unknown => {
      const r = rng();
      if (depth > 3 || r < 0.5) return leaves[Math.floor(rng() * leaves.length)];
      if (r < 0.7) return Array.from({ length: Math.floor(rng() * 4) }, () => randomValue(depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(rng() * 5) }, () => [keys[Math.floor(rng() * keys.length)], randomValue(depth + 1)]));
    };
    for (let i = 0; i < 2000; i++) {
      const base: Record<string, unknown> = structuredClone(i % 2 ? API : HTML);
      const doc = i % 3 === 0 ? randomValue(0) : { ...base, [keys[Math.floor(rng() * keys.length)]]: randomValue(1) };
      const result = validateScraperConfigJson(JSON.stringify(doc) ?? "null");
      if (!result.ok) expect(result.issues.length).toBeGreaterThan(0);
      else expect(result.config.scraper_type).toMatch(/^(api|html)$/);
    }
  });
});
