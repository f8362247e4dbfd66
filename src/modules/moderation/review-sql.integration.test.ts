import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import { currentPricesSql } from "@/modules/price-ledger";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { notUnderReviewSql, underReviewSql } from "./review-sql";

let db: Db;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
});
afterAll(async () => {
  await truncateAll(db);
});

async function price(storeId: string, productId: string, cents: number, at: string): Promise<number> {
  const [row] = await db.insert(tables.prices).values({ storeId, productId, amountCents: cents, currency: "NZD", observedAt: new Date(at), source: "seed" }).returning({ id: tables.prices.id });
  return row.id;
}

describe("review predicates over a current price", () => {
  it("hold while the review row names the current price, and lapse once a newer price stands", async () => {
    const [store] = await db.insert(tables.stores).values({ name: "S", storeType: "supermarket", address: "1 A St", latitude: -36.85, longitude: 174.76, countryCode: "NZ", currency: "NZD" }).returning({ id: tables.stores.id });
    const [milk, bread] = await db.insert(tables.products).values([{ name: "Milk", category: "dairy" }, { name: "Bread", category: "bakery" }]).returning({ id: tables.products.id });
    const reported = await price(store.id, milk.id, 300, "2025-03-01T00:00:00Z");
    await price(store.id, bread.id, 400, "2025-03-01T00:00:00Z");
    await db.insert(tables.pricesUnderReview).values({ storeId: store.id, productId: milk.id, priceId: reported });
    const read = async () =>
      Object.fromEntries(
        (
          await db.execute<{ product_id: string; under: boolean; usable: boolean }>(sql`
            select cp.product_id, ${underReviewSql(sql`cp`)} as under, ${notUnderReviewSql(sql`cp`)} as usable from ${currentPricesSql()} cp where cp.store_id = ${store.id}::uuid`)
        ).rows.map((r) => [r.product_id, [r.under, r.usable]]),
      );
    expect(await read()).toEqual({ [milk.id]: [true, false], [bread.id]: [false, true] });
    await price(store.id, milk.id, 320, "2025-03-02T00:00:00Z"); // a new price: the report was about the old one
    expect(await read()).toEqual({ [milk.id]: [false, true], [bread.id]: [false, true] });
  });
});
