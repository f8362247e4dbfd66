import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { generatePriceDropAlerts } from "./generate";
import { markNotificationsRead, watchList, watchListItem } from "./mutations";
import { getNotifications } from "./queries";

let db: Db;
const DAY = 86_400_000;
const NOW = new Date(Date.UTC(2026, 10, 25, 12));
const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY);

async function shopper(email: string, lat: number, lng: number): Promise<Actor> {
  const [u] = await db.insert(tables.users).values({ email, passwordHash: "x", role: "shopper" }).returning({ id: tables.users.id });
  await db.insert(tables.profiles).values({ userId: u.id, latitude: lat, longitude: lng });
  return { userId: u.id, role: "shopper", email, sessionId: "s" } as Actor;
}

async function world() {
  // Auckland CBD shopper; one store 2 km away, one in Wellington (~490 km).
  const alice = await shopper("alice@example.test", -36.8485, 174.7633);
  const bob = await shopper("bob@example.test", -36.85, 174.76);
  const [near, far] = await db.insert(tables.stores).values([
    { name: "Near Mart", storeType: "supermarket", currency: "NZD", countryCode: "NZ", latitude: -36.866, longitude: 174.77 },
    { name: "Far Mart", storeType: "supermarket", currency: "NZD", countryCode: "NZ", latitude: -41.2865, longitude: 174.7762 },
  ]).returning({ id: tables.stores.id });
  const [coffee, bread] = await db.insert(tables.products).values([
    { name: "Coffee Beans 500g", category: "pantry" }, { name: "White Bread", category: "bakery" },
  ]).returning({ id: tables.products.id });
  const [list] = await db.insert(tables.shoppingLists).values({ userId: alice.userId, name: "Weekly" }).returning();
  const [coffeeItem, breadItem, mystery] = await db.insert(tables.shoppingListItems).values([
    { listId: list.id, itemName: "coffee", lockProductId: coffee.id },
    { listId: list.id, itemName: "bread", matchedProductId: bread.id },
    { listId: list.id, itemName: "something unknown" },
  ]).returning();
  return { alice, bob, near: near.id, far: far.id, coffee: coffee.id, bread: bread.id, list: list.id, coffeeItem, breadItem, mystery };
}

async function price(storeId: string, productId: string, amountCents: number, observedAt: Date) {
  await db.insert(tables.prices).values({ storeId, productId, amountCents, currency: "NZD", source: "scrape", observedAt });
}

beforeAll(async () => { db = await getTestDb(); });
beforeEach(async () => { await truncateAll(db); });

describe("generatePriceDropAlerts", () => {
  it("notifies once per drop at a store in reach, not again for the same price, again after a new drop", async () => {
    const w = await world();
    await price(w.near, w.coffee, 1000, at(20));
    await price(w.far, w.coffee, 1000, at(20));
    await db.insert(tables.priceWatches).values({ userId: w.alice.userId, listId: w.list, listItemId: w.coffeeItem.id, productId: w.coffee, createdAt: at(10) });

    await price(w.near, w.coffee, 800, at(1));
    await price(w.far, w.coffee, 700, at(1)); // out of reach
    expect(await generatePriceDropAlerts(db, NOW)).toEqual({ priceDrops: 1, coupons: 0 });
    // Same prices, and the same price observed again: nothing new.
    expect((await generatePriceDropAlerts(db, NOW)).priceDrops).toBe(0);
    await price(w.near, w.coffee, 800, at(0.5));
    expect((await generatePriceDropAlerts(db, NOW)).priceDrops).toBe(0);

    const view = await getNotifications(db, w.alice);
    expect(view.unread).toBe(1);
    expect(view.items[0]).toMatchObject({ kind: "price_drop", title: "Coffee Beans 500g dropped 20%", body: "At Near Mart", oldCents: 1000, newCents: 800, currency: "NZD", read: false });
    expect((await getNotifications(db, w.bob)).items).toHaveLength(0); // bob watches nothing

    // A rise is not a drop; a new drop after it is.
    await price(w.near, w.coffee, 900, at(0.4));
    expect((await generatePriceDropAlerts(db, NOW)).priceDrops).toBe(0);
    await price(w.near, w.coffee, 850, at(0.3));
    expect((await generatePriceDropAlerts(db, NOW)).priceDrops).toBe(1);
    expect((await getNotifications(db, w.alice)).unread).toBe(2);
  });

  it("ignores drops seen before the watch began and stale drops", async () => {
    const w = await world();
    await price(w.near, w.bread, 500, at(30));
    await price(w.near, w.bread, 400, at(20)); // dropped long ago, before watching, and stale
    await db.insert(tables.priceWatches).values({ userId: w.alice.userId, listId: w.list, listItemId: w.breadItem.id, productId: w.bread, createdAt: at(5) });
    expect((await generatePriceDropAlerts(db, NOW)).priceDrops).toBe(0);
  });

  it("marks read only the actor's own notifications", async () => {
    const w = await world();
    await price(w.near, w.coffee, 1000, at(20));
    await db.insert(tables.priceWatches).values({ userId: w.alice.userId, listId: w.list, listItemId: w.coffeeItem.id, productId: w.coffee, createdAt: at(10) });
    await price(w.near, w.coffee, 900, at(1));
    await generatePriceDropAlerts(db, NOW);
    const [n] = (await getNotifications(db, w.alice)).items;
    expect((await markNotificationsRead(db, w.bob, { ids: [n.id] })).marked).toBe(0);
    expect((await markNotificationsRead(db, w.alice, { ids: [n.id] })).marked).toBe(1);
    expect((await getNotifications(db, w.alice)).unread).toBe(0);
  });
});

describe("watches", () => {
  it("watches a whole list's known items; someone else's list or item is not found", async () => {
    const w = await world();
    expect(await watchList(db, w.alice, { listId: w.list })).toEqual({ watched: 2, unknown: 1 });
    expect(await watchList(db, w.alice, { listId: w.list })).toEqual({ watched: 2, unknown: 1 }); // idempotent
    await expect(watchList(db, w.bob, { listId: w.list })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(watchListItem(db, w.bob, { listItemId: w.coffeeItem.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await watchListItem(db, w.alice, { listItemId: w.mystery.id })).toEqual({ watching: false });
    expect(await db.$count(tables.priceWatches)).toBe(2);
  });
});
