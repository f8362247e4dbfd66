import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";

// The demo sites on a free port of our own; no job worker.
const DEMO_PORT = await vi.hoisted(async () => {
  const { freePort } = await import("../../../../tests/support/next-server");
  const port = await freePort();
  process.env.DEMO_SITES_PORT = String(port);
  process.env.SCRAPING_WORKER = "off";
  delete process.env.SCRAPER_ALLOWED_HOSTS;
  return port;
});

import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { tables } from "@/server/db";

const { sessionJar: jar } = await import("../../../../tests/support/mocked-session");
vi.mock("@/server/auth/auth", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedAuthModule()));
vi.mock("@/server/request", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedRequestModule()));
vi.mock("next/cache", () => import("../../../../tests/support/mocked-session").then((m) => m.mockedCacheModule()));

const actions = await import("./actions");
const { createTestUser, signInToken } = await import("@/modules/users/testing/factories");
const { startDemoSites } = await import("../demo-sites/server");

let demo: Awaited<ReturnType<typeof startDemoSites>>;
beforeAll(async () => {
  demo = await startDemoSites({ port: DEMO_PORT });
  expect(demo).not.toBeNull();
});
afterAll(async () => {
  await demo?.close();
});
beforeEach(async () => {
  jar.token = null;
  await truncateAll(await getTestDb());
});

async function actAs(who: "anonymous" | "shopper" | "retailer" | "admin") {
  const db = await getTestDb();
  if (who === "anonymous") return void (jar.token = null);
  const user = await createTestUser(db, { role: who });
  if (who === "retailer") await db.insert(tables.retailers).values({ userId: user.id, name: "Shop", address: "1 Long Street, Town" });
  jar.token = await signInToken(db, user);
}

describe("Add shop by URL (detectShopAction)", () => {
  it("is refused to everyone but administrators, before any request reaches the shop", async () => {
    const expected = { anonymous: "UNAUTHENTICATED", shopper: "FORBIDDEN", retailer: "FORBIDDEN" } as const;
    for (const who of ["anonymous", "shopper", "retailer"] as const) {
      await actAs(who);
      const res = await actions.detectShopAction({ url: `http://127.0.0.1:${DEMO_PORT}/corner-deli/` });
      expect(res.ok ? "ok" : res.code, who).toBe(expected[who]);
    }
  });

  it("proposes a WooCommerce configuration an administrator runs dry; nothing is written", async () => {
    const db = await getTestDb();
    const count = async () => (await db.execute(sql`select (select count(*)::int from stores) + (select count(*)::int from prices) + (select count(*)::int from scrape_logs) n`)).rows[0];
    const before = await count();
    await actAs("admin");
    const detected = await actions.detectShopAction({ url: `http://127.0.0.1:${DEMO_PORT}/corner-deli/` });
    if (!detected.ok) throw new Error(detected.formError);
    expect(detected.result.platform).toBe("woocommerce");
    const config = JSON.parse(detected.result.configJson!) as Record<string, unknown>;
    expect(config).toMatchObject({ scraper_type: "woocommerce", shop_url: `http://127.0.0.1:${DEMO_PORT}/corner-deli` });
    const dry = await actions.dryRunScrapeAction({ configJson: JSON.stringify({ ...config, delay_ms: 0 }) });
    if (!dry.ok) throw new Error(dry.formError);
    expect(dry.result.products.length).toBeGreaterThan(100);
    expect(await count()).toEqual(before);
  });

  it("says what is wrong with an address that is not one", async () => {
    await actAs("admin");
    const res = await actions.detectShopAction({ url: "ftp://files.example/shop" });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.fieldErrors?.url?.[0]).toMatch(/http/);
    const empty = await actions.detectShopAction({ url: "   " });
    expect(empty.ok).toBe(false);
  });
});
