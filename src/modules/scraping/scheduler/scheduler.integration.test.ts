import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";

// Before any app module reads the environment: the cron secret under test, and no worker in this
// process's runtime queue (the tests start their own workers with a stubbed engine).
vi.hoisted(() => {
  process.env.CRON_SECRET = "cron-secret-for-integration-tests";
  process.env.SCRAPING_WORKER = "off";
});

import { getTestDb, openSecondInstance, truncateAll } from "../../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import type { DbHandle } from "@/server/db/client";
import type { ScrapedProduct } from "../types";
import { createInProcessQueue, createPgBossQueue, type ScrapeQueue } from "./queue";
import { runStoreScrape, type ScrapeDeps } from "./run-store";
import { runDueSchedules, setupSchedules } from "./scheduler";
import { isCronAuthorized } from "@/server/cron-auth";
import { stopScrapingRuntime } from "./runtime";
import { POST as cronPost } from "@/app/api/cron/scraping/route";

const URL_ = process.env.DATABASE_URL!;

function products(tag: string, n = 6): ScrapedProduct[] {
  return Array.from({ length: n }, (_, i) => ({ name: `${tag} Product ${i + 1} 500g`, price: 2 + i, brand: null, size: null, unitPrice: null, unitType: null, inStock: true, url: null }));
}

function stubDeps(calls: string[], delayMs = 250): ScrapeDeps {
  return {
    allowedHosts: [],
    runScrape: async (config) => {
      const tag = config.scraper_type === "api" ? new URL(config.api_endpoint.replace("{page}", "1")).pathname.slice(1) : "html";
      calls.push(tag);
      await new Promise((r) => setTimeout(r, delayMs));
      return { products: products(tag), pagesFetched: 1, errors: [], durationMs: delayMs };
    },
  };
}

async function addStore(db: Db, tag: string, opts: { due?: boolean; enabled?: boolean } = {}) {
  const [store] = await db
    .insert(tables.stores)
    .values({
      name: `Store ${tag}`,
      storeType: "supermarket",
      scrapingEnabled: opts.enabled ?? true,
      scraperConfig: { scraper_type: "api", api_endpoint: `http://127.0.0.1:9/${tag}?page={page}`, items_path: "$.items[*]", field_mappings: { name: "$.n", price: "$.p" } },
    })
    .returning();
  if (opts.due !== undefined) {
    await db.insert(tables.scrapingSchedules).values({ storeId: store.id, cron: "0 3 * * *", nextRunAt: new Date(Date.now() + (opts.due ? -60_000 : 3_600_000)) });
  }
  return store;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("timed out waiting");
}

describe("scheduling across instances (pg-boss)", () => {
  let second: DbHandle;
  const queues: ScrapeQueue[] = [];

  beforeAll(async () => {
    const db = await getTestDb();
    // Jobs left by earlier runs would point at truncated stores.
    await db.execute(sql`drop schema if exists pgboss cascade`);
    second = await openSecondInstance();
  });
  afterAll(async () => {
    for (const q of queues) await q.stop();
    await stopScrapingRuntime();
    await second.close();
  });
  beforeEach(async () => {
    await truncateAll(await getTestDb());
  });

  it("two instances ticking and working one database run each due store exactly once", async () => {
    const dbA = await getTestDb();
    const dbB = second.db;
    const stores = await Promise.all(["a", "b", "c", "d"].map((t) => addStore(dbA, t, { due: true })));
    const later = await addStore(dbA, "later", { due: false });
    const off = await addStore(dbA, "off", { due: true, enabled: false });

    const calls: string[] = [];
    const ran = { A: 0, B: 0 };
    const queueA = await createPgBossQueue(URL_, { pollingIntervalSeconds: 0.5 });
    const queueB = await createPgBossQueue(URL_, { pollingIntervalSeconds: 0.5 });
    queues.push(queueA, queueB);
    await queueA.work(async (job) => {
      ran.A++;
      await runStoreScrape(dbA, job.storeId, job.scrapeType, stubDeps(calls));
    });
    await queueB.work(async (job) => {
      ran.B++;
      await runStoreScrape(dbB, job.storeId, job.scrapeType, stubDeps(calls));
    });

    const ticks = await Promise.all([runDueSchedules(dbA, queueA), runDueSchedules(dbB, queueB), runDueSchedules(dbA, queueA), runDueSchedules(dbB, queueB)]);
    expect(ticks.reduce((n, t) => n + t.queued, 0)).toBe(4);
    expect(ticks.reduce((n, t) => n + t.due, 0)).toBe(4);

    const logs = () => dbA.select().from(tables.scrapeLogs);
    await waitFor(async () => (await logs()).filter((l) => l.status === "success").length >= 4);
    // More ticks after the runs: nothing is due any more, nothing runs again.
    await Promise.all([runDueSchedules(dbA, queueA), runDueSchedules(dbB, queueB)]);
    await new Promise((r) => setTimeout(r, 1_500));

    const final = await logs();
    expect(final).toHaveLength(4);
    expect(final.every((l) => l.status === "success" && l.scrapeType === "scheduled" && l.productsFound === 6)).toBe(true);
    expect(new Set(final.map((l) => l.storeId))).toEqual(new Set(stores.map((s) => s.id)));
    expect(calls.sort()).toEqual(["a", "b", "c", "d"]);
    expect(ran.A + ran.B).toBe(4);
    const schedules = await dbA.select().from(tables.scrapingSchedules);
    for (const s of schedules) {
      if (s.storeId === off.id) expect(s.nextRunAt!.getTime()).toBeLessThan(Date.now());
      else expect(s.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
    }
    expect(final.some((l) => l.storeId === later.id || l.storeId === off.id)).toBe(false);
  });

  it("a store has at most one queued run", async () => {
    const db = await getTestDb();
    const store = await addStore(db, "single");
    const queue = await createPgBossQueue(URL_);
    queues.push(queue);
    expect(await queue.enqueue({ storeId: store.id, scrapeType: "manual" })).toBe(true);
    expect(await queue.enqueue({ storeId: store.id, scrapeType: "all" })).toBe(false);
    const inProcess = createInProcessQueue();
    expect(await inProcess.enqueue({ storeId: store.id, scrapeType: "manual" })).toBe(true);
    expect(await inProcess.enqueue({ storeId: store.id, scrapeType: "manual" })).toBe(false);
    await inProcess.stop();
  });

  it("setupSchedules schedules every enabled, configured store once and keeps a custom cron", async () => {
    const db = await getTestDb();
    const a = await addStore(db, "one");
    const b = await addStore(db, "two");
    await addStore(db, "disabled", { enabled: false });
    await db.insert(tables.scrapingSchedules).values({ storeId: b.id, cron: "30 5 * * 1", nextRunAt: null });
    const first = await setupSchedules(db);
    expect(first.map((s) => s.storeId).sort()).toEqual([a.id, b.id].sort());
    expect(first.find((s) => s.storeId === b.id)!.cron).toBe("30 5 * * 1");
    expect(first.every((s) => new Date(s.nextRunAt).getTime() > Date.now())).toBe(true);
    const again = await setupSchedules(db);
    expect(again).toEqual(first);
    expect(await db.select().from(tables.scrapingSchedules)).toHaveLength(2);
  });
});

describe("POST /api/cron/scraping", () => {
  afterAll(async () => {
    await stopScrapingRuntime();
  });
  beforeEach(async () => {
    await truncateAll(await getTestDb());
  });

  const call = (authorization?: string) =>
    cronPost(new Request("http://127.0.0.1/api/cron/scraping", { method: "POST", headers: authorization ? { authorization } : {} }) as never);

  it("refuses a missing or wrong secret and changes nothing", async () => {
    const db = await getTestDb();
    const store = await addStore(db, "cron", { due: true });
    const [before] = await db.select().from(tables.scrapingSchedules).where(eq(tables.scrapingSchedules.storeId, store.id));
    for (const header of [undefined, "Bearer wrong", "Bearer cron-secret-for-integration-tests-extra", "Bearer cron-secret-for-integration-test", "cron-secret-for-integration-tests", "Basic cron-secret-for-integration-tests"]) {
      const res = await call(header);
      expect(res.status, String(header)).toBe(401);
    }
    const [after] = await db.select().from(tables.scrapingSchedules).where(eq(tables.scrapingSchedules.storeId, store.id));
    expect(after.nextRunAt).toEqual(before.nextRunAt);
  });

  it("with the secret, claims the due schedules and queues their runs", async () => {
    const db = await getTestDb();
    await db.execute(sql`delete from pgboss.job where name = 'scrape-store'`).catch(() => undefined);
    const store = await addStore(db, "cron-ok", { due: true });
    const res = await call("Bearer cron-secret-for-integration-tests");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, due: 1, queued: 1 });
    const [after] = await db.select().from(tables.scrapingSchedules).where(eq(tables.scrapingSchedules.storeId, store.id));
    expect(after.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
    const again = await call("Bearer cron-secret-for-integration-tests");
    expect(await again.json()).toEqual({ ok: true, due: 0, queued: 0 });
  });

  it("compares secrets whatever their length, and nothing is authorised without a configured secret", () => {
    expect(isCronAuthorized("Bearer s3cret-value-123456", "s3cret-value-123456")).toBe(true);
    expect(isCronAuthorized("Bearer s3cret-value-12345", "s3cret-value-123456")).toBe(false);
    expect(isCronAuthorized("Bearer " + "x".repeat(10_000), "s3cret-value-123456")).toBe(false);
    expect(isCronAuthorized(null, "s3cret-value-123456")).toBe(false);
    expect(isCronAuthorized("Bearer ", "s3cret-value-123456")).toBe(false);
    expect(isCronAuthorized("Bearer anything", undefined)).toBe(false);
    expect(isCronAuthorized("Bearer ", "")).toBe(false);
  });
});
