import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables } from "@/server/db";
import { currentPriceCountsByStore } from "./store-counts";
import { priceRecordsSql } from "./offers-sql";

beforeEach(async () => {
  await truncateAll(await getTestDb());
});

describe("price-ledger's reads for other modules", () => {
  it("counts each store's current prices (one per product, whatever its history), and lists price records", async () => {
    const db = await getTestDb();
    const [a, b, c] = await db
      .insert(tables.stores)
      .values([{ name: "A", storeType: "grocery" }, { name: "B", storeType: "grocery" }, { name: "C", storeType: "grocery" }])
      .returning({ id: tables.stores.id });
    const [p1, p2] = await db.insert(tables.products).values([{ name: "Milk", category: "Dairy" }, { name: "Bread", category: "Bakery" }]).returning({ id: tables.products.id });
    await db.insert(tables.prices).values([
      { productId: p1.id, storeId: a.id, amountCents: 100, currency: "USD", source: "scrape", observedAt: new Date("2026-11-01T00:00:00Z") },
      { productId: p1.id, storeId: a.id, amountCents: 120, currency: "USD", source: "scrape", observedAt: new Date("2026-11-02T00:00:00Z") },
      { productId: p2.id, storeId: a.id, amountCents: 300, currency: "USD", source: "scrape" },
      { productId: p2.id, storeId: b.id, amountCents: 310, currency: "USD", source: "receipt" },
    ]);
    expect(await currentPriceCountsByStore(db, [])).toEqual(new Map());
    expect(await currentPriceCountsByStore(db, [a.id, b.id, c.id, a.id])).toEqual(new Map([[a.id, 2], [b.id, 1]]));
    const records = await db.execute<{ amount_cents: number; source: string }>(sql`select * from ${priceRecordsSql()} p where p.store_id = ${a.id}::uuid order by p.id`);
    expect(records.rows.map((r) => Number(r.amount_cents))).toEqual([100, 120, 300]);
    expect(Object.keys(records.rows[0]).sort()).toEqual(["amount_cents", "currency", "id", "observed_at", "on_special", "product_id", "source", "store_id", "unit_price_cents"]);
  });
});
