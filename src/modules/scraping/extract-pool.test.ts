import { afterAll, describe, expect, it } from "vitest";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { scraperConfigSchema, type HtmlScraperConfig } from "./engine/config";
import { extractHtmlPage } from "./engine/extract";
import { closeExtractPool, extractInWorker, PageBudgetError, PAGE_BUDGET_MESSAGE } from "./extract-pool";

/**
 * Issue 23, class 12: extraction runs in a worker thread. A costly page (deep nesting, nested
 * :has()) must leave the event loop free and be stopped at its budget; ordinary pages give exactly
 * what the engine gives in-process.
 */
const cfg = (c: object) => scraperConfigSchema.parse({ scraper_type: "html", base_url: "https://shop.example/", ...c }) as HtmlScraperConfig;

function deepPage(depth: number, cards: number): string {
  const deep = "<div>".repeat(depth) + "<span>x</span>" + "</div>".repeat(depth);
  const list = Array.from({ length: cards }, (_, i) => `<div class="card"><h3 class="name">P${i}</h3><div class="price">$${i}.99</div>${deep}</div>`).join("");
  return `<html><body>${list}</body></html>`;
}

afterAll(() => closeExtractPool());

describe("extraction in a worker thread", () => {
  it("gives exactly the engine's result for an ordinary page", async () => {
    const html = `<html><body>${Array.from({ length: 50 }, (_, i) => `<div class="card"><a class="link" href="/p/${i}"><h3 class="name">Product ${i}</h3></a><span class="size">500g</span><div class="price">$${i}.49</div></div>`).join("")}<a class="next" href="/?page=2">Next</a></body></html>`;
    const config = cfg({ selectors: { item: ".card", name: ".name", price: ".price", size: ".size", url: "a.link" }, next_page: "a.next" });
    const inWorker = await extractInWorker({ kind: "html", body: html, pageUrl: "https://shop.example/", config });
    expect(inWorker).toEqual(extractHtmlPage(html, "https://shop.example/", config));
    expect(inWorker.products).toHaveLength(50);
  });

  it("keeps the event loop free on a deep page with nested :has(), and stops it at the budget", async () => {
    const html = deepPage(400, 300);
    const config = cfg({ selectors: { item: ".card:has(div:has(div:has(div:has(span))))", name: ".name", price: ".price" } });
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const outcome = await extractInWorker({ kind: "html", body: html, pageUrl: "https://shop.example/", config }, { timeoutMs: 400 }).catch((e: unknown) => e);
    loop.disable();
    expect(outcome).toBeInstanceOf(PageBudgetError);
    expect((outcome as Error).message).toBe(PAGE_BUDGET_MESSAGE);
    expect(performance.now() - started).toBeLessThan(10_000);
    // The main thread only waited: its timers kept firing on time (a shared 2-core machine adds noise).
    expect(loop.max / 1e6).toBeLessThan(200);
    // The pool replaced the stopped worker: the next page is extracted normally.
    const after = await extractInWorker({ kind: "html", body: deepPage(3, 5), pageUrl: "https://shop.example/", config: cfg({ selectors: { item: ".card", name: ".name", price: ".price" } }) });
    expect(after.products).toHaveLength(5);
  });
});
