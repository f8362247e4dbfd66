import fs from "node:fs/promises";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import { createTestUser } from "@/modules/users/testing/factories";
import { runStoreScrape, type ScrapeDeps } from "./run-store";
import { runDueSchedules, saveStoreSchedule, setupSchedules } from "./scheduler";
import { listAdminStores, getScrapingStats } from "../admin/queries";
import { getRunDetail } from "../admin/run-queries";
import type { ScrapedProduct, ScrapeResult } from "../types";
import type { ScrapeQueue } from "./queue";

const CONFIG = { scraper_type: "api", api_endpoint: "http://127.0.0.1:9/p?page={page}", items_path: "$.items[*]", field_mappings: { name: "$.n", price: "$.p" } };

function item(name: string, price: number, inStock = true): ScrapedProduct {
  return { name, price, brand: null, size: "1kg", unitPrice: null, unitType: null, inStock, url: null };
}

/** The engine replaced by a fixed answer per run (the network is not under test here). */
function deps(products: ScrapedProduct[] | Error): ScrapeDeps {
  return {
    allowedHosts: [],
    runScrape: async (): Promise<ScrapeResult> => {
      if (products instanceof Error) throw products;
      return { products, pagesFetched: 1, errors: [], durationMs: 5 };
    },
  };
}

async function addStore(db: Db, name = "Diff Mart") {
  const [store] = await db
    .insert(tables.stores)
    .values({ name, storeType: "supermarket", address: "1 Real Street", suburb: "Ponsonby", city: "Auckland", countryCode: "NZ", currency: "NZD", latitude: -36.85, longitude: 174.75, timeZone: "Pacific/Auckland", scrapingEnabled: true, scraperConfig: CONFIG })
    .returning();
  return store;
}

async function currentPrices(db: Db, storeId: string): Promise<Record<string, number>> {
  const res = await db.execute<{ name: string; amount_cents: number }>(sql`select p.name, cp.amount_cents from current_prices cp join products p on p.id = cp.product_id where cp.store_id = ${storeId}::uuid`);
  return Object.fromEntries(res.rows.map((r) => [r.name, Number(r.amount_cents)]));
}

const adminActor = async (db: Db) => {
  const u = await createTestUser(db, { role: "admin" });
  return { user: u, actor: { userId: u.id, role: "admin" as const, email: u.email, sessionId: "" } };
};

async function outboxFor(email: string): Promise<{ subject: string; text: string }[]> {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  const out: { subject: string; text: string; to: string }[] = [];
  for (const f of files) out.push(JSON.parse(await fs.readFile(path.join(dir, f), "utf8")));
  return out.filter((m) => m.to === email);
}

async function alertsOf(db: Db, userId: string) {
  return db.select({ title: tables.notifications.title, href: tables.notifications.href }).from(tables.notifications).where(and(eq(tables.notifications.userId, userId), eq(tables.notifications.kind, "scrape_alert")));
}

beforeEach(async () => {
  await truncateAll(await getTestDb());
});

describe("what a run did", () => {
  it("records new, changed (old → new), unavailable and failed products per run, and withdraws what a good run no longer finds", async () => {
    const db = await getTestDb();
    const { actor } = await adminActor(db);
    const store = await addStore(db);
    const first = await runStoreScrape(db, store.id, "manual", deps([item("Apples", 3.49), item("Bananas", 2.99), item("Carrots", 1.5), item("Dates", 6)]));
    expect(first).toMatchObject({ success: true, changes: { productsNew: 4, productsChanged: 0, productsUnavailable: 0, productsFailed: 0 } });

    // Bananas change, Carrots go out of stock, Dates disappear, Eggs and Figs are new, one item has no price.
    const second = await runStoreScrape(db, store.id, "scheduled", deps([item("Apples", 3.49), item("Bananas", 2.49), item("Carrots", 1.5, false), item("Eggs", 7.2), item("Figs", 4.1), item("Mystery", Number.NaN)]));
    expect(second).toMatchObject({ success: true, changes: { productsNew: 2, productsChanged: 1, productsUnavailable: 2, productsFailed: 1 } });
    expect(await currentPrices(db, store.id)).toEqual({ Apples: 349, Bananas: 249, Eggs: 720, Figs: 410 });

    const detail = await getRunDetail(db, actor, second.logId);
    expect(detail.counts).toEqual({ new: 2, changed: 1, unavailable: 2, failed: 1 });
    const lines = detail.changes.map((c) => [c.kind, c.productName, c.oldAmountCents, c.newAmountCents]);
    expect(lines).toEqual([
      ["changed", "Bananas", 299, 249],
      ["new", "Eggs", null, 720],
      ["new", "Figs", null, 410],
      ["unavailable", "Carrots", 150, null],
      ["unavailable", "Dates", 600, null],
      ["failed", "Mystery", null, null],
    ]);
    expect(detail.changes.find((c) => c.kind === "changed")!.productId).not.toBeNull();
    // The per-store trend: products found per run, oldest first.
    expect(detail.trend.map((t) => t.productsFound)).toEqual([4, 6]);
    const [log] = await db.select().from(tables.scrapeLogs).where(eq(tables.scrapeLogs.id, second.logId));
    expect(log).toMatchObject({ productsNew: 2, productsChanged: 1, productsUnavailable: 2, productsFailed: 1, status: "success" });
  });

  it("holds a run that finds fewer than 80% of the last good count: previous prices keep serving, administrators are told", async () => {
    const db = await getTestDb();
    const { user: admin } = await adminActor(db);
    const quiet = await createTestUser(db, { role: "admin" });
    await db.insert(tables.emailPreferences).values({ userId: quiet.id, scrapeAlerts: false });
    const store = await addStore(db, "Floor Mart");
    const ten = ["Apples", "Bananas", "Carrots", "Dates", "Eggs", "Figs", "Grapes", "Honey", "Icing Sugar", "Jam"].map((name, i) => item(name, 1 + i));
    await runStoreScrape(db, store.id, "manual", deps(ten));
    const before = await currentPrices(db, store.id);

    // 8 of 10 is exactly 80%: a good run (two withdrawn).
    const eight = await runStoreScrape(db, store.id, "manual", deps(ten.slice(0, 8)));
    expect(eight).toMatchObject({ success: true, changes: { productsUnavailable: 2 } });
    // 6 of 8 is 75%: held. Nothing changes for shoppers, nothing is marked unavailable.
    const held = await runStoreScrape(db, store.id, "manual", deps([...ten.slice(0, 6).map((p) => ({ ...p, price: p.price + 1 }))]));
    expect(held).toMatchObject({ success: false, held: true });
    const afterHeld = await currentPrices(db, store.id);
    expect(afterHeld).toEqual(Object.fromEntries(Object.entries(before).slice(0, 8)));
    const [log] = await db.select().from(tables.scrapeLogs).where(eq(tables.scrapeLogs.id, held.logId));
    expect(log.status).toBe("held");
    expect(log.errorMessage).toContain("fewer than 80% of the last good run's 8");

    const alerts = await alertsOf(db, admin.id);
    expect(alerts).toEqual([{ title: "Floor Mart: far fewer products than usual", href: `/admin/scraping/runs/${held.logId}` }]);
    expect(await alertsOf(db, quiet.id)).toHaveLength(1);
    expect((await outboxFor(admin.email)).map((m) => m.subject)).toEqual(["Cartwise: Floor Mart: far fewer products than usual"]);
    expect(await outboxFor(quiet.email)).toEqual([]);

    // The store reads as failing until a good run; a good run clears it and publishes again.
    const [row] = await listAdminStores(db, { userId: admin.id, role: "admin", email: admin.email, sessionId: "" });
    expect(row.scrapeStatus).toBe("failing");
    expect(row.statusLabel).toMatch(/^failing since \w{3}, \d{1,2} \w{3} 2\d{3}, \d\d:\d\d (NZDT|NZST|GMT\+1[23])$/);
    const good = await runStoreScrape(db, store.id, "manual", deps(ten.slice(0, 8).map((p) => ({ ...p, price: p.price + 1 }))));
    expect(good).toMatchObject({ success: true, changes: { productsChanged: 8 } });
    const [healed] = await listAdminStores(db, { userId: admin.id, role: "admin", email: admin.email, sessionId: "" });
    expect(healed.scrapeStatus).toBe("active");
  });

  it("alerts administrators once when a store fails twice in a row, keeping its prices", async () => {
    const db = await getTestDb();
    const { user: admin } = await adminActor(db);
    const store = await addStore(db, "Flaky Mart");
    await runStoreScrape(db, store.id, "manual", deps([item("Apples", 3.49)]));
    const boom = new Error("socket hang up");
    await runStoreScrape(db, store.id, "scheduled", deps(boom));
    expect(await alertsOf(db, admin.id)).toEqual([]);
    const second = await runStoreScrape(db, store.id, "scheduled", deps([]));
    expect(second.success).toBe(false);
    const alerts = await alertsOf(db, admin.id);
    expect(alerts).toEqual([{ title: "Flaky Mart: scraping failed twice in a row", href: `/admin/scraping/runs/${second.logId}` }]);
    const mail = await outboxFor(admin.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain("No products found");
    await runStoreScrape(db, store.id, "scheduled", deps(boom));
    expect(await alertsOf(db, admin.id)).toHaveLength(1);
    expect(await currentPrices(db, store.id)).toEqual({ Apples: 349 });
    const [row] = await db.select().from(tables.stores).where(eq(tables.stores.id, store.id));
    expect(row.consecutiveFailures).toBe(3);
    expect(row.failingSince).not.toBeNull();
  });
});

describe("honest statuses", () => {
  it("a new store reads never scraped, a store without configuration says so, paused is paused, and the counters agree with the list", async () => {
    const db = await getTestDb();
    const { actor } = await adminActor(db);
    const fresh = await addStore(db, "Fresh Mart");
    await db.insert(tables.stores).values({ name: "Plain Store", storeType: "grocery", address: "2 Real Street", latitude: -36.86, longitude: 174.76 });
    const paused = await addStore(db, "Paused Mart");
    await db.update(tables.stores).set({ scrapingEnabled: false }).where(eq(tables.stores.id, paused.id));
    const stores = await listAdminStores(db, actor);
    expect(Object.fromEntries(stores.map((s) => [s.name, s.statusLabel]))).toEqual({ "Fresh Mart": "never scraped", "Plain Store": "no configuration", "Paused Mart": "paused" });
    expect(stores.find((s) => s.id === fresh.id)!.lastScrapedAt).toBeNull();
    await runStoreScrape(db, fresh.id, "manual", deps([item("Apples", 3.49)]));
    const after = await listAdminStores(db, actor);
    expect(after.find((s) => s.id === fresh.id)!.statusLabel).toBe("active");
    const stats = await getScrapingStats(db, actor, after);
    expect(stats).toEqual({ totalStores: 3, activeStores: 1, totalProducts: 1, last24hScrapes: 1 });
  });
});

describe("schedules per store, in the store's time zone", () => {
  const queue = (): ScrapeQueue & { jobs: string[] } => {
    const jobs: string[] = [];
    return { jobs, enqueue: async (job: { storeId: string }) => { jobs.push(job.storeId); return true; } } as unknown as ScrapeQueue & { jobs: string[] };
  };

  it("computes the next run in the store's zone across DST, pauses and resumes, and Setup Schedules only fills in defaults", async () => {
    const db = await getTestDb();
    const auckland = await addStore(db, "Auckland Mart");
    const [seattle] = await db.insert(tables.stores).values({ name: "Seattle Mart", storeType: "grocery", address: "1 Pike St", countryCode: "US", currency: "USD", latitude: 47.6, longitude: -122.3, timeZone: "America/Los_Angeles", scrapingEnabled: true, scraperConfig: CONFIG }).returning();

    // Saturday 26 Sep 2026, 23:00 NZST: the next 02:30 daily is on the spring-forward night → 03:30 NZDT.
    const now = new Date("2026-09-26T11:00:00Z");
    expect(await saveStoreSchedule(db, { storeId: auckland.id, frequency: "daily", runAt: "02:30", weekday: null, paused: false }, now)).toEqual({ nextRunAt: "2026-09-26T14:30:00.000Z" });
    // Setup Schedules (bulk default) keeps the Auckland store's own schedule and gives Seattle 03:00 Pacific.
    const set = await setupSchedules(db, now);
    expect(set.map((s) => [s.storeName, s.frequency, s.runAt, s.nextRunAt])).toEqual([
      ["Auckland Mart", "daily", "02:30", "2026-09-26T14:30:00.000Z"],
      ["Seattle Mart", "daily", "03:00", "2026-09-27T10:00:00.000Z"],
    ]);

    // The tick after the Auckland run: queued once, next run 02:30 NZDT the next night (13:30Z).
    const q = queue();
    const tick = new Date("2026-09-26T14:31:00Z");
    expect(await runDueSchedules(db, q, tick)).toEqual({ due: 1, queued: 1 });
    expect(q.jobs).toEqual([auckland.id]);
    const [sched] = await db.select().from(tables.scrapingSchedules).where(eq(tables.scrapingSchedules.storeId, auckland.id));
    expect(sched.nextRunAt!.toISOString()).toBe("2026-09-27T13:30:00.000Z");

    // Paused: never due, shown as paused; resumed: due again.
    await saveStoreSchedule(db, { storeId: seattle.id, frequency: "weekly", runAt: "06:15", weekday: 1, paused: true }, now);
    const q2 = queue();
    expect(await runDueSchedules(db, q2, new Date("2026-12-01T00:00:00Z"))).toEqual({ due: 1, queued: 1 });
    expect(q2.jobs).toEqual([auckland.id]);
    const { actor } = await adminActor(db);
    const listed = await listAdminStores(db, actor);
    expect(listed.find((s) => s.id === seattle.id)).toMatchObject({ statusLabel: "paused", nextRunLabel: null, schedule: { frequency: "weekly", runAt: "06:15", weekday: 1, paused: true } });
    const resumed = await saveStoreSchedule(db, { storeId: seattle.id, frequency: "weekly", runAt: "06:15", weekday: 1, paused: false }, new Date("2026-10-31T12:00:00Z"));
    // Monday 2 Nov 06:15 PST (after the US fall-back) = 14:15Z.
    expect(resumed).toEqual({ nextRunAt: "2026-11-02T14:15:00.000Z" });
    const again = (await listAdminStores(db, actor)).find((s) => s.id === seattle.id)!;
    expect(again.nextRunLabel).toBe("Mon, 2 Nov 2026, 06:15 PST (America/Los_Angeles)");
  });
});
