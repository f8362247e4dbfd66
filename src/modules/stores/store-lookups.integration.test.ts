import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { tables } from "@/server/db";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { createRetailer, insertStores } from "./testing/fixtures.integration";
import { firstStoreIdOfRetailerSql, storeExists, storeOpenAndApprovedSql } from "./store-lookups";

const NONE = "00000000-0000-4000-8000-000000000000";

beforeEach(async () => {
  await truncateAll(await getTestDb());
});

describe("stores' lookups for other modules", () => {
  it("says whether a store exists, and gives a retailer's first store by name then id (null without one)", async () => {
    const db = await getTestDb();
    const [withStores, without] = [await createRetailer(db, "Shop"), await createRetailer(db, "No Stores")];
    const [zeta, alpha] = await insertStores(db, [{ name: "Zeta", lat: 1, lng: 2, retailerId: withStores }, { name: "Alpha", lat: 1, lng: 2, retailerId: withStores }, { name: "Other", lat: 1, lng: 2 }]);
    expect([await storeExists(db, zeta!), await storeExists(db, NONE)]).toEqual([true, false]);
    const first = async (retailerId: string) => (await db.execute<{ id: string | null }>(sql`select ${firstStoreIdOfRetailerSql(sql`${retailerId}::uuid`)} as id`)).rows[0]!.id;
    expect([await first(withStores), await first(without)]).toEqual([alpha, null]);
  });

  it("says a store is open and approved (where shoppers may report prices) only while it is both", async () => {
    const db = await getTestDb();
    const [open, closed, pending] = await insertStores(db, [{ name: "Open", lat: 1, lng: 2 }, { name: "Closed", lat: 1, lng: 2 }, { name: "Pending", lat: 1, lng: 2 }]);
    await db.update(tables.stores).set({ closedAt: new Date() }).where(eq(tables.stores.id, closed!));
    await db.update(tables.stores).set({ listingStatus: "pending" }).where(eq(tables.stores.id, pending!));
    const openAndApproved = async (id: string) => (await db.execute<{ ok: boolean }>(sql`select ${storeOpenAndApprovedSql(sql`${id}::uuid`)} as ok`)).rows[0]!.ok;
    expect([await openAndApproved(open!), await openAndApproved(closed!), await openAndApproved(pending!), await openAndApproved(NONE)]).toEqual([true, false, false, false]);
  });
});
