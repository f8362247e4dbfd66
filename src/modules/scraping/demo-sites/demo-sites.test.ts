import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runScrape } from "../run-scrape";
import type { ScrapedProduct } from "../types";
import { demoItems, offerFor, type DemoSiteKey } from "./catalogue";
import { sampleStoreConfigs } from "./samples";
import { startDemoSites, type DemoSites } from "./server";

/**
 * The demo store sites scraped with the sample configurations: every product the engine reads must
 * carry the price the site's own catalogue says it sells at that day (the price anyone pays).
 */

const DAY_ONE = new Date("2026-03-02T09:00:00Z");
const SITE_OF: Record<string, DemoSiteKey> = { Countdown: "countdown", "New World": "new-world", "Pak'nSave": "paknsave", "Local Butcher": "butcher" };
let date = DAY_ONE;
let sites: DemoSites;

beforeAll(async () => {
  sites = (await startDemoSites({ port: 0, now: () => date }))!;
});
afterAll(async () => {
  await sites.close();
});

function truthFor(site: DemoSiteKey, day: Date) {
  return new Map(demoItems(site).map(({ item, entry }) => [item.key, { item, offer: offerFor(site, entry, day) }]));
}

function keyOf(product: ScrapedProduct): string {
  return decodeURIComponent(new URL(product.url!).pathname.split("/").pop()!);
}

describe("demo store sites scraped with the sample configurations", () => {
  it.each(Object.keys(SITE_OF))("%s: ≥ 5 products, each at the site's own current price", async (name) => {
    const sample = sampleStoreConfigs(sites.url).find((s) => s.name === name)!;
    const site = SITE_OF[name];
    const result = await runScrape(sample.config, { allowedHosts: [`127.0.0.1:${sites.port}`] });
    const truth = truthFor(site, DAY_ONE);
    expect(result.errors).toEqual([]);
    expect(result.products.length).toBeGreaterThanOrEqual(5);
    expect(result.products.length).toBe(truth.size); // every listed product once (sponsored repeats removed)
    for (const product of result.products) {
      const expected = truth.get(keyOf(product));
      expect(expected, product.name).toBeDefined();
      expect(product.price, product.name).toBe(expected!.offer.cents / 100);
      expect(product.inStock, product.name).toBe(expected!.offer.inStock);
      if (expected!.item.soldByWeight) expect([product.unitPrice, product.unitType]).toEqual([product.price, "kg"]);
    }
    console.info(`[demo-sites] ${name}: ${result.products.length} products from ${result.pagesFetched} pages`);
  }, 60_000);

  it("prices drift from one day to the next", async () => {
    const first = truthFor("countdown", DAY_ONE);
    const later = truthFor("countdown", new Date(DAY_ONE.getTime() + 5 * 86_400_000));
    const changed = [...first.keys()].filter((k) => first.get(k)!.offer.cents !== later.get(k)!.offer.cents);
    expect(changed.length).toBeGreaterThan(first.size / 3);
    date = new Date(DAY_ONE.getTime() + 5 * 86_400_000);
    const res = await fetch(`${sites.url}/countdown/api/products?page=1&size=48`);
    const body = (await res.json()) as { data: { products: { sku: string; price: { now: number } }[] } };
    date = DAY_ONE;
    for (const p of body.data.products) expect(p.price.now).toBe(later.get(p.sku)!.offer.cents / 100);
  });

  it("serves a robots.txt that shuts out BlockedBot", async () => {
    const text = await (await fetch(`${sites.url}/robots.txt`)).text();
    expect(text).toContain("User-agent: BlockedBot\nDisallow: /");
    const sample = sampleStoreConfigs(sites.url)[0];
    const blocked = await runScrape({ ...sample.config, user_agent: "BlockedBot/2" }, { allowedHosts: [`127.0.0.1:${sites.port}`] });
    expect(blocked.pagesFetched).toBe(0);
  });

  it("resolves null when the port is taken (another instance serves the sites)", async () => {
    expect(await startDemoSites({ port: sites.port })).toBeNull();
  });
});

describe("npm run scrape (the CLI)", () => {
  function runCli(configFile: string, allowed = `127.0.0.1:${sites.port}`): Promise<{ code: number; stdout: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "--import", "./scripts/lib/next-react-server.mjs", "scripts/scrape.ts", configFile], {
        cwd: path.resolve(import.meta.dirname, "../../../.."),
        env: { ...process.env, SCRAPER_ALLOWED_HOSTS: allowed, DEMO_SITES_PORT: "0", NODE_ENV: "test" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
      child.on("close", (code) => resolve({ code: code ?? 1, stdout }));
    });
  }

  it("prints exactly the documented JSON for each demo store and writes nothing else to stdout", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-scrape-"));
    const counts: Record<string, number> = {};
    const samples = sampleStoreConfigs(sites.url);
    const runs = await Promise.all(
      samples.map((sample) => {
        const file = path.join(dir, `${SITE_OF[sample.name]}.json`);
        fs.writeFileSync(file, JSON.stringify(sample.config));
        return runCli(file);
      }),
    );
    samples.forEach((sample, i) => {
      const { code, stdout } = runs[i];
      expect(code, sample.name).toBe(0);
      const lines = stdout.trim().split("\n");
      expect(lines).toHaveLength(1);
      const out = JSON.parse(lines[0]) as { products: Record<string, unknown>[]; pagesFetched: number; errors: unknown[] };
      expect(Object.keys(out)).toEqual(["products", "pagesFetched", "errors"]);
      expect(out.errors).toEqual([]);
      expect(out.products.length).toBeGreaterThanOrEqual(5);
      // A was/now special adds its "was" price and, where the page states it, the sale end (decision 054).
      for (const p of out.products) {
        expect(Object.keys(p).slice(0, 8)).toEqual(["name", "price", "brand", "size", "unitPrice", "unitType", "inStock", "url"]);
        expect(["wasPrice", "saleEndsAt"]).toEqual(expect.arrayContaining(Object.keys(p).slice(8)));
      }
      counts[sample.name] = out.products.length;
    });
    console.info(`[cli] products per demo store: ${JSON.stringify(counts)}`);
  }, 120_000);

  it("exits 1 with the reason for an invalid configuration or an allow-list miss", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cw-scrape-"));
    const bad = path.join(dir, "bad.json");
    fs.writeFileSync(bad, JSON.stringify({ scraper_type: "html", base_url: "https://a.example/", __proto__x: 1 }));
    const invalid = await runCli(bad);
    expect(invalid.code).toBe(1);
    expect(JSON.parse(invalid.stdout).errors[0].message).toMatch(/Unrecognized key/);

    const file = path.join(dir, "butcher.json");
    fs.writeFileSync(file, JSON.stringify(sampleStoreConfigs(sites.url)[3].config));
    const refused = await runCli(file, "none");
    expect(refused.code).toBe(1);
    const out = JSON.parse(refused.stdout) as { products: unknown[]; pagesFetched: number; errors: { message: string }[] };
    expect(out.products).toEqual([]);
    expect(out.pagesFetched).toBe(0);
    expect(out.errors[0].message).toMatch(/Refused to connect to 127\.0\.0\.1/);
  }, 60_000);
});
