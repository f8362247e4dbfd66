import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, runMigrations, type DbHandle } from "@/server/db/client";
import { tables } from "@/server/db";
import { createPgBossQueue, type PgliteLike, type ScrapeQueue } from "./queue";
import { runStoreScrape, type ScrapeDeps } from "./run-store";
import { runDueSchedules } from "./scheduler";

/* The embedded engine runs the same pg-boss queue as PostgreSQL, over PGlite's single connection. */
describe("pg-boss over embedded PGlite", () => {
  let handle: DbHandle;
  let queue: ScrapeQueue;
  beforeAll(async () => {
    handle = await openDatabase({ pgliteDir: null });
    await runMigrations(handle);
    queue = await createPgBossQueue((handle.db as unknown as { $client: PgliteLike }).$client, { pollingIntervalSeconds: 0.5 });
  }, 120_000);
  afterAll(async () => {
    await queue?.stop();
    await handle?.close();
  });

  it("claims due schedules, runs each store once, and keeps one queued run per store", { timeout: 60_000 }, async () => {
    const db = handle.db;
    const config = { scraper_type: "api", api_endpoint: "http://127.0.0.1:9/x?page={page}", items_path: "$.items[*]", field_mappings: { name: "$.n", price: "$.p" } };
    const stores = await db
      .insert(tables.stores)
      .values(["One", "Two"].map((name) => ({ name, storeType: "supermarket" as const, scrapingEnabled: true, scraperConfig: config })))
      .returning();
    await db.insert(tables.scrapingSchedules).values(stores.map((s) => ({ storeId: s.id, nextRunAt: new Date(Date.now() - 1000) })));
    const calls: string[] = [];
    const deps: ScrapeDeps = {
      allowedHosts: [],
      runScrape: async () => {
        calls.push("run");
        return { products: Array.from({ length: 5 }, (_, i) => ({ name: `Thing ${i} 100g`, price: 1 + i, brand: null, size: null, unitPrice: null, unitType: null, inStock: true, url: null })), pagesFetched: 1, errors: [], durationMs: 1 };
      },
    };
    const first = await runDueSchedules(db, queue);
    const second = await runDueSchedules(db, queue);
    expect(first).toEqual({ due: 2, queued: 2 });
    expect(second).toEqual({ due: 0, queued: 0 });
    expect(await queue.enqueue({ storeId: stores[0].id, scrapeType: "manual" })).toBe(false);
    await queue.work(async (job) => {
      await runStoreScrape(db, job.storeId, job.scrapeType, deps);
    });
    const deadline = Date.now() + 30_000;
    while ((await db.select().from(tables.scrapeLogs)).filter((l) => l.status === "success").length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const logs = await db.select().from(tables.scrapeLogs);
    expect(logs.map((l) => l.status)).toEqual(["success", "success"]);
    expect(calls).toHaveLength(2);
  });
});
