import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";

// Before any app module reads the environment: the demo sites on a free port of our own (a fixed
// one can be held by another process on the machine), no job worker.
const DEMO_PORT = await vi.hoisted(async () => {
  const { freePort } = await import("../../../../tests/support/next-server");
  const port = await freePort();
  process.env.DEMO_SITES_PORT = String(port);
  process.env.SCRAPING_WORKER = "off";
  delete process.env.SCRAPER_ALLOWED_HOSTS;
  return port;
});

import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { tables, type Db } from "@/server/db";

/* Actions and route handlers called directly, as an attacker would: only Auth.js's cookie plumbing is replaced. */
const { sessionJar: jar } = await import("../../../../tests/support/mocked-session");
vi.mock("@/server/auth/auth", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedAuthModule()));
vi.mock("@/server/request", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedRequestModule()));
vi.mock("next/cache", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedCacheModule()));

const actions = await import("./actions");
const { GET: progressGet } = await import("@/app/api/admin/scraping/progress/route");
const { POST: scrapePricesPost } = await import("@/app/api/scrape-prices/route");
const { createTestUser, signInToken } = await import("@/modules/users/testing/factories");
const { startDemoSites } = await import("../demo-sites/server");
const { stopScrapingRuntime } = await import("../scheduler/runtime");
const { VALIDATION_STEPS } = await import("../validation/step-list");

type Who = "anonymous" | "shopper" | "retailer" | "admin";

async function actAs(who: Who) {
  const db = await getTestDb();
  if (who === "anonymous") {
    jar.token = null;
    return;
  }
  const user = await createTestUser(db, { role: who });
  if (who === "retailer") await db.insert(tables.retailers).values({ userId: user.id, name: "Shop", address: "1 Long Street, Town" });
  jar.token = await signInToken(db, user);
}

async function snapshot(db: Db) {
  const res = await db.execute(sql`
    select (select count(*)::int from stores) stores, (select count(*)::int from products) products, (select count(*)::int from prices) prices,
           (select count(*)::int from scrape_logs) logs, (select count(*)::int from scrape_errors) errors,
           (select count(*)::int from product_name_memory) memory,
           (select json_agg(json_build_object('id', id, 'enabled', scraping_enabled, 'type', store_type, 'config', scraper_config) order by id) from stores) store_rows,
           (select json_agg(json_build_object('store', store_id, 'next', next_run_at) order by store_id) from scraping_schedules) schedules`);
  return res.rows[0];
}

let demo: Awaited<ReturnType<typeof startDemoSites>>;

beforeAll(async () => {
  demo = await startDemoSites({ port: DEMO_PORT });
  expect(demo).not.toBeNull();
});
afterAll(async () => {
  await stopScrapingRuntime();
  await demo?.close();
});

describe("scraping administration is admin-only on the server", () => {
  beforeEach(async () => {
    jar.token = null;
    await truncateAll(await getTestDb());
  });

  it("shoppers, retailers and visitors are refused by every action and endpoint, and nothing changes", async () => {
    const db = await getTestDb();
    const [store] = await db
      .insert(tables.stores)
      .values({ name: "Target", storeType: "supermarket", scrapingEnabled: true, scraperConfig: { scraper_type: "api", api_endpoint: `http://127.0.0.1:${DEMO_PORT}/countdown/api/products?page={page}`, items_path: "$.data.products[*]", field_mappings: { name: "$.title", price: "$.price.now" } } })
      .returning();
    await db.insert(tables.scrapingSchedules).values({ storeId: store.id, nextRunAt: new Date(Date.now() - 60_000) });
    const before = await snapshot(db);
    const validConfig = JSON.stringify({ scraper_type: "html", base_url: `http://127.0.0.1:${DEMO_PORT}/butcher/` });
    const calls: [string, () => Promise<{ ok: boolean; code?: string }>][] = [
      ["addSampleStores", () => actions.addSampleStoresAction({})],
      ["setStoreScraping", () => actions.setStoreScrapingAction({ storeId: store.id, enabled: false })],
      ["updateStoreConfig", () => actions.updateStoreConfigAction({ storeId: store.id, storeType: "butcher", scrapingEnabled: true, configJson: validConfig })],
      ["testStore", () => actions.testStoreAction({ storeId: store.id })],
      ["scrapeAll", () => actions.scrapeAllAction({})],
      ["runScheduled", () => actions.runScheduledAction({})],
      ["setupSchedules", () => actions.setupSchedulesAction({})],
      ...VALIDATION_STEPS.map((s) => [`validation:${s.id}`, () => actions.runValidationStepAction({ step: s.id })] as [string, () => Promise<{ ok: boolean; code?: string }>]),
      ["listValidationTargets", () => actions.listValidationTargetsAction({})],
      ["validateStore", () => actions.validateStoreAction({ storeId: store.id })],
      ["dryRun", () => actions.dryRunScrapeAction({ configJson: validConfig })],
      ["dryRunStore", () => actions.dryRunScrapeAction({ storeId: store.id })],
    ];
    const expected = { anonymous: "UNAUTHENTICATED", shopper: "FORBIDDEN", retailer: "FORBIDDEN" } as const;
    for (const who of ["anonymous", "shopper", "retailer"] as const) {
      await actAs(who);
      for (const [name, call] of calls) {
        const res = await call();
        expect(res.ok ? "ok" : res.code, `${who} ${name}`).toBe(expected[who]);
      }
      const status = who === "anonymous" ? 401 : 403;
      const progress = await progressGet(new NextRequest("http://127.0.0.1/api/admin/scraping/progress"));
      expect(progress.status, `${who} progress`).toBe(status);
      // scrape-prices is the shopper's comparison call (spec section 7): only anonymous callers are refused.
      if (who === "anonymous") {
        const compare = await scrapePricesPost(new NextRequest("http://127.0.0.1/api/scrape-prices", { method: "POST", body: JSON.stringify({ items: ["milk"] }), headers: { "content-type": "application/json" } }));
        expect(compare.status, `${who} scrape-prices`).toBe(401);
      }
    }
    expect(await snapshot(db)).toEqual(before);
  });
});

describe("an administrator's scraping journey against the demo store sites", () => {
  beforeEach(async () => {
    jar.token = null;
    await truncateAll(await getTestDb());
  });

  it("adds the sample stores, tests one, passes all 8 validation steps, and refuses bad configurations with reasons", { timeout: 180_000 }, async () => {
    const db = await getTestDb();
    await actAs("admin");
    const added = await actions.addSampleStoresAction({});
    expect(added).toEqual({ ok: true, added: 4, total: 4 });
    expect(await actions.addSampleStoresAction({})).toEqual({ ok: true, added: 0, total: 4 });

    const [countdown] = await db.select().from(tables.stores).where(eq(tables.stores.name, "Countdown"));
    const test = await actions.testStoreAction({ storeId: countdown.id });
    if (!test.ok) throw new Error(test.formError);
    expect(test.run.success, test.run.error ?? "").toBe(true);
    expect(test.run.productsFound).toBeGreaterThanOrEqual(5);
    expect(test.run.pagesFetched).toBeGreaterThanOrEqual(1);
    const [log] = await db.select().from(tables.scrapeLogs).where(eq(tables.scrapeLogs.id, test.run.logId));
    expect(log).toMatchObject({ status: "success", scrapeType: "manual", productsFound: test.run.productsFound });

    const results = [];
    for (const step of VALIDATION_STEPS) {
      const res = await actions.runValidationStepAction({ step: step.id });
      if (!res.ok) throw new Error(`${step.id}: ${res.formError}`);
      results.push({ step: step.id, ...res.result });
    }
    expect(results.filter((r) => r.status !== "success")).toEqual([]);

    // The config editor: not JSON, and JSON the engine would refuse, both say why; nothing is saved.
    const notJson = await actions.updateStoreConfigAction({ storeId: countdown.id, storeType: "supermarket", scrapingEnabled: true, configJson: "{ scraper_type: api" });
    expect(notJson.ok).toBe(false);
    if (!notJson.ok) expect(notJson.fieldErrors?.configJson?.[0]).toMatch(/^Invalid JSON/);
    const unknownKey = await actions.updateStoreConfigAction({ storeId: countdown.id, storeType: "supermarket", scrapingEnabled: true, configJson: JSON.stringify({ scraper_type: "html", base_url: `http://127.0.0.1:${DEMO_PORT}/`, surprise: 1 }) });
    expect(unknownKey.ok).toBe(false);
    if (!unknownKey.ok) expect(unknownKey.fieldErrors?.configJson?.join(" ")).toMatch(/surprise|Unrecognized/i);
    const [unchanged] = await db.select().from(tables.stores).where(eq(tables.stores.id, countdown.id));
    expect(unchanged.scraperConfig).toEqual(countdown.scraperConfig);

    const disabled = await actions.setStoreScrapingAction({ storeId: countdown.id, enabled: false });
    expect(disabled).toEqual({ ok: true, enabled: false });
    const schedules = await actions.setupSchedulesAction({});
    if (!schedules.ok) throw new Error(schedules.formError);
    expect(schedules.schedules.map((s) => s.storeName).sort()).toEqual(["Local Butcher", "New World", "Pak'nSave"]);
  });
});
