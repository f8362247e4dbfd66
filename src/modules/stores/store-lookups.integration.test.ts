import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { createRetailer, insertStores } from "./testing/fixtures.integration";
import { firstStoreIdOfRetailerSql, storeExists } from "./store-lookups";

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
});
