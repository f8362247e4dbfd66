import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables } from "@/server/db";
import { priceIdUnderReviewSql } from "./review-by-price-sql";

beforeEach(async () => {
  await truncateAll(await getTestDb());
});

describe("moderation's under-review fragment", () => {
  it("holds for the price under review only", async () => {
    const db = await getTestDb();
    const [store] = await db.insert(tables.stores).values({ name: "A", storeType: "grocery" }).returning({ id: tables.stores.id });
    const [product] = await db.insert(tables.products).values({ name: "Milk", category: "Dairy" }).returning({ id: tables.products.id });
    const [held, other] = await db
      .insert(tables.prices)
      .values([
        { productId: product.id, storeId: store.id, amountCents: 100, currency: "USD", source: "receipt" },
        { productId: product.id, storeId: store.id, amountCents: 110, currency: "USD", source: "receipt" },
      ])
      .returning({ id: tables.prices.id });
    await db.insert(tables.pricesUnderReview).values({ storeId: store.id, productId: product.id, priceId: held.id });
    const underReview = async (id: number) => (await db.execute<{ held: boolean }>(sql`select ${priceIdUnderReviewSql(sql`${id}::bigint`)} as held`)).rows[0].held;
    expect([await underReview(held.id), await underReview(other.id)]).toEqual([true, false]);
  });
});
