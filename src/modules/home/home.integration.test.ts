import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { getFeaturedDeals, getHomeSummary } from "./queries";
import { recordPolicyView } from "@/modules/policies/mutations";

let db: Db;
const day = (n: number) => new Date(Date.UTC(2030, 0, 1) + n * 86_400_000);
const isoDay = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function createUser(email: string, name: string | null): Promise<Actor> {
  const [u] = await db.insert(tables.users).values({ email, passwordHash: "x", role: "shopper" }).returning({ id: tables.users.id });
  await db.insert(tables.profiles).values({ userId: u.id, name });
  return { userId: u.id, role: "shopper", email, sessionId: "s" };
}

async function createRetailer(name: string, tier: "basic" | "premium", premiumActive = false): Promise<string> {
  const owner = await createUser(`${name.replace(/\W/g, "").toLowerCase()}@example.test`, name);
  const [r] = await db.insert(tables.retailers).values({ userId: owner.userId, name, address: "1 Test Street, Testville", subscriptionTier: tier, premiumActive }).returning({ id: tables.retailers.id });
  return r.id;
}

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
});

describe("getHomeSummary", () => {
  it("counts only the actor's own lists and items", async () => {
    const alice = await createUser("alice@example.test", "Alice Jones");
    const bob = await createUser("bob@example.test", null);
    const [l1, l2] = await db.insert(tables.shoppingLists).values([{ userId: alice.userId, name: "A" }, { userId: alice.userId, name: "B" }]).returning();
    const [bl] = await db.insert(tables.shoppingLists).values({ userId: bob.userId, name: "Bob's" }).returning();
    await db.insert(tables.shoppingListItems).values([
      { listId: l1.id, itemName: "Milk", quantity: 3 },
      { listId: l1.id, itemName: "Bread" },
      { listId: l2.id, itemName: "Eggs" },
      { listId: bl.id, itemName: "Tea" },
    ]);
    expect(await getHomeSummary(db, alice)).toEqual({ name: "Alice Jones", listCount: 2, itemCount: 3 });
    await db.delete(tables.shoppingListItems).where(eq(tables.shoppingListItems.listId, bl.id));
    expect(await getHomeSummary(db, bob)).toEqual({ name: null, listCount: 1, itemCount: 0 });
  });
});

describe("getFeaturedDeals", () => {
  it("returns the newest three available, unexpired coupons with retailer names", async () => {
    await createUser("viewer@example.test", "V");
    const shop = await createRetailer("Corner Grocer", "basic");
    await db.insert(tables.coupons).values([
      { retailerId: shop, title: "oldest", discountValue: "5%", expiryDate: isoDay(30), feeStatus: "paid" as const, createdAt: day(1) },
      { retailerId: shop, title: "second", discountValue: "10%", expiryDate: isoDay(30), feeStatus: "paid" as const, createdAt: day(2) },
      { retailerId: shop, title: "third", discountValue: "15%", expiryDate: isoDay(30), feeStatus: "paid" as const, createdAt: day(3) },
      { retailerId: shop, title: "newest", discountValue: "20%", expiryDate: isoDay(1), feeStatus: "paid" as const, createdAt: day(4) },
      { retailerId: shop, title: "expired-date", discountValue: "50%", expiryDate: isoDay(-2), feeStatus: "paid" as const, createdAt: day(9) },
      { retailerId: shop, title: "expired-status", discountValue: "50%", expiryDate: isoDay(30), status: "expired", feeStatus: "paid" as const, createdAt: day(9) },
      { retailerId: shop, title: "unpaid", discountValue: "60%", expiryDate: isoDay(30), createdAt: day(10) },
    ]);
    // Targeting (decision media-044): only retailers with an approved store in reach; no place, no deals.
    await db.insert(tables.stores).values({ name: "Corner Grocer Ponsonby", storeType: "grocery", address: "1 Ponsonby Rd, Auckland", countryCode: "NZ", currency: "NZD", latitude: -36.85, longitude: 174.75, retailerId: shop });
    const ponsonby = { lat: -36.8543, lng: 174.7464, countryCode: "NZ", label: "Ponsonby", radiusKm: 30 };
    const deals = await getFeaturedDeals(db, { place: ponsonby });
    expect(deals.map((d) => d.title)).toEqual(["newest", "third", "second"]);
    expect(await getFeaturedDeals(db, { place: null })).toEqual([]);
    expect(await getFeaturedDeals(db, { place: { lat: -33.8731, lng: 151.2071, countryCode: "AU", label: "Sydney", radiusKm: 30 } })).toEqual([]);
    expect(deals.every((d) => d.retailerName === "Corner Grocer" && d.retailerId === shop)).toBe(true);
  });
});

describe("recordPolicyView", () => {
  it("stores anonymous and signed-in views with type and version", async () => {
    const alice = await createUser("alice@example.test", "Alice");
    await recordPolicyView(db, null, { policyType: "privacy", policyVersion: "2025-08-04" });
    await recordPolicyView(db, alice, { policyType: "privacy", policyVersion: "2025-08-04" });
    const rows = await db.select({ type: tables.policyViews.policyType, version: tables.policyViews.policyVersion, userId: tables.policyViews.userId }).from(tables.policyViews).orderBy(tables.policyViews.id);
    expect(rows).toEqual([
      { type: "privacy", version: "2025-08-04", userId: null },
      { type: "privacy", version: "2025-08-04", userId: alice.userId },
    ]);
  });
});
