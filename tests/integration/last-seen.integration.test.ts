import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import { getTestDb, truncateAll } from "../setup/db";
import { ingestStoreRun } from "@/modules/scraping/ingest/ingest";
import type { ScrapedProduct } from "@/modules/scraping/types";
import { readStoreFreshness, readStorePrices } from "@/modules/stores";
import { getPriceHistory, getPriceVerdicts } from "@/modules/price-history/queries";
import { loadOfferRows } from "@/modules/pricing/offers/rows";
import { priceIdUnderReviewSql, reportPrice, underReviewSql } from "@/modules/moderation";
import { generatePriceDropAlerts } from "@/modules/alerts/generate";

/**
 * Decision 057: a store run no longer rewrites the prices it re-confirms; its confirmation makes
 * them count as seen at the run's time. Every reader of a current price's observed time must say
 * exactly what it said when the run rewrote each row — proved here reader by reader — and a product
 * missing from a run still leaves (withdrawn) while one a run never saw keeps its own time.
 */
let db: Db;
const DAY = 86_400_000;
const D0 = new Date(Date.UTC(2026, 9, 1, 3)); // 1 Oct 2026, 03:00 UTC
const day = (n: number) => new Date(D0.getTime() + n * DAY);
const iso = (n: number) => day(n).toISOString();

function item(name: string, price: number): ScrapedProduct {
  return { name, price, brand: null, size: null, unitPrice: null, unitType: null, inStock: true, url: null };
}

async function world() {
  const [store] = await db.insert(tables.stores).values({ name: "Run Mart", storeType: "supermarket", currency: "NZD", countryCode: "NZ", latitude: -36.866, longitude: 174.77 }).returning();
  const [milk, bread, jam] = await db.insert(tables.products).values([
    { name: "Anchor Blue Top Milk", brand: "Anchor", size: "2L", unitQuantity: 2000, unit: "ml", category: "dairy" },
    { name: "Tip Top Sandwich White Bread", brand: "Tip Top", size: "700g", unitQuantity: 700, unit: "g", category: "bakery" },
    { name: "Craig's Raspberry Jam", brand: "Craigs", size: "500g", unitQuantity: 500, unit: "g", category: "pantry" },
  ]).returning();
  return { store: store.id, milk: milk.id, bread: bread.id, jam: jam.id };
}
const RUN = [item("Anchor Blue Top Milk 2L", 4.2), item("Tip Top Sandwich White Bread 700g", 3.5)];
const run = (storeId: string, n: number, products = RUN) => ingestStoreRun(db, { storeId, products, observedAt: day(n) });

async function raw(storeId: string, productId: string) {
  return (await db.select().from(tables.currentPrices).where(and(eq(tables.currentPrices.storeId, storeId), eq(tables.currentPrices.productId, productId))))[0];
}
const offers = (storeId: string, productId: string, now: Date) =>
  loadOfferRows(db, [storeId], [{ line: 0, productId, unit: "ml", unitQuantity: 2000, sizedUnit: null, wanted: 0, remembered: false }], null, { now, split: false });

beforeAll(async () => { db = await getTestDb(); });
beforeEach(async () => { await truncateAll(db); });

describe("a price re-confirmed by a run reads as seen at the run, through every reader", () => {
  it("is not rewritten, and store page, freshness, history, verdicts, offers and reports all see the run's time", async () => {
    const w = await world();
    await run(w.store, 0);
    const before = await raw(w.store, w.milk);
    const second = await run(w.store, 20); // same prices 20 days later
    expect(second).toMatchObject({ updated: 0, unchanged: 2 });
    // Not written: same row, same stored time (the point of the change).
    const after = await raw(w.store, w.milk);
    expect(after.observedAt.toISOString()).toBe(iso(0));
    expect(after.priceId).toBe(before.priceId);

    // Store page lines and its freshness summary.
    const lines = await readStorePrices(db, w.store, { underReview: underReviewSql });
    expect(lines.map((l) => [l.productId, l.observedAt, l.source]).sort()).toEqual([[w.bread, iso(20), "scrape"], [w.milk, iso(20), "scrape"]].sort());
    expect(await readStoreFreshness(db, w.store, day(21))).toEqual({ lastObservedAt: iso(20), productCount: 2, freshCount: 2 });

    // Price history dialog and verdicts: the current price's time.
    expect((await getPriceHistory(db, { storeId: w.store, productId: w.milk }, { underReview: priceIdUnderReviewSql })).current.observedAt).toBe(iso(20));
    expect((await getPriceVerdicts(db, [{ storeId: w.store, productId: w.milk }])).size).toBe(1);

    // Offers: the time shown, and freshness (scrape: 14 days) judged from the run, not from day 0.
    const fresh = await offers(w.store, w.milk, new Date(day(34).getTime() - 1));
    expect(fresh).toHaveLength(1);
    expect(fresh[0].observedAt.toISOString()).toBe(iso(20));
    expect(await offers(w.store, w.milk, new Date(day(34).getTime() + 1))).toHaveLength(0);

    // A report copies when the price was last seen.
    const [u] = await db.insert(tables.users).values({ email: "reporter@example.test", passwordHash: "x", role: "shopper" }).returning({ id: tables.users.id });
    await reportPrice(db, { userId: u.id }, { storeId: w.store, productId: w.milk, reason: "wrong_price", note: "" });
    const [report] = await db.select().from(tables.priceReports);
    expect(report.observedAt.toISOString()).toBe(iso(20));
  });

  it("a product missing from a run is withdrawn as before; the rest count as seen", async () => {
    const w = await world();
    await run(w.store, 0);
    const third = await run(w.store, 1, [RUN[0]]);
    expect(third.changes.filter((c) => c.kind === "unavailable").map((c) => c.productId)).toEqual([w.bread]);
    expect(await raw(w.store, w.bread)).toBeUndefined();
    expect((await readStorePrices(db, w.store, { underReview: underReviewSql })).map((l) => [l.productId, l.observedAt])).toEqual([[w.milk, iso(1)]]);
  });

  it("a store with no complete run since keeps each price's own time (and it goes stale as before)", async () => {
    const w = await world();
    await run(w.store, 0);
    expect((await readStorePrices(db, w.store, { underReview: underReviewSql })).every((l) => l.observedAt === iso(0))).toBe(true);
    expect(await offers(w.store, w.milk, new Date(day(14).getTime() + 1))).toHaveLength(0);
    expect(await readStoreFreshness(db, w.store, day(8))).toMatchObject({ lastObservedAt: iso(0), freshCount: 0 });
  });
});

describe("other writers compare with the last sighting", () => {
  it("a receipt dated before the run but published after it does not replace the re-confirmed scrape price", async () => {
    const w = await world();
    await run(w.store, 0);
    await run(w.store, 10);
    await db.insert(tables.prices).values({ storeId: w.store, productId: w.milk, amountCents: 399, currency: "NZD", source: "receipt", observedAt: day(9) });
    const cur = await raw(w.store, w.milk);
    expect([cur.amountCents, cur.source]).toEqual([420, "scrape"]);
    // A newer receipt still wins, and then reads with its own time, not the run's.
    await db.insert(tables.prices).values({ storeId: w.store, productId: w.milk, amountCents: 399, currency: "NZD", source: "receipt", observedAt: day(11) });
    const line = (await readStorePrices(db, w.store, { underReview: underReviewSql })).find((l) => l.productId === w.milk)!;
    expect([line.amountCents, line.source, line.observedAt]).toEqual([399, "receipt", iso(11)]);
  });

  it("a receipt price for a product the run never saw keeps its own time; the next run that sees it at that amount makes it a scrape price seen then", async () => {
    const w = await world();
    await run(w.store, 0);
    await run(w.store, 10);
    await db.insert(tables.prices).values({ storeId: w.store, productId: w.jam, amountCents: 550, currency: "NZD", source: "receipt", observedAt: day(9) });
    let jam = (await readStorePrices(db, w.store, { underReview: underReviewSql })).find((l) => l.productId === w.jam)!;
    expect([jam.source, jam.observedAt]).toEqual(["receipt", iso(9)]);
    const next = await run(w.store, 12, [...RUN, item("Craig's Raspberry Jam 500g", 5.5)]);
    expect(next).toMatchObject({ updated: 0, unchanged: 3 });
    jam = (await readStorePrices(db, w.store, { underReview: underReviewSql })).find((l) => l.productId === w.jam)!;
    expect([jam.source, jam.observedAt]).toEqual(["scrape", iso(12)]);
  });
});

describe("alerts", () => {
  it("a drop re-confirmed by a later run reaches a watcher who started watching after the drop, as when the run rewrote the row", async () => {
    const w = await world();
    await run(w.store, 0, [item("Anchor Blue Top Milk 2L", 5.0)]);
    await run(w.store, 1, [item("Anchor Blue Top Milk 2L", 4.2)]); // the drop, seen on day 1
    const [u] = await db.insert(tables.users).values({ email: "watcher@example.test", passwordHash: "x", role: "shopper" }).returning({ id: tables.users.id });
    await db.insert(tables.profiles).values({ userId: u.id, latitude: -36.8485, longitude: 174.7633 });
    const [list] = await db.insert(tables.shoppingLists).values({ userId: u.id, name: "Weekly" }).returning();
    const [li] = await db.insert(tables.shoppingListItems).values({ listId: list.id, itemName: "milk", lockProductId: w.milk }).returning();
    await db.insert(tables.priceWatches).values({ userId: u.id, listId: list.id, listItemId: li.id, productId: w.milk, createdAt: day(5) });
    // Watching began after the drop was last seen: nothing yet.
    expect((await generatePriceDropAlerts(db, day(6))).priceDrops).toBe(0);
    // Day 20: the run sees the dropped price again (no write), so it counts as observed after watching began.
    await run(w.store, 20, [item("Anchor Blue Top Milk 2L", 4.2)]);
    expect((await raw(w.store, w.milk)).observedAt.toISOString()).toBe(iso(1));
    expect((await generatePriceDropAlerts(db, day(20))).priceDrops).toBe(1);
    const n = await db.execute<{ n: number }>(sql`select count(*)::int as n from notifications where kind = 'price_drop'`);
    expect(Number(n.rows[0].n)).toBe(1);
  });
});
