import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { confirmScrapeRun, readStorePriceState } from "@/modules/price-ledger";
import { createRng } from "@/server/seed/generate/prng";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { loadOfferRows, type OfferRequest } from "./rows";
import { offerRowsFromSlices, type StorePriceSlice } from "./slice-rows";
import { clearPriceSlices, loadStoreSlice, sliceNumbering } from "./slices";

/*
 * The golden test of the price slices: for a seeded random market holding every case the offer
 * query's rule has (each source fresh and stale, a scrape price made fresh by its store's last run,
 * sale ends passed and to come, prices under review and reviews of an older price, zero prices,
 * two currencies, exact ties, sized and loose lines, remembered products), the rows computed in
 * memory must equal the SQL's, in the same order, for every topK, both pack rules and three clocks.
 */
let db: Db;
let storeIds: string[];
let requests: OfferRequest[];
const NOW = new Date(Date.UTC(2026, 10, 20, 9, 30, 0, 250));
const DAY = 86_400_000;

beforeAll(async () => {
  db = await getTestDb();
  await truncateAll(db);
  clearPriceSlices();
  const rng = createRng(4242);
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rng() * xs.length)];
  const stores = await db
    .insert(tables.stores)
    .values(["A", "B", "C", "D", "E"].map((n, i) => ({
      name: `Slice ${n}`, storeType: "supermarket" as const, address: `${i} Road`, city: "Auckland", countryCode: i === 4 ? "AU" : "NZ", currency: i === 4 ? ("AUD" as const) : ("NZD" as const),
      latitude: -36.85, longitude: 174.75,
    })))
    .returning({ id: tables.stores.id });
  storeIds = stores.map((s) => s.id);
  const units = ["g", "ml", "each"] as const;
  const products = await db
    .insert(tables.products)
    .values(Array.from({ length: 60 }, (_, i) => ({ name: `Slice Product ${i}`, unit: units[i % 3], unitQuantity: pick([250, 500, 1000, 6, 12, 1.5]), category: "pantry", countries: ["NZ"] })))
    .returning({ id: tables.products.id, unit: tables.products.unit, unitQuantity: tables.products.unitQuantity });
  const sources = ["scrape", "receipt", "retailer", "seed"] as const;
  const rows: (typeof tables.prices.$inferInsert)[] = [];
  const older: (typeof tables.prices.$inferInsert)[] = [];
  for (const [s, storeId] of storeIds.entries()) {
    for (const p of products) {
      if (rng() < 0.3) continue;
      const source = pick(sources);
      // Microseconds on purpose: the slices keep whole milliseconds, as the SQL's Date does.
      const observedAt = new Date(NOW.getTime() - Math.floor(rng() * 40 * DAY) + 0.25);
      const end = rng();
      const validUntil = end < 0.6 ? null : new Date(NOW.getTime() + (end < 0.8 ? -1 : 1) * Math.floor(rng() * 5 * DAY));
      const amountCents = rng() < 0.05 ? 0 : pick([199, 250, 250, 300, 399, 450, 450, 999]);
      rows.push({ storeId, productId: p.id, amountCents, currency: s === 4 ? "AUD" : "NZD", onSpecial: rng() < 0.2, observedAt, source, validUntil });
      if (rng() < 0.1) older.push({ storeId, productId: p.id, amountCents: amountCents + 10, currency: s === 4 ? "AUD" : "NZD", observedAt: new Date(observedAt.getTime() - 1000), source });
    }
  }
  await db.insert(tables.prices).values(older);
  await db.insert(tables.prices).values(rows);
  // Three stores ran completely at different times (one only 2 days ago: its old scrape prices are fresh again).
  await confirmScrapeRun(db, storeIds[0], new Date(NOW.getTime() - 2 * DAY + 17));
  await confirmScrapeRun(db, storeIds[1], new Date(NOW.getTime() - 20 * DAY));
  await confirmScrapeRun(db, storeIds[4], new Date(NOW.getTime() - 9 * DAY));
  // Under review: some current prices, and reviews naming a price that is no longer current (they do not apply).
  await db.execute(sql`
    insert into prices_under_review (store_id, product_id, price_id)
    select store_id, product_id, price_id from current_prices where abs(hashtext(product_id::text || store_id::text)) % 7 = 0`);
  await db.execute(sql`
    insert into prices_under_review (store_id, product_id, price_id)
    select p.store_id, p.product_id, min(p.id) from prices p
    where not exists (select 1 from prices_under_review u where u.store_id = p.store_id and u.product_id = p.product_id)
    group by p.store_id, p.product_id having count(*) > 1`);
  // Ten lines of 15 products each, sized in each unit or not, some loose, most with a remembered product.
  requests = Array.from({ length: 10 }, (_, line) => {
    const pool = [...products].sort(() => rng() - 0.5).slice(0, 15);
    const sizedUnit = pick([null, null, "g", "ml", "each"] as const);
    const remembered = rng() < 0.7 ? pick(pool).id : null;
    return pool.map((p) => ({
      line, productId: p.id, unit: p.unit, unitQuantity: p.unitQuantity, sizedUnit, wanted: sizedUnit ? pick([1, 2, 750, 1500, 3000]) : 0, remembered: p.id === remembered,
      loose: sizedUnit !== null && sizedUnit !== "each" && rng() < 0.3,
    }));
  }).flat();
}, 60_000);

async function slicesOf(ids: string[]): Promise<StorePriceSlice[]> {
  return Promise.all(ids.map((id) => loadStoreSlice(db, id)));
}

describe("offer rows from price slices", () => {
  const clocks = [0, 3 * DAY, 12 * DAY];
  const cases = [1, 3, null].flatMap((topK) => [false, true].flatMap((allowBigger) => clocks.map((shift) => ({ topK, allowBigger, shift }))));
  it.each(cases)("equal the offer query's rows, in its order (topK $topK, bigger packs $allowBigger, clock +$shift ms)", async ({ topK, allowBigger, shift }) => {
    const now = new Date(NOW.getTime() + shift);
    const sql = await loadOfferRows(db, storeIds, requests, topK, { split: false, allowBigger, now });
    const { confirmedMs } = await readStorePriceState(db, storeIds);
    const mem = offerRowsFromSlices(await slicesOf(storeIds), requests, topK, { ...sliceNumbering(), confirmedMs, now, allowBigger });
    expect(sql.length).toBeGreaterThan(50);
    expect(mem).toEqual(sql);
  });

  it("holds every case the rule has: stale and under-review prices left out, a run re-freshening scrape prices, ties kept", async () => {
    const all = await loadOfferRows(db, storeIds, requests, null, { split: false, now: NOW });
    const sources = new Set(all.map((r) => r.source));
    expect([...sources].sort()).toEqual(["receipt", "retailer", "scrape", "seed"]);
    expect(new Set(all.map((r) => r.currency))).toEqual(new Set(["NZD", "AUD"]));
    const counts = await db.execute<{ current: number; review: number }>(sql`
      select count(*)::int as current, (select count(*)::int from prices_under_review) as review from current_prices`);
    expect(counts.rows[0].review).toBeGreaterThan(5);
    // A store's run two days ago makes its older scrape prices count as seen then.
    const runStore = all.filter((r) => r.storeId === storeIds[0] && r.source === "scrape");
    expect(runStore.length).toBeGreaterThan(0);
    const run = NOW.getTime() - 2 * DAY + 17;
    // (a scrape price seen after the run keeps its own, later time)
    expect(runStore.every((r) => r.observedAt.getTime() >= run)).toBe(true);
    expect(runStore.filter((r) => r.observedAt.getTime() === run).length).toBeGreaterThan(0);
    // Each with topK 1 keeps fewer rows than all, remembered ones beyond the cut included.
    const top1 = offerRowsFromSlices(await slicesOf(storeIds), requests, 1, { ...sliceNumbering(), confirmedMs: (await readStorePriceState(db, storeIds)).confirmedMs, now: NOW, allowBigger: false });
    expect(top1.length).toBeLessThan(all.length);
    const remembered = new Set(requests.filter((r) => r.remembered).map((r) => `${r.line}/${r.productId}`));
    expect(all.filter((r) => remembered.has(`${r.line}/${r.productId}`)).length).toBe(top1.filter((r) => remembered.has(`${r.line}/${r.productId}`)).length);
  });

  it("give a store no rows for a product it has no price for, and nothing for a product no slice has seen", async () => {
    const [slice] = await slicesOf([storeIds[0]]);
    const unseen: OfferRequest = { line: 0, productId: "00000000-0000-4000-8000-000000000000", unit: "g", unitQuantity: 500, sizedUnit: null, wanted: 0, remembered: true };
    expect(offerRowsFromSlices([slice], [unseen], null, { ...sliceNumbering(), confirmedMs: new Map(), now: NOW, allowBigger: false })).toEqual([]);
  });
});
