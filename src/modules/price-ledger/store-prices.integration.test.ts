import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tables, type Db } from "@/server/db";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { confirmScrapeRun } from "./current-prices";
import { readStorePriceFreshness } from "./store-prices";
import { readStorePriceState } from "./store-price-stamps";

let db: Db;
const DAY = 86_400_000;
const D0 = new Date(Date.UTC(2026, 9, 1, 3));
const day = (n: number) => new Date(D0.getTime() + n * DAY);

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
});
afterAll(async () => {
  await truncateAll(db);
});

async function world() {
  const stores = await db.insert(tables.stores).values([
    { name: "Run Mart", storeType: "supermarket", currency: "NZD", countryCode: "NZ", latitude: -36.866, longitude: 174.77 },
    { name: "Quiet Mart", storeType: "grocery", currency: "NZD", countryCode: "NZ", latitude: -36.87, longitude: 174.78 },
  ]).returning({ id: tables.stores.id });
  const products = await db.insert(tables.products).values([{ name: "Milk", category: "dairy" }, { name: "Bread", category: "bakery" }, { name: "Jam", category: "pantry" }]).returning({ id: tables.products.id });
  return { store: stores[0].id, quiet: stores[1].id, milk: products[0].id, bread: products[1].id, jam: products[2].id };
}

describe("readStorePriceFreshness", () => {
  it("counts current prices (not history) and reads a scrape price as seen at the store's last complete run", async () => {
    const w = await world();
    await db.insert(tables.prices).values([
      { storeId: w.store, productId: w.milk, amountCents: 400, currency: "NZD", observedAt: day(0), source: "scrape" },
      { storeId: w.store, productId: w.milk, amountCents: 420, currency: "NZD", observedAt: day(1), source: "scrape" }, // history: one current row
      { storeId: w.store, productId: w.bread, amountCents: 300, currency: "NZD", observedAt: day(2), source: "scrape" },
      { storeId: w.store, productId: w.jam, amountCents: 500, currency: "NZD", observedAt: day(3), source: "receipt" },
    ]);
    expect(await readStorePriceFreshness(db, w.store, day(2))).toEqual({ lastSeenAt: day(3), productCount: 3, seenSinceCount: 2 });
    // A complete run on day 10 re-confirms the scrape prices; the receipt price keeps its own time.
    await confirmScrapeRun(db, w.store, day(10));
    expect(await readStorePriceFreshness(db, w.store, day(5))).toEqual({ lastSeenAt: day(10), productCount: 3, seenSinceCount: 2 });
    expect(await readStorePriceFreshness(db, w.quiet, day(0))).toEqual({ lastSeenAt: null, productCount: 0, seenSinceCount: 0 });
  });
});

describe("readStorePriceState", () => {
  it("gives each asked store with prices its stamp, moving forward with each price written, and leaves out stores never priced", async () => {
    const w = await world();
    expect(await readStorePriceState(db, [])).toEqual({ stamps: new Map(), confirmedMs: new Map() });
    await db.insert(tables.prices).values({ storeId: w.store, productId: w.milk, amountCents: 400, currency: "NZD", observedAt: day(0), source: "seed" });
    const first = await readStorePriceState(db, [w.store, w.quiet]);
    expect([...first.stamps.keys()]).toEqual([w.store]);
    await db.insert(tables.prices).values({ storeId: w.store, productId: w.bread, amountCents: 300, currency: "NZD", observedAt: day(1), source: "seed" });
    const second = await readStorePriceState(db, [w.store]);
    expect(BigInt(second.stamps.get(w.store)!)).toBeGreaterThan(BigInt(first.stamps.get(w.store)!));
  });

  it("gives each store's last complete scrape run in milliseconds, and none for a store never run", async () => {
    const w = await world();
    expect((await readStorePriceState(db, [w.store, w.quiet])).confirmedMs).toEqual(new Map());
    await confirmScrapeRun(db, w.store, new Date(day(4).getTime() + 123));
    const state = await readStorePriceState(db, [w.store, w.quiet]);
    expect(state.confirmedMs).toEqual(new Map([[w.store, day(4).getTime() + 123]]));
  });
});
