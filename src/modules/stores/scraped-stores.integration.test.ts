import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import { createRetailer, insertStores } from "./testing/fixtures.integration";
import {
  createScrapedStores, getScrapedStore, listScrapableStores, listScrapingAdminStores, recordStoreScrapeFailure, saveStoreScraperConfig,
  scrapableStoresSql, setStoreScrapingEnabled, storeNamesAndZones, takenStoreNames, type NewScrapedStore, type StoreDetailsFields,
} from "./scraped-stores";
import { ensureStoreCodes, listRetailerFeedStores } from "./feed-state";
import { approvedStoreSql } from "./listing-sql";
import { storeCardsSql } from "./store-card-sql";
import { retailerRefFromOwnRow } from "@/modules/retailers/ref";

const CONFIG = { name: "x", baseUrl: "http://127.0.0.1/" };

const HOURS = Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => [d, { open: "07:00", close: "22:00" }])) as StoreDetailsFields["openingHours"];

function scraped(name: string, over: Partial<NewScrapedStore> = {}, details: Partial<StoreDetailsFields> = {}): NewScrapedStore {
  return {
    details: { name, storeType: "supermarket", chain: name, address: "1 Demo Lane", suburb: "Grey Lynn", city: "Auckland", timeZone: "Pacific/Auckland", openingHours: HOURS, countryCode: "NZ", latitude: -36.85, longitude: 174.75, ...details },
    isDemo: true, scraperConfig: CONFIG, scrapingEnabled: true, ...over,
  };
}

async function setStore(db: Db, id: string, set: Partial<typeof tables.stores.$inferInsert>) {
  await db.update(tables.stores).set(set).where(eq(tables.stores.id, id));
}

beforeEach(async () => {
  await truncateAll(await getTestDb());
});

describe("stores' commands and queries for scraping", () => {
  it("creates scraped stores (listed at once), finds taken names, and reads a store's scraping columns", async () => {
    const db = await getTestDb();
    expect(await createScrapedStores(db, [])).toBe(0);
    expect(await createScrapedStores(db, [scraped("Demo A"), scraped("Demo B", { scrapingEnabled: false }, { storeType: "butcher" })])).toBe(2);
    expect([...(await takenStoreNames(db, ["Demo A", "Demo C"]))]).toEqual(["Demo A"]);
    expect(await takenStoreNames(db, [])).toEqual(new Set());
    const [a] = await db.select({ id: tables.stores.id, listing: tables.stores.listingStatus }).from(tables.stores).where(eq(tables.stores.name, "Demo A"));
    expect(a.listing).toBe("approved");
    expect(await getScrapedStore(db, a.id)).toEqual({
      id: a.id, name: "Demo A", storeType: "supermarket", currency: "NZD", timeZone: "Pacific/Auckland", scraperConfig: CONFIG, scrapingEnabled: true, lastGoodCount: null,
    });
    expect(await getScrapedStore(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    const names = await storeNamesAndZones(db, [a.id, a.id, "00000000-0000-4000-8000-000000000000"]);
    expect([...names]).toEqual([[a.id, { name: "Demo A", timeZone: "Pacific/Auckland" }]]);
  });

  it("checks a scraped store's details as an administrator's store is, and writes none of the batch when one is invalid", async () => {
    const db = await getTestDb();
    await expect(createScrapedStores(db, [scraped("Good"), scraped("Nowhere", {}, { latitude: 0, longitude: 0 })])).rejects.toThrow();
    await expect(createScrapedStores(db, [scraped("Bad zone", {}, { timeZone: "Mars/Base" })])).rejects.toThrow();
    await expect(createScrapedStores(db, [scraped("Placeholder", {}, { address: "To be updated" })])).rejects.toThrow();
    expect(await takenStoreNames(db, ["Good", "Nowhere", "Bad zone", "Placeholder"])).toEqual(new Set());
    expect(await createScrapedStores(db, [scraped("Sydney", {}, { countryCode: "AU", timeZone: "Australia/Sydney" })])).toBe(1);
    const [row] = await db.select({ currency: tables.stores.currency, isDemo: tables.stores.isDemo, hours: tables.stores.openingHours }).from(tables.stores);
    expect(row).toEqual({ currency: "AUD", isDemo: true, hours: HOURS });
  });

  it("switches scraping and saves the configuration, answering false for an unknown store", async () => {
    const db = await getTestDb();
    await createScrapedStores(db, [scraped("Demo A")]);
    const [{ id }] = await db.select({ id: tables.stores.id }).from(tables.stores);
    expect(await setStoreScrapingEnabled(db, id, false)).toBe(true);
    expect((await getScrapedStore(db, id))?.scrapingEnabled).toBe(false);
    expect(await saveStoreScraperConfig(db, id, { storeType: "greengrocer", scrapingEnabled: false, scraperConfig: null })).toBe(true);
    expect(await getScrapedStore(db, id)).toMatchObject({ storeType: "greengrocer", scrapingEnabled: false, scraperConfig: null });
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await setStoreScrapingEnabled(db, missing, true)).toBe(false);
    expect(await saveStoreScraperConfig(db, missing, { storeType: "grocery", scrapingEnabled: false, scraperConfig: null })).toBe(false);
  });

  it("counts a failure streak from its first failure and keeps the first failure's time", async () => {
    const db = await getTestDb();
    await createScrapedStores(db, [scraped("Demo A")]);
    const [{ id }] = await db.select({ id: tables.stores.id }).from(tables.stores);
    expect(await recordStoreScrapeFailure(db, id)).toBe(1);
    const [first] = await db.select({ since: tables.stores.failingSince, status: tables.stores.scrapeStatus }).from(tables.stores);
    expect(first.status).toBe("failed");
    expect(first.since).not.toBeNull();
    expect(await recordStoreScrapeFailure(db, id)).toBe(2);
    const [second] = await db.select({ since: tables.stores.failingSince }).from(tables.stores);
    expect(second.since?.getTime()).toBe(first.since?.getTime());
    expect(await recordStoreScrapeFailure(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("lists scrapable stores (enabled, configured, open) by name, the same set as its SQL subquery; the admin list holds approved listings only", async () => {
    const db = await getTestDb();
    await createScrapedStores(db, [scraped("Zed"), scraped("Alpha"), scraped("Off", { scrapingEnabled: false }), scraped("Closed"), scraped("Pending")]);
    const ids = new Map((await db.select({ id: tables.stores.id, name: tables.stores.name }).from(tables.stores)).map((r) => [r.name, r.id]));
    await setStore(db, ids.get("Closed")!, { closedAt: new Date() });
    await setStore(db, ids.get("Pending")!, { listingStatus: "pending" });
    await insertStores(db, [{ name: "Unconfigured", lat: 0, lng: 0 }], 10);
    const scrapable = await listScrapableStores(db);
    expect(scrapable.map((x) => x.name)).toEqual(["Alpha", "Pending", "Zed"]);
    expect(scrapable[0]).toEqual({ id: ids.get("Alpha"), name: "Alpha", timeZone: "Pacific/Auckland" });
    const viaSql = await db.execute<{ id: string; time_zone: string }>(sql`select id, time_zone from ${scrapableStoresSql()} x order by id`);
    expect(viaSql.rows.map((r) => r.id)).toEqual(scrapable.map((x) => x.id).sort());
    expect(viaSql.rows.every((r) => r.time_zone === "Pacific/Auckland")).toBe(true);
    const admin = await listScrapingAdminStores(db);
    expect(admin.map((x) => x.name)).toEqual(["Alpha", "Closed", "Off", "Unconfigured", "Zed"]);
    expect(admin.find((x) => x.name === "Closed")?.closedAt).toBeInstanceOf(Date);
  });
});

describe("stores' feed state and SQL fragments", () => {
  it("lists a retailer's stores oldest first with whether a feed may publish to them, and gives each a free store code once", async () => {
    const db = await getTestDb();
    const retailerId = await createRetailer(db, "Feed Shop");
    const [a, b, c] = await insertStores(db, [{ name: "A", lat: 1, lng: 1, retailerId }, { name: "B", lat: 1, lng: 1, retailerId }, { name: "C", lat: 1, lng: 1, retailerId }], 1);
    await insertStores(db, [{ name: "Other", lat: 1, lng: 1 }]);
    await setStore(db, a, { storeCode: "store-2" });
    await setStore(db, b, { closedAt: new Date() });
    await setStore(db, c, { listingStatus: "pending" });
    await ensureStoreCodes(db, retailerRefFromOwnRow(retailerId));
    await ensureStoreCodes(db, retailerRefFromOwnRow(retailerId));
    const stores = await listRetailerFeedStores(db, retailerRefFromOwnRow(retailerId));
    expect(stores.map((x) => [x.name, x.storeCode, x.publishable])).toEqual([["A", "store-2", true], ["B", "store-1", false], ["C", "store-3", false]]);
    expect(stores[0]).toMatchObject({ currency: "USD", countryCode: "US", timeZone: "UTC" });
  });

  it("approvedStoreSql holds for approved listings meeting the retailer condition; storeCardsSql shows a store's published columns", async () => {
    const db = await getTestDb();
    const retailerId = await createRetailer(db, "Shop");
    const [own, plain, pending] = await insertStores(db, [{ name: "Own", lat: 1, lng: 2, retailerId }, { name: "Plain", lat: 1, lng: 2 }, { name: "Pending", lat: 1, lng: 2, retailerId }]);
    await setStore(db, pending, { listingStatus: "pending" });
    const holds = async (id: string, withRetailer: boolean) => {
      const cond = approvedStoreSql(sql`${id}::uuid`, (r) => (withRetailer ? sql`${r} is not null` : sql`true`));
      return (await db.execute<{ ok: boolean }>(sql`select ${cond} as ok`)).rows[0].ok;
    };
    expect([await holds(own, true), await holds(plain, true), await holds(plain, false), await holds(pending, false)]).toEqual([true, false, true, false]);
    const card = await db.execute(sql`select * from ${storeCardsSql()} s where s.id = ${own}::uuid`);
    expect(card.rows).toEqual([{ id: own, name: "Own", chain: null, city: null, country_code: "US", latitude: 1, longitude: 2 }]);
  });
});
