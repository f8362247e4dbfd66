import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import type { Db } from "@/server/db";
import { seedDemoData } from "@/server/seed/seed";
import { createTestUser } from "@/modules/users/testing/factories";
import { findStoresWithinRadius } from "@/modules/stores/radius-search";
import { getScrapingAdminData, listAdminStores } from "./queries";
import { addSampleStores } from "./mutations";

let db: Db;
let admin: { userId: string; role: "admin"; email: string; sessionId: string };

beforeAll(async () => {
  db = await getTestDb();
  await truncateAll(db);
  await seedDemoData(db, { log: () => undefined });
  const u = await createTestUser(db, { role: "admin" });
  admin = { userId: u.id, role: "admin", email: u.email, sessionId: "" };
}, 180_000);

describe("statuses on a fresh seed say what happened", () => {
  it("no seeded store is active or has a last-scraped time; every Overview counter agrees with the tabs", async () => {
    const data = await getScrapingAdminData(db, admin);
    expect(data.stores.length).toBeGreaterThan(40);
    expect(new Set(data.stores.map((s) => s.statusLabel))).toEqual(new Set(["no configuration"]));
    expect(data.stores.every((s) => s.lastScrapedAt === null && s.isDemo)).toBe(true);
    // Overview ↔ tabs: Total = Store Management's list, Active = active cards, Products = sum of the cards' counts.
    expect(data.stats.totalStores).toBe(data.stores.length);
    expect(data.stats.activeStores).toBe(0);
    expect(data.stats.activeStores).toBe(data.stores.filter((s) => s.scrapingEnabled && s.scrapeStatus === "active").length);
    expect(data.stats.totalProducts).toBe(data.stores.reduce((n, s) => n + s.productCount, 0));
    const current = await db.execute<{ n: number }>(sql`select count(*)::int as n from current_prices`);
    expect(data.stats.totalProducts).toBe(Number(current.rows[0].n));
    expect(data.stats.last24hScrapes).toBe(0);
    expect(data.logs).toEqual([]);
    // Every seeded store has a zone of its own country.
    const zones = await db.execute<{ country_code: string; time_zone: string }>(sql`select distinct country_code, time_zone from stores order by 1`);
    expect(zones.rows).toEqual([{ country_code: "AU", time_zone: "Australia/Sydney" }, { country_code: "NZ", time_zone: "Pacific/Auckland" }, { country_code: "US", time_zone: "America/Los_Angeles" }]);
  });

  it("Add Sample Stores makes complete demo stores that read never scraped and stay hidden from shoppers until priced", async () => {
    const { added } = await addSampleStores(db, admin);
    expect(added).toBe(4);
    const samples = (await listAdminStores(db, admin)).filter((s) => ["Countdown", "New World", "Pak'nSave", "Local Butcher"].includes(s.name));
    expect(samples).toHaveLength(4);
    expect(samples.every((s) => s.statusLabel === "never scraped" && s.isDemo && s.timeZone === "Pacific/Auckland")).toBe(true);
    const rows = await db.execute<{ address: string; latitude: number; opening_hours: unknown }>(sql`select address, latitude, opening_hours from stores where name in ('Countdown', 'New World', 'Pak''nSave', 'Local Butcher')`);
    for (const r of rows.rows) {
      expect(r.address).not.toBe("To be updated");
      expect(Number(r.latitude)).not.toBe(0);
      expect(r.opening_hours).not.toBeNull();
    }
    const near = await findStoresWithinRadius(db, { lat: -36.8585, lng: 174.7512 }, 2);
    expect(near.stores.map((s) => s.name)).not.toContain("Countdown");
  });
});
