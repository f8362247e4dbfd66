import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables } from "@/server/db";
import { productCardsSql } from "./product-card-sql";
import { productExists, productIdsByBarcodes, productSummaries, productsWithSimilarName } from "./product-lookups";

const NONE = "00000000-0000-4000-8000-000000000000";

beforeEach(async () => {
  await truncateAll(await getTestDb());
});

describe("catalog's product lookups for other modules", () => {
  it("finds products by stored barcode, by id, and whether one exists", async () => {
    const db = await getTestDb();
    const [milk, bread] = await db
      .insert(tables.products)
      .values([
        { name: "Anchor Blue Milk 2L", brand: "Anchor", size: "2L", barcode: "9414742001015", category: "Dairy", unit: "ml", unitQuantity: 2000 },
        { name: "Vogel's Bread", category: "Bakery" },
      ])
      .returning({ id: tables.products.id });
    expect(await productIdsByBarcodes(db, [])).toEqual(new Map());
    expect(await productIdsByBarcodes(db, ["09414742001015", "9414742001015"])).toEqual(new Map([["9414742001015", milk.id]]));
    expect(await productSummaries(db, [milk.id, bread.id, NONE])).toEqual(
      new Map([
        [milk.id, { name: "Anchor Blue Milk 2L", brand: "Anchor", size: "2L", barcode: "9414742001015" }],
        [bread.id, { name: "Vogel's Bread", brand: null, size: null, barcode: null }],
      ]),
    );
    expect([await productExists(db, milk.id), await productExists(db, NONE)]).toEqual([true, false]);
    const cards = await db.execute(sql`select * from ${productCardsSql()} pr where pr.id = ${milk.id}::uuid`);
    expect(cards.rows).toEqual([{ id: milk.id, name: "Anchor Blue Milk 2L", brand: "Anchor", size: "2L", barcode: "9414742001015", unit: "ml", unit_quantity: 2000 }]);
  });

  it("finds products with a similar name, most similar first, up to the limit", async () => {
    const db = await getTestDb();
    await db.insert(tables.products).values([
      { name: "Blue Milk 2L", category: "Dairy", unit: "ml", unitQuantity: 2000, tags: ["milk"] },
      { name: "Blue Top Milk 2L Bottle", category: "Dairy", unit: "ml", unitQuantity: 2000 },
      { name: "Sourdough Loaf", category: "Bakery" },
    ]);
    const found = await productsWithSimilarName(db, "blue milk 2l", 5);
    expect(found.map((p) => p.name)).toEqual(["Blue Milk 2L", "Blue Top Milk 2L Bottle"]);
    expect(found[0]).toMatchObject({ brand: null, size: null, unit: "ml", unit_quantity: 2000, category: "Dairy", tags: ["milk"] });
    expect(await productsWithSimilarName(db, "blue milk 2l", 1)).toHaveLength(1);
  });
});
