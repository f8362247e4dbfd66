import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import { getRetailerCouponsPage } from "@/modules/coupons";
import { readStorePage } from "./store-page-queries";
import { createRetailer, createUser, insertStores } from "./testing/fixtures.integration";

const NOW = new Date("2025-03-10T12:00:00Z");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
let db: Db;

async function product(name: string, extra: Partial<typeof tables.products.$inferInsert> = {}): Promise<string> {
  const [row] = await db.insert(tables.products).values({ name, category: "test", ...extra }).returning({ id: tables.products.id });
  return row.id;
}

async function history(storeId: string, productId: string, points: [number, number, boolean?][]) {
  await db.insert(tables.prices).values(
    points.map(([ago, cents, special]) => ({ storeId, productId, amountCents: cents, currency: "NZD" as const, onSpecial: special ?? false, observedAt: daysAgo(ago), source: "seed" as const })),
  );
}

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
});
afterAll(async () => {
  await truncateAll(db);
});

describe("readStorePage", () => {
  it("lists specials and the biggest drops against the 4-week maximum", async () => {
    const [store, other] = await insertStores(db, [
      { name: "Main St Grocer", lat: -36.85, lng: 174.76 },
      { name: "Elsewhere", lat: -36.9, lng: 174.8 },
    ]);
    const milk = await product("Milk 2L");
    const bread = await product("Bread");
    const eggs = await product("Eggs 12pk");
    const tea = await product("Tea");
    const rice = await product("Rice");
    await history(store, milk, [[20, 500], [10, 450], [1, 400, true]]); // special, 20 % below the max
    await history(store, bread, [[27, 400], [2, 300]]); // drop of 25 %
    await history(store, eggs, [[40, 900], [5, 700]]); // the 900 is older than 4 weeks: no drop
    await history(store, tea, [[3, 300], [1, 350]]); // went up
    await history(store, rice, [[14, 1000], [1, 950]]); // drop of 5 %
    await history(other, bread, [[20, 900], [1, 100]]); // another store's history never counts

    const page = await readStorePage(db, store, NOW);
    expect(page?.store?.name).toBe("Main St Grocer");
    expect(page?.specials.map((d) => [d.name, d.amountCents, d.previousCents])).toEqual([["Milk 2L", 400, 500]]);
    expect(page?.priceDrops.map((d) => [d.name, d.amountCents, d.previousCents])).toEqual([
      ["Bread", 300, 400],
      ["Rice", 950, 1000],
    ]);
  });

  it("accepts a retailer id: shows its first store, its other stores and its available coupons", async () => {
    const retailer = await createRetailer(db, "Harbour Fresh");
    const [, first, second] = await insertStores(db, [
      { name: "Unrelated", lat: 0, lng: 0 },
      { name: "Harbour Fresh Albany", lat: -36.7, lng: 174.7, retailerId: retailer },
      { name: "Harbour Fresh Ponsonby", lat: -36.85, lng: 174.74, retailerId: retailer },
    ]);
    await db.insert(tables.coupons).values([
      { retailerId: retailer, title: "Live", discountValue: "10%", expiryDate: "2025-03-10", feeStatus: "paid" },
      { retailerId: retailer, title: "Gone", discountValue: "10%", expiryDate: "2025-03-09", feeStatus: "paid" },
      { retailerId: retailer, title: "Withdrawn", discountValue: "10%", expiryDate: "2025-12-01", status: "expired", feeStatus: "paid" },
      { retailerId: retailer, title: "Unpaid", discountValue: "10%", expiryDate: "2025-12-01" },
    ]);

    const viaRetailer = await readStorePage(db, retailer, NOW);
    expect(viaRetailer?.store?.id).toBe(first);
    expect(viaRetailer?.retailer?.name).toBe("Harbour Fresh");
    expect(viaRetailer?.otherStores.map((s) => s.id)).toEqual([second]);
    // The page lists the retailer's coupons through the coupons module (stores cannot import it: coupons imports stores).
    const shopper = { userId: await createUser(db, "shopper"), role: "shopper" as const, email: "shopper@stores.test", sessionId: "test" };
    expect((await getRetailerCouponsPage(db, shopper, viaRetailer!.retailer!.id, NOW))?.coupons.map((c) => c.title)).toEqual(["Live"]);

    const viaStore = await readStorePage(db, second, NOW);
    expect(viaStore?.store?.id).toBe(second);
    expect(viaStore?.otherStores.map((s) => s.id)).toEqual([first]);
  });

  it("is null for unknown or malformed ids", async () => {
    expect(await readStorePage(db, randomUUID(), NOW)).toBeNull();
    expect(await readStorePage(db, "not-a-uuid'; drop table stores;--", NOW)).toBeNull();
  });
});
