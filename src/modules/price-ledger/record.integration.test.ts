import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { productPacksSql } from "@/modules/catalog";
import { storeInCountrySql } from "@/modules/stores";
import { markCurrentPricesSeen, recordReceiptPrice, recordRetailerPrices, recordScrapedPrices, withdrawReceiptPrice, withdrawStoreProducts } from "./record";
import { isCurrentPriceSql, readCurrentPriceTerms, readPriceWindow, readSeenCurrentPrice, readStoreCurrentAmounts } from "./current";

/** The price ledger's write commands (decision 059), each inside the caller's transaction. */
let db: Db;
const DAY = 86_400_000;
const T0 = new Date(Date.UTC(2026, 9, 5, 3)); // 5 Oct 2026
const day = (n: number) => new Date(T0.getTime() + n * DAY);

async function world() {
  const [nz, nz2, au] = await db
    .insert(tables.stores)
    .values([
      { name: "Ledger Mart", storeType: "supermarket", currency: "NZD", countryCode: "NZ", latitude: -36.86, longitude: 174.77 },
      { name: "Ledger Two", storeType: "supermarket", currency: "NZD", countryCode: "NZ", latitude: -36.87, longitude: 174.78 },
      { name: "Ledger AU", storeType: "supermarket", currency: "NZD", countryCode: "AU", latitude: -33.86, longitude: 151.2 },
    ])
    .returning();
  const [milk, eggs] = await db
    .insert(tables.products)
    .values([
      { name: "Ledger Milk 2L", size: "2L", unitQuantity: 2000, unit: "ml", category: "dairy" },
      { name: "Ledger Eggs 12", size: "12", unitQuantity: 12, unit: "each", category: "dairy" },
    ])
    .returning();
  return { store: nz!.id, store2: nz2!.id, auStore: au!.id, milk: milk!.id, eggs: eggs!.id };
}

async function current(storeId: string, productId: string) {
  const res = await db.execute<{ price_id: number; amount_cents: number; source: string; observed_at: string; unit_price_cents: number }>(
    sql`select price_id, amount_cents, source, observed_at, unit_price_cents from current_prices where store_id = ${storeId}::uuid and product_id = ${productId}::uuid`,
  );
  const r = res.rows[0];
  return r ? { priceId: Number(r.price_id), amountCents: Number(r.amount_cents), source: r.source, observedAt: new Date(r.observed_at), unitPriceCents: Number(r.unit_price_cents) } : null;
}
const historyCount = async () => Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from prices`)).rows[0]!.n);
const stamp = async (storeId: string) => (await db.execute<{ version: string }>(sql`select version from store_price_versions where store_id = ${storeId}::uuid`)).rows[0]?.version ?? null;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
});

describe("price ledger commands", () => {
  it("a scrape run appends only new or changed prices, derives unit prices from the pack, and turns an unchanged receipt price into a scrape price seen now", async () => {
    const w = await world();
    const first = await db.transaction((tx) =>
      recordScrapedPrices(tx, null, { storeId: w.store, currency: "NZD", observedAt: day(0), rows: [{ productId: w.milk, amountCents: 420, unitPriceCents: null }, { productId: w.eggs, amountCents: 600, unitPriceCents: null }], productPacks: productPacksSql() }),
    );
    expect(first).toEqual({ changed: 2, reconfirmedOtherSource: 0 });
    expect((await current(w.store, w.milk))?.unitPriceCents).toBe(210); // 420 per 2,000 ml → 210 per L
    expect((await current(w.store, w.eggs))?.unitPriceCents).toBe(50); // 600 per 12 each

    const receipt = await db.transaction((tx) => recordReceiptPrice(tx, { productId: w.eggs, storeId: w.store, amountCents: 550, currency: "NZD", onSpecial: false, observedAt: day(1) }));
    expect((await current(w.store, w.eggs))?.priceId).toBe(receipt);

    const second = await db.transaction((tx) =>
      recordScrapedPrices(tx, null, { storeId: w.store, currency: "NZD", observedAt: day(2), rows: [{ productId: w.milk, amountCents: 420, unitPriceCents: null }, { productId: w.eggs, amountCents: 550, unitPriceCents: null }], productPacks: productPacksSql() }),
    );
    expect(second).toEqual({ changed: 0, reconfirmedOtherSource: 1 });
    expect(await historyCount()).toBe(3);
    expect(await current(w.store, w.eggs)).toMatchObject({ priceId: receipt, source: "scrape", observedAt: day(2) });
    expect(await readStoreCurrentAmounts(db, w.store)).toEqual(new Map([[w.milk, 420], [w.eggs, 550]]));
  });

  it("a feed appends retailer prices with their extensions, marks unchanged ones seen (never back) and withdraws, moving the stamp of stores that lost one", async () => {
    const w = await world();
    const runId = "00000000-0000-4000-8000-000000000001";
    await db.transaction((tx) =>
      recordRetailerPrices(tx, {
        feedRunId: runId,
        at: day(0),
        productPacks: productPacksSql(),
        rows: [
          { productId: w.milk, storeId: w.store, amountCents: 400, currency: "NZD", onSpecial: true, memberPriceCents: 380, multibuyQuantity: 2, multibuyPriceCents: 700, validUntil: day(3).toISOString() },
          { productId: w.eggs, storeId: w.store2, amountCents: 600, currency: "NZD", onSpecial: false, memberPriceCents: null, multibuyQuantity: null, multibuyPriceCents: null, validUntil: null },
        ],
      }),
    );
    const terms = await readCurrentPriceTerms(db, [w.store, w.store2], [w.milk, w.eggs]);
    expect(terms.get(`${w.store}|${w.milk}`)).toMatchObject({ amount_cents: 400, source: "retailer", on_special: true, member_price_cents: 380, multibuy_quantity: 2, multibuy_price_cents: 700 });
    expect(terms.size).toBe(2);

    await db.transaction((tx) => markCurrentPricesSeen(tx, [{ storeId: w.store, productId: w.milk }], day(2)));
    expect((await current(w.store, w.milk))?.observedAt).toEqual(day(2));
    await db.transaction((tx) => markCurrentPricesSeen(tx, [{ storeId: w.store, productId: w.milk }], day(1)));
    expect((await current(w.store, w.milk))?.observedAt).toEqual(day(2));

    const before = await stamp(w.store2);
    const stores = await db.transaction((tx) => withdrawStoreProducts(tx, [{ storeId: w.store2, productId: w.eggs }, { storeId: w.store2, productId: w.milk }]));
    expect(stores).toEqual([w.store2]);
    expect(await current(w.store2, w.eggs)).toBeNull();
    expect(await current(w.store, w.milk)).not.toBeNull();
    expect(BigInt((await stamp(w.store2))!)).toBeGreaterThan(BigInt(before ?? 0));
    expect(await historyCount()).toBe(2);
    expect(await db.transaction((tx) => withdrawStoreProducts(tx, []))).toEqual([]);
  });

  it("withdrawing a current receipt price puts the newest remaining price back as current and moves the stamp; a non-current one only leaves the history", async () => {
    const w = await world();
    await db.insert(tables.prices).values({ storeId: w.store, productId: w.milk, amountCents: 420, currency: "NZD", observedAt: day(0), source: "scrape" });
    const receipt = await db.transaction((tx) => recordReceiptPrice(tx, { productId: w.milk, storeId: w.store, amountCents: 99, currency: "NZD", onSpecial: false, observedAt: day(1) }));
    expect((await current(w.store, w.milk))?.amountCents).toBe(99);
    const before = await stamp(w.store);

    await db.transaction((tx) => withdrawReceiptPrice(tx, { priceId: receipt, storeId: w.store, productId: w.milk }));
    expect(await current(w.store, w.milk)).toMatchObject({ amountCents: 420, source: "scrape", observedAt: day(0) });
    expect(BigInt((await stamp(w.store))!)).toBeGreaterThan(BigInt(before ?? 0));
    expect(await historyCount()).toBe(1);

    // An older receipt price that is not current: it leaves the history, the current price stays.
    const old = await db.transaction((tx) => recordReceiptPrice(tx, { productId: w.milk, storeId: w.store, amountCents: 390, currency: "NZD", onSpecial: false, observedAt: day(-5) }));
    await db.transaction((tx) => withdrawReceiptPrice(tx, { priceId: old, storeId: w.store, productId: w.milk }));
    expect((await current(w.store, w.milk))?.amountCents).toBe(420);
    expect(await historyCount()).toBe(1);
  });

  it("reads the outlier window by region and time, the current price behind a store condition, and whether a price is still current", async () => {
    const w = await world();
    await db.insert(tables.prices).values([
      { storeId: w.store, productId: w.milk, amountCents: 400, currency: "NZD", observedAt: day(-10), source: "scrape" },
      { storeId: w.store2, productId: w.milk, amountCents: 410, currency: "NZD", observedAt: day(-1), source: "scrape" },
      { storeId: w.auStore, productId: w.milk, amountCents: 900, currency: "NZD", observedAt: day(-1), source: "scrape" },
      { storeId: w.store2, productId: w.milk, amountCents: 300, currency: "NZD", observedAt: day(-200), source: "scrape" },
    ]);
    const window = await readPriceWindow(db, { productId: w.milk, currency: "NZD", until: day(0), days: 180, storeFilter: (id) => storeInCountrySql(id, "NZ") });
    expect(window.map((p) => p.amountCents).sort()).toEqual([400, 410]);
    const cur = await current(w.store2, w.milk);
    const without = await readPriceWindow(db, { productId: w.milk, currency: "NZD", until: day(0), days: 180, storeFilter: (id) => storeInCountrySql(id, "NZ"), excludePriceId: cur!.priceId });
    expect(without.map((p) => p.amountCents)).toEqual([400]);

    expect(await readSeenCurrentPrice(db, { storeId: w.store, productId: w.milk })).toMatchObject({ amount_cents: 400, source: "scrape" });
    expect(await readSeenCurrentPrice(db, { storeId: w.store, productId: w.milk, storeFilter: () => sql`false` })).toBeNull();

    const still = async (priceId: number) =>
      (await db.execute<{ yes: boolean }>(sql`select ${isCurrentPriceSql(sql`${w.store2}::uuid`, sql`${w.milk}::uuid`, sql`${priceId}::bigint`)} as yes`)).rows[0]!.yes;
    expect(await still(cur!.priceId)).toBe(true);
    expect(await still(cur!.priceId + 1000)).toBe(false);
  });
});
