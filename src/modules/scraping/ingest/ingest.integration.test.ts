import { beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import { seenAtSql } from "@/modules/price-ledger/current-prices";
import type { ScrapedProduct } from "../types";
import { ingestStoreRun } from "./ingest";
import { MEMORY_PREFIX } from "./resolve-products";

function item(name: string, price: number, extra: Partial<ScrapedProduct> = {}): ScrapedProduct {
  return { name, price, brand: null, size: null, unitPrice: null, unitType: null, inStock: true, url: null, ...extra };
}

async function setup(db: Db) {
  const [store] = await db.insert(tables.stores).values({ name: "Scrape Mart", storeType: "supermarket", currency: "NZD", countryCode: "NZ" }).returning();
  const [milk] = await db.insert(tables.products).values({ name: "Anchor Blue Top Milk", brand: "Anchor", size: "2L", unitQuantity: 2000, unit: "ml", category: "dairy" }).returning();
  const [bread] = await db.insert(tables.products).values({ name: "Tip Top Sandwich White Bread", brand: "Tip Top", size: "700g", unitQuantity: 700, unit: "g", category: "bakery" }).returning();
  return { store, milk, bread };
}

async function historyOf(db: Db, storeId: string) {
  return db.select({ productId: tables.prices.productId, amountCents: tables.prices.amountCents }).from(tables.prices).where(eq(tables.prices.storeId, storeId)).orderBy(tables.prices.id);
}

async function currentOf(db: Db, storeId: string, productId: string) {
  const [row] = await db.select().from(tables.currentPrices).where(and(eq(tables.currentPrices.storeId, storeId), eq(tables.currentPrices.productId, productId)));
  return row;
}

async function seenOf(db: Db, storeId: string, productId: string): Promise<string> {
  const res = await db.execute<{ seen: string | Date }>(sql`select ${seenAtSql(sql`cp`)} as seen from current_prices cp where cp.store_id = ${storeId}::uuid and cp.product_id = ${productId}::uuid`);
  return new Date(res.rows[0].seen).toISOString();
}

describe("price ingest", () => {
  beforeEach(async () => {
    await truncateAll(await getTestDb());
  });

  it("matches, creates what is new, and appends history only when a price changes", async () => {
    const db = await getTestDb();
    const { store, milk, bread } = await setup(db);
    const run1 = [
      item("ANCHOR Blue-Top Milk 2 L", 4.2), // same key as the catalogue product (formatting differs)
      item("Tip Top Sandwich White Bread", 3.5, { brand: "Tip Top", size: "700g" }),
      item("Kiwi Crunch Apple Chips 150g", 2.99), // nothing like it: a new product
      item("Out Of Stock Thing", 1.0, { inStock: false }),
    ];
    const first = await ingestStoreRun(db, { storeId: store.id, products: run1, observedAt: new Date("2026-11-20T03:00:00Z") });
    expect(first).toMatchObject({ found: 4, priced: 3, updated: 3, unchanged: 0, matching: { byKey: 2, created: 1, byMemory: 0 } });
    expect((await currentOf(db, store.id, milk.id)).amountCents).toBe(420);
    expect((await currentOf(db, store.id, bread.id)).amountCents).toBe(350);
    const created = await db.select().from(tables.products).where(eq(tables.products.name, "Kiwi Crunch Apple Chips 150g"));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ unit: "g", unitQuantity: 150, countries: ["NZ"] });
    expect(await db.select().from(tables.products).where(eq(tables.products.name, "Out Of Stock Thing"))).toHaveLength(0);
    const milkCurrent = await currentOf(db, store.id, milk.id);
    expect(milkCurrent.currency).toBe("NZD");
    expect(milkCurrent.unitPriceCents).toBeCloseTo(210); // 420 c for 2 L → 210 c per L
    const [storeRow] = await db.select().from(tables.stores).where(eq(tables.stores.id, store.id));
    expect(storeRow.scrapeStatus).toBe("active");

    // Same prices the next day: no history, but the current prices say they were seen again.
    const second = await ingestStoreRun(db, { storeId: store.id, products: run1, observedAt: new Date("2026-11-21T03:00:00Z") });
    expect(second).toMatchObject({ updated: 0, unchanged: 3, matching: { byMemory: 3, byKey: 0, created: 0 } });
    expect(await historyOf(db, store.id)).toHaveLength(3);
    // …without rewriting them: the run's confirmation makes them count as seen (decision 057).
    expect((await currentOf(db, store.id, milk.id)).observedAt.toISOString()).toBe("2026-11-20T03:00:00.000Z");
    expect(await seenOf(db, store.id, milk.id)).toBe("2026-11-21T03:00:00.000Z");

    // One price moves: exactly one history row, and the current price follows it.
    const run3 = [item("ANCHOR Blue-Top Milk 2 L", 3.99), ...run1.slice(1)];
    const third = await ingestStoreRun(db, { storeId: store.id, products: run3, observedAt: new Date("2026-11-22T03:00:00Z") });
    expect(third).toMatchObject({ updated: 1, unchanged: 2 });
    const history = await historyOf(db, store.id);
    expect(history).toHaveLength(4);
    expect(history.filter((h) => h.productId === milk.id).map((h) => h.amountCents)).toEqual([420, 399]);
    expect((await currentOf(db, store.id, milk.id)).amountCents).toBe(399);
  });

  it("a failed run leaves the previous prices, products and memory intact", async () => {
    const db = await getTestDb();
    const { store, milk } = await setup(db);
    await ingestStoreRun(db, { storeId: store.id, products: [item("Anchor Blue Top Milk 2L", 4.2)], observedAt: new Date("2026-11-20T03:00:00Z") });
    const productsBefore = (await db.select().from(tables.products)).length;
    const memoryBefore = (await db.select().from(tables.productNameMemory)).length;
    // A write that fails in the middle of the run (after products were created and memory written).
    await db.execute(sql`alter table prices add constraint test_no_777 check (amount_cents <> 777)`);
    try {
      await expect(
        ingestStoreRun(db, {
          storeId: store.id,
          products: [item("Anchor Blue Top Milk 2L", 5.1), item("Brand New Widget Crackers 200g", 7.77)],
          observedAt: new Date("2026-11-21T03:00:00Z"),
        }),
      ).rejects.toThrow();
    } finally {
      await db.execute(sql`alter table prices drop constraint test_no_777`);
    }
    const current = await currentOf(db, store.id, milk.id);
    expect(current.amountCents).toBe(420);
    expect(current.observedAt.toISOString()).toBe("2026-11-20T03:00:00.000Z");
    expect(await historyOf(db, store.id)).toHaveLength(1);
    expect((await db.select().from(tables.products)).length).toBe(productsBefore);
    expect((await db.select().from(tables.productNameMemory)).length).toBe(memoryBefore);
  });

  it("remembers how a printed name was resolved and reuses it when the catalogue name changes", async () => {
    const db = await getTestDb();
    const { store, bread } = await setup(db);
    // The engine, not the exact key, matches this wording (word order and filler differ).
    const printed = item("Tip Top White Sandwich Bread 700g", 3.5);
    const first = await ingestStoreRun(db, { storeId: store.id, products: [printed] });
    expect(first.matching).toMatchObject({ byEngine: 1, created: 0 });
    const memory = await db.select().from(tables.productNameMemory);
    expect(memory).toHaveLength(1);
    expect(memory[0]).toMatchObject({ userId: null, productId: bread.id, fullProductName: "Tip Top Sandwich White Bread" });
    expect(memory[0].genericName.startsWith(MEMORY_PREFIX)).toBe(true);

    // The catalogue product is renamed: only the memory can still find it.
    await db.update(tables.products).set({ name: "Tip Top Toast Loaf" }).where(eq(tables.products.id, bread.id));
    const second = await ingestStoreRun(db, { storeId: store.id, products: [{ ...printed, price: 3.2 }] });
    expect(second.matching).toEqual({ byMemory: 1, byKey: 0, byEngine: 0, created: 0 });
    expect((await currentOf(db, store.id, bread.id)).amountCents).toBe(320);
    expect((await db.select().from(tables.products)).length).toBe(2);
  });

  it("refuses an unknown store without writing anything", async () => {
    const db = await getTestDb();
    await expect(ingestStoreRun(db, { storeId: "00000000-0000-4000-8000-000000000000", products: [item("Milk", 1)] })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await db.select().from(tables.products)).toHaveLength(0);
  });
});
