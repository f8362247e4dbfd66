/**
 * Scraper engine benchmark: extraction speed per strategy on large listing pages, and the event
 * loop's delay while the four demo stores are scraped (RELIABILITY R-29: p99 < 50 ms).
 *
 *   npm run bench:scrape
 *
 * Everything runs against 127.0.0.1 (the demo store sites, started in-process on a free port).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { closeExtractPool, extractInWorker } from "@/modules/scraping/extract-pool";
import { startDemoSites } from "@/modules/scraping/demo-sites/server";
import { sampleStoreConfigs } from "@/modules/scraping/demo-sites/samples";
import { scraperConfigSchema, type HtmlScraperConfig } from "@/modules/scraping/engine/config";
import { extractHtmlPage } from "@/modules/scraping/engine/extract";
import { runScrape } from "@/modules/scraping/run-scrape";

function card(i: number): string {
  return `<div class="card"><a class="link" href="/p/${i}"><h3 class="name">Product ${i} &amp; Co</h3></a><span class="size">500g</span><div class="price"><del>$4.99</del> $3<sup>${String(i % 100).padStart(2, "0")}</sup></div></div>`;
}

function ldItem(i: number): unknown {
  return { "@type": "ListItem", position: i, item: { "@type": "Product", name: `Product ${i}`, size: "1L", url: `/p/${i}`, offers: { "@type": "Offer", price: (1 + (i % 50) / 10).toFixed(2), availability: "https://schema.org/InStock" } } };
}

function time(fn: () => number, runs: number): { ms: number; items: number } {
  const start = performance.now();
  let items = 0;
  for (let r = 0; r < runs; r++) items = fn();
  return { ms: (performance.now() - start) / runs, items };
}

/** A deep page whose item selector nests :has() (issue 23, class 12: 1.25 s on the main thread). */
function deepHasPage(depth: number, cards: number): string {
  const deep = "<div>".repeat(depth) + "<span>x</span>" + "</div>".repeat(depth);
  return `<html><body>${Array.from({ length: cards }, (_, i) => `<div class="card"><h3 class="name">P${i}</h3><div class="price">$${i}.99</div>${deep}</div>`).join("")}</body></html>`;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * A page request's latency while pages are extracted: a small HTTP server on this process's event
 * loop (standing in for a shopper's page) is requested every 10 ms, while the same costly pages are
 * extracted on the main thread (the old call path) and then in the extraction worker.
 */
async function requestLatencyDuringExtraction(): Promise<void> {
  const server = http.createServer((_req, res) => res.end("<html><body>ok</body></html>"));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const html = deepHasPage(200, 100);
  const config = scraperConfigSchema.parse({ scraper_type: "html", base_url: "https://shop.example/", selectors: { item: ".card:has(div:has(div:has(span)))", name: ".name", price: ".price" } }) as HtmlScraperConfig;
  await extractInWorker({ kind: "html", body: "<p></p>", pageUrl: "https://shop.example/", config }); // worker started
  const pages = 5;
  console.log(`\nA page request (GET on this process, every 10 ms) while ${pages} deep pages (${(html.length / 1024).toFixed(0)} KB, nested :has()) are extracted\n`);
  console.log("| extraction runs | extraction s | requests | p50 ms | p99 ms | max ms | event-loop p99 ms |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const mode of ["on the main thread (before)", "in the worker (after)"] as const) {
    const latencies: number[] = [];
    let done = false;
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const poller = (async () => {
      while (!done) {
        const t = performance.now();
        await (await fetch(url)).text();
        latencies.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const started = performance.now();
    for (let i = 0; i < pages; i++) {
      // Yield between pages as run-scrape does between fetches, so the poller gets its turns.
      await new Promise((r) => setTimeout(r, 20));
      if (mode.startsWith("on the main")) extractHtmlPage(html, "https://shop.example/", config);
      else await extractInWorker({ kind: "html", body: html, pageUrl: "https://shop.example/", config }, { timeoutMs: 120_000 });
    }
    const seconds = (performance.now() - started) / 1000;
    done = true;
    await poller;
    loop.disable();
    latencies.sort((a, b) => a - b);
    console.log(`| ${mode} | ${seconds.toFixed(1)} | ${latencies.length} | ${pct(latencies, 50).toFixed(1)} | ${pct(latencies, 99).toFixed(1)} | ${latencies.at(-1)?.toFixed(1)} | ${(loop.percentile(99) / 1e6).toFixed(1)} |`);
  }
  server.close();
}

async function main(): Promise<void> {
  if (process.argv.includes("--latency-only")) {
    await requestLatencyDuringExtraction();
    await closeExtractPool();
    return;
  }
  const n = 2_000;
  const cards = `<html><body>${Array.from({ length: n }, (_, i) => card(i)).join("\n")}</body></html>`;
  const ld = `<html><head><script type="application/ld+json">${JSON.stringify({ "@type": "ItemList", itemListElement: Array.from({ length: n }, (_, i) => ldItem(i)) })}</script></head><body></body></html>`;
  const cfg = (c: object) => scraperConfigSchema.parse({ scraper_type: "html", base_url: "https://shop.example/", ...c }) as HtmlScraperConfig;
  const selectors = cfg({ selectors: { item: ".card", name: ".name", price: ".price", size: ".size", url: "a.link" } });
  const pattern = cfg({ product_pattern: '<h3 class="name">(?<name>[^<]+)</h3></a><span class="size">(?<size>[^<]+)</span><div class="price">(?<price>.*?)</div>' });
  const jsonLd = cfg({ strategy: "json_ld" });
  const rows = [
    ["selectors (cheerio)", cards, selectors],
    ["pattern (RE2)", cards, pattern],
    ["json_ld", ld, jsonLd],
  ] as const;
  console.log(`\nExtraction of one listing page with ${n} products (mean of 5 runs)\n`);
  console.log("| strategy | page KB | ms / page | products | products / s |");
  console.log("|---|---:|---:|---:|---:|");
  for (const [name, html, config] of rows) {
    extractHtmlPage(html, "https://shop.example/", config); // warm up
    const { ms, items } = time(() => extractHtmlPage(html, "https://shop.example/", config).products.length, 5);
    console.log(`| ${name} | ${(html.length / 1024).toFixed(0)} | ${ms.toFixed(1)} | ${items} | ${Math.round((items / ms) * 1000).toLocaleString("en")} |`);
  }

  const sites = (await startDemoSites({ port: 0 }))!;
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  console.log(`\nThe four demo stores scraped one after another with their sample configs (delays included)\n`);
  console.log("| store | strategy | pages | products | errors | seconds |");
  console.log("|---|---|---:|---:|---:|---:|");
  for (const sample of sampleStoreConfigs(sites.url)) {
    const result = await runScrape(sample.config, { allowedHosts: [`127.0.0.1:${sites.port}`], log: () => undefined });
    const strategy = sample.config.scraper_type === "html" ? (sample.config.strategy ?? "") : sample.config.scraper_type;
    console.log(`| ${sample.name} | ${strategy} | ${result.pagesFetched} | ${result.products.length} | ${result.errors.length} | ${(result.durationMs / 1000).toFixed(1)} |`);
  }
  histogram.disable();
  await sites.close();
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  console.log(`\nEvent-loop delay during the demo scrapes: p50 ${ms(histogram.percentile(50))} ms, p99 ${ms(histogram.percentile(99))} ms, max ${ms(histogram.max)} ms (R-29 target: p99 < 50 ms)\n`);
  await requestLatencyDuringExtraction();
  await closeExtractPool();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
