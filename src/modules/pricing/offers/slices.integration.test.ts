import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { markCurrentPricesSeen } from "@/modules/price-ledger";
import { getTestDb } from "../../../../tests/setup/db";
import { compareList } from "../compare";
import type { ComparisonDto } from "../dto";
import { BASE, ITEMS, ORIGIN, freshScenario, type Scenario } from "../testing/scenario.integration";
import { clearOfferCache } from "./cache";
import { buildPriceSlices, clearPriceSlices, priceSlicesSettled, priceSlicesStats } from "./slices";

/*
 * The comparison with its price slices built: the same plan as from the offer query, every store
 * in reach ranked in memory; a price written at a store moves its stamp, so that store is priced in
 * SQL (the new price counts at once) while its slice reloads, and then in memory again.
 */
let db: Db;
let scenario: Scenario;
let alice: Actor;
const origin = { ...ORIGIN, label: "Test Town", source: "profile" as const };
const items = ITEMS.map((name, i) => ({ id: `line-${i}`, name, quantity: 1 }));
const run = () => compareList(db, { actor: alice, items, origin, options: {} });
/** What a shopper sees of a plan (no timings, no memo counts). */
const plan = (c: ComparisonDto) => ({ stores: c.stores, total: c.totalCents, itemPrices: c.itemPrices, uncovered: c.uncovered, savings: c.savings, considered: c.storesConsidered });
const priceAt = (c: ComparisonDto, itemName: string, storeId: string) => c.itemPrices.find((p) => p.itemName === itemName)?.prices.find((p) => p.storeId === storeId)?.priceCents;
const milkAt = (c: ComparisonDto, storeId: string) => priceAt(c, "Milk", storeId);

beforeAll(async () => {
  db = await getTestDb();
  ({ scenario, alice } = await freshScenario(db));
});
afterAll(() => clearPriceSlices());

describe("comparisons on price slices", () => {
  it("give the plan the offer query gives, with every store in reach ranked in memory", async () => {
    clearPriceSlices();
    clearOfferCache();
    const fromSql = await run();
    expect(fromSql.diagnostics).toMatchObject({ slicedStores: 0 });
    expect(fromSql.diagnostics.sqlStores).toBeGreaterThan(2);

    await buildPriceSlices(db);
    expect(priceSlicesStats()).toMatchObject({ ready: true });
    expect(priceSlicesStats().rows).toBeGreaterThan(40);
    clearOfferCache();
    const fromSlices = await run();
    expect(fromSlices.diagnostics).toMatchObject({ sqlStores: 0, cachedOfferLines: 0, slicedStores: fromSql.diagnostics.sqlStores });
    expect(plan(fromSlices)).toEqual(plan(fromSql));
  });

  it("price a store whose prices moved in SQL until its slice is reloaded, then in memory with the new price", async () => {
    await buildPriceSlices(db);
    const alpha = scenario.storeIds.alpha;
    const milk = scenario.primaryIds[0];
    await db.insert(tables.prices).values({ storeId: alpha, productId: milk, amountCents: BASE[0] - 99, currency: "NZD", observedAt: new Date(), source: "scrape" });
    clearOfferCache();
    const moved = await run();
    expect(moved.diagnostics.sqlStores).toBe(1);
    expect(milkAt(moved, alpha)).toBe(BASE[0] - 99);

    await priceSlicesSettled();
    clearOfferCache();
    const reloaded = await run();
    expect(reloaded.diagnostics.sqlStores).toBe(0);
    expect(milkAt(reloaded, alpha)).toBe(BASE[0] - 99);
    expect(plan(reloaded)).toEqual(plan(moved));
  });

  it("see a price seen again (made fresh) through its store's moved stamp", async () => {
    await buildPriceSlices(db);
    const deli = scenario.storeIds.deli;
    const flour = scenario.primaryIds[11];
    // The deli has no flour but a receipt's, older than its 30 days: stale, so the deli has no usable flour…
    await db.insert(tables.prices).values({ storeId: deli, productId: flour, amountCents: BASE[11] - 200, currency: "NZD", observedAt: new Date(Date.now() - 40 * 86_400_000), source: "receipt" });
    await priceSlicesSettled();
    clearOfferCache();
    await run();
    await priceSlicesSettled();
    clearOfferCache();
    const stale = await run();
    expect(stale.diagnostics.sqlStores).toBe(0);
    expect(priceAt(stale, "Flour", deli)).toBeUndefined();
    // …until a source sees it again now: the stamp moves, the slice reloads, the price counts.
    await markCurrentPricesSeen(db, [{ storeId: deli, productId: flour }], new Date());
    clearOfferCache();
    const seen = await run();
    expect(seen.diagnostics.sqlStores).toBe(1);
    expect(priceAt(seen, "Flour", deli)).toBe(BASE[11] - 200);
    await priceSlicesSettled();
    clearOfferCache();
    const again = await run();
    expect(again.diagnostics.sqlStores).toBe(0);
    expect(priceAt(again, "Flour", deli)).toBe(BASE[11] - 200);
  });
});
