import { beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import type { ScrapedProduct } from "../types";
import { ingestStoreRun, saleEndInstant } from "./ingest";

const item = (name: string, price: number, extra: Partial<ScrapedProduct> = {}): ScrapedProduct => ({ name, price, brand: null, size: null, unitPrice: null, unitType: null, inStock: true, url: null, ...extra });

async function currentOf(db: Db, storeId: string, productId: string) {
  const [row] = await db.select().from(tables.currentPrices).where(and(eq(tables.currentPrices.storeId, storeId), eq(tables.currentPrices.productId, productId)));
  return row;
}

describe("scraped specials carry their sale end (decision 054)", () => {
  beforeEach(async () => { await truncateAll(await getTestDb()); });

  it("a bare date runs to the end of that day in the store's zone; an instant is kept", () => {
    expect(saleEndInstant("2026-11-29", "Pacific/Auckland")?.toISOString()).toBe("2026-11-29T11:00:00.000Z"); // midnight after Sunday, NZDT
    expect(saleEndInstant("2026-11-29", "America/Los_Angeles")?.toISOString()).toBe("2026-11-30T08:00:00.000Z");
    expect(saleEndInstant("2026-12-01T10:59:59.000Z", "Pacific/Auckland")?.toISOString()).toBe("2026-12-01T10:59:59.000Z");
    expect(saleEndInstant(undefined, "UTC")).toBeNull();
  });

  it("writes on_special and valid_until; the same special again is unchanged; its end moving or the special ending is a new observation", async () => {
    const db = await getTestDb();
    const [store] = await db.insert(tables.stores).values({ name: "Scrape Mart", storeType: "supermarket", currency: "NZD", countryCode: "NZ", timeZone: "Pacific/Auckland" }).returning();
    const [butter] = await db.insert(tables.products).values({ name: "Anchor Butter", brand: "Anchor", size: "500g", unitQuantity: 500, unit: "g", category: "dairy" }).returning();
    const onSale = item("Anchor Butter", 3, { brand: "Anchor", size: "500g", wasPrice: 4.5, saleEndsAt: "2026-11-29" });

    await ingestStoreRun(db, { storeId: store.id, products: [onSale], observedAt: new Date("2026-11-25T03:00:00Z") });
    expect(await currentOf(db, store.id, butter.id)).toMatchObject({ amountCents: 300, onSpecial: true, validUntil: new Date("2026-11-29T11:00:00Z") });

    const again = await ingestStoreRun(db, { storeId: store.id, products: [onSale], observedAt: new Date("2026-11-26T03:00:00Z") });
    expect(again).toMatchObject({ updated: 0, unchanged: 1 });

    const extended = await ingestStoreRun(db, { storeId: store.id, products: [{ ...onSale, saleEndsAt: "2026-12-06" }], observedAt: new Date("2026-11-27T03:00:00Z") });
    expect(extended).toMatchObject({ updated: 1 });
    expect((await currentOf(db, store.id, butter.id)).validUntil).toEqual(new Date("2026-12-06T11:00:00Z"));

    const regular = await ingestStoreRun(db, { storeId: store.id, products: [item("Anchor Butter", 3, { brand: "Anchor", size: "500g" })], observedAt: new Date("2026-11-28T03:00:00Z") });
    expect(regular).toMatchObject({ updated: 1 });
    expect(await currentOf(db, store.id, butter.id)).toMatchObject({ amountCents: 300, onSpecial: false, validUntil: null });
  });
});
