import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tables, type Db } from "@/server/db";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { getPriceHistory, getPriceVerdicts, pairKey } from "./queries";
import { priceIdUnderReviewSql } from "@/modules/moderation";

let db: Db;
const WEEK = 7 * 86_400_000;
const NOW = Date.UTC(2026, 10, 25, 10); // a Wednesday

async function fixture() {
  const [store, other] = await db.insert(tables.stores).values([
    { name: "Fresh Mart", storeType: "supermarket", currency: "NZD", countryCode: "NZ" },
    { name: "Corner Shop", storeType: "supermarket", currency: "NZD", countryCode: "NZ" },
  ]).returning({ id: tables.stores.id });
  const [coffee, tea] = await db.insert(tables.products).values([
    { name: "Coffee Beans 500g", category: "pantry" },
    { name: "Tea Bags 100pk", category: "pantry" },
  ]).returning({ id: tables.products.id });
  const coffeeWeeks = [900, 920, 910, 905, 915, 900, 910, 720];
  await db.insert(tables.prices).values(coffeeWeeks.map((amountCents, i) => ({
    productId: coffee.id, storeId: store.id, amountCents, currency: "NZD" as const, source: "seed" as const,
    observedAt: new Date(NOW - (coffeeWeeks.length - 1 - i) * WEEK),
  })));
  // A mid-week dip in week 3 that the weekly close hides, and only two weeks of tea.
  await db.insert(tables.prices).values([
    { productId: coffee.id, storeId: store.id, amountCents: 700, currency: "NZD", source: "scrape", observedAt: new Date(NOW - 4 * WEEK - 86_400_000) },
    { productId: coffee.id, storeId: store.id, amountCents: 905, currency: "NZD", source: "scrape", observedAt: new Date(NOW - 4 * WEEK + 86_400_000) },
    { productId: tea.id, storeId: store.id, amountCents: 500, currency: "NZD", source: "seed", observedAt: new Date(NOW - WEEK) },
    { productId: tea.id, storeId: store.id, amountCents: 400, currency: "NZD", source: "seed", observedAt: new Date(NOW) },
  ]);
  return { store: store.id, other: other.id, coffee: coffee.id, tea: tea.id };
}

beforeAll(async () => { db = await getTestDb(); });
beforeEach(async () => { await truncateAll(db); });

describe("price history queries", () => {
  it("reads weekly lows and closes and judges the current price", async () => {
    const f = await fixture();
    const h = await getPriceHistory(db, { productId: f.coffee, storeId: f.store }, { underReview: priceIdUnderReviewSql });
    expect(h.weeks).toHaveLength(8);
    expect(h.current.amountCents).toBe(720);
    expect(h.currency).toBe("NZD");
    const dipWeek = h.weeks.find((w) => w.lowCents === 700);
    expect(dipWeek?.closeCents).toBeGreaterThan(700);
    // 720 is lowest in 4 weeks (the 700 dip came before) — below usual, not a real deal.
    expect(h.verdict).toMatchObject({ kind: "lowest", lowestInWeeks: 4, realDeal: false, windowLowCents: 700 });
  });

  it("batches verdicts; too little history is said, and pairs without a price are absent", async () => {
    const f = await fixture();
    const v = await getPriceVerdicts(db, [
      { productId: f.coffee, storeId: f.store }, { productId: f.tea, storeId: f.store }, { productId: f.tea, storeId: f.other },
    ]);
    expect(v.get(pairKey({ productId: f.tea, storeId: f.store }))).toMatchObject({ kind: "not-enough-history", realDeal: false, weeksOfHistory: 1 });
    expect(v.get(pairKey({ productId: f.coffee, storeId: f.store }))?.kind).toBe("lowest");
    expect(v.has(pairKey({ productId: f.tea, storeId: f.other }))).toBe(false);
  });

  it("unknown product or store is not found", async () => {
    const f = await fixture();
    await expect(getPriceHistory(db, { productId: f.tea, storeId: f.other }, { underReview: priceIdUnderReviewSql })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(getPriceHistory(db, { productId: "00000000-0000-4000-8000-000000000000", storeId: f.store }, { underReview: priceIdUnderReviewSql })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
