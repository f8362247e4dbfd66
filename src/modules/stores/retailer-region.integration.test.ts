import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import { createRetailer } from "./testing/fixtures.integration";
import { getRetailerHomeRegion } from "./retailer-region";

/* The store billing's terms follow (decision 049): the retailer's oldest approved, open store. */
let db: Db;
beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => truncateAll(db));

const store = (retailerId: string, over: Partial<typeof tables.stores.$inferInsert>) =>
  db.insert(tables.stores).values({ name: "S", storeType: "grocery", address: "1 Queen Street", retailerId, ...over });

describe("getRetailerHomeRegion", () => {
  it("is the oldest approved, open store's currency, zone and country; pending and closed stores do not count", async () => {
    const retailerId = await createRetailer(db, "Fresh");
    expect(await getRetailerHomeRegion(db, { id: retailerId })).toBeNull();
    await store(retailerId, { listingStatus: "pending", currency: "AUD", countryCode: "AU", timeZone: "Australia/Sydney", createdAt: new Date("2025-01-01") });
    await store(retailerId, { closedAt: new Date(), currency: "USD", countryCode: "US", timeZone: "America/Chicago", createdAt: new Date("2025-01-02") });
    expect(await getRetailerHomeRegion(db, { id: retailerId })).toBeNull();
    await store(retailerId, { currency: "NZD", countryCode: "NZ", timeZone: "Pacific/Auckland", createdAt: new Date("2025-02-01") });
    await store(retailerId, { currency: "USD", countryCode: "US", timeZone: "America/New_York", createdAt: new Date("2025-03-01") });
    expect(await getRetailerHomeRegion(db, { id: retailerId })).toEqual({ currency: "NZD", timeZone: "Pacific/Auckland", countryCode: "NZ" });
    // Another retailer's stores are not its own.
    expect(await getRetailerHomeRegion(db, { id: await createRetailer(db, "Other") })).toBeNull();
  });
});
