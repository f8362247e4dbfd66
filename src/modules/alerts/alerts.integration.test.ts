import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { generatePriceDropAlerts } from "./generate";
import { sendPriceDropDigests } from "./digest";
import { markNotificationsRead, watchList, watchListItem } from "./mutations";
import { getListWatchState, getNotifications } from "./queries";

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
    expect(await generatePriceDropAlerts(db, NOW)).toEqual({ priceDrops: 1, priceRises: 0, coupons: 0 });
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

describe("current_prices remembers the price before the last change (what generation reads)", () => {
  it("a change moves the old price into prev_*; the same price re-observed keeps it; a late old point changes nothing; a currency change clears it", async () => {
    const w = await world();
    const current = async () => (await db.select().from(tables.currentPrices).where(eq(tables.currentPrices.productId, w.coffee)))[0];
    await price(w.near, w.coffee, 1000, at(20));
    expect(await current()).toMatchObject({ amountCents: 1000, prevPriceId: null, prevAmountCents: null });
    await price(w.near, w.coffee, 800, at(10));
    const first = await current();
    expect(first).toMatchObject({ amountCents: 800, prevAmountCents: 1000 });
    await price(w.near, w.coffee, 800, at(5));
    expect(await current()).toMatchObject({ amountCents: 800, prevAmountCents: 1000, prevPriceId: first.prevPriceId });
    await price(w.near, w.coffee, 1200, at(30)); // arrives late, older than the current price
    expect(await current()).toMatchObject({ amountCents: 800, prevAmountCents: 1000 });
    await price(w.near, w.coffee, 900, at(2));
    expect(await current()).toMatchObject({ amountCents: 900, prevAmountCents: 800 });
    await db.insert(tables.prices).values({ storeId: w.near, productId: w.coffee, amountCents: 500, currency: "USD", source: "scrape", observedAt: at(1) });
    expect(await current()).toMatchObject({ amountCents: 500, currency: "USD", prevAmountCents: null, prevPriceId: null });
  });
});

describe("generatePriceDropAlerts: reach, duplicates and coupons", () => {
  it("uses the real distance east–west too (bounding box widened by latitude), and notifies a product watched twice once", async () => {
    const w = await world();
    // Due east of alice at her latitude: 25 km is in reach, 35 km is not (1° of longitude ≈ 89 km here).
    const kmEast = (km: number) => 174.7633 + km / (111.32 * Math.cos((-36.8485 * Math.PI) / 180));
    const [east25, east35] = await db.insert(tables.stores).values([
      { name: "East 25", storeType: "supermarket", currency: "NZD", countryCode: "NZ", latitude: -36.8485, longitude: kmEast(25) },
      { name: "East 35", storeType: "supermarket", currency: "NZD", countryCode: "NZ", latitude: -36.8485, longitude: kmEast(35) },
    ]).returning({ id: tables.stores.id });
    for (const s of [east25.id, east35.id]) await price(s, w.coffee, 1000, at(20));
    const [second] = await db.insert(tables.shoppingListItems).values({ listId: w.list, itemName: "coffee again", lockProductId: w.coffee }).returning();
    await db.insert(tables.priceWatches).values([
      { userId: w.alice.userId, listId: w.list, listItemId: w.coffeeItem.id, productId: w.coffee, createdAt: at(10) },
      { userId: w.alice.userId, listId: w.list, listItemId: second.id, productId: w.coffee, createdAt: at(10) },
    ]);
    for (const s of [east25.id, east35.id]) await price(s, w.coffee, 900, at(1));
    expect((await generatePriceDropAlerts(db, NOW)).priceDrops).toBe(1);
    const [n] = (await getNotifications(db, w.alice)).items;
    expect(n).toMatchObject({ body: "At East 25", href: `/store/${east25.id}` });
  });

  it("announces a new paid coupon from a retailer with a store in reach once, at its nearest store; not unpaid or far ones, not to shoppers who watch nothing", async () => {
    const w = await world();
    await db.insert(tables.priceWatches).values({ userId: w.alice.userId, listId: w.list, listItemId: w.coffeeItem.id, productId: w.coffee, createdAt: at(10) });
    const retailerUser = async (email: string) => (await db.insert(tables.users).values({ email, passwordHash: "x", role: "retailer" }).returning({ id: tables.users.id }))[0].id;
    const [nearRetailer, farRetailer] = await db.insert(tables.retailers).values([
      { userId: await retailerUser("near-retailer@example.test"), name: "Near Retail", address: "1 Near St" },
      { userId: await retailerUser("far-retailer@example.test"), name: "Far Retail", address: "1 Far St" },
    ]).returning({ id: tables.retailers.id });
    await db.insert(tables.stores).values([
      { name: "Near Retail Ponsonby", storeType: "supermarket", currency: "NZD", countryCode: "NZ", latitude: -36.855, longitude: 174.745, retailerId: nearRetailer.id },
      { name: "Near Retail Albany", storeType: "supermarket", currency: "NZD", countryCode: "NZ", latitude: -36.73, longitude: 174.7, retailerId: nearRetailer.id },
      { name: "Far Retail Wellington", storeType: "supermarket", currency: "NZD", countryCode: "NZ", latitude: -41.29, longitude: 174.78, retailerId: farRetailer.id },
    ]);
    const expiry = "2026-12-31";
    await db.insert(tables.coupons).values([
      { retailerId: nearRetailer.id, title: "Coffee 2 for 1", discountValue: "2 for 1", expiryDate: expiry, feeStatus: "paid", createdAt: at(1) },
      { retailerId: nearRetailer.id, title: "Unpaid deal", discountValue: "10% off", expiryDate: expiry, feeStatus: "awaiting_payment", createdAt: at(1) },
      { retailerId: nearRetailer.id, title: "Old deal", discountValue: "5% off", expiryDate: expiry, feeStatus: "paid", createdAt: at(30) },
      { retailerId: farRetailer.id, title: "Far deal", discountValue: "20% off", expiryDate: expiry, feeStatus: "paid", createdAt: at(1) },
    ]);
    expect(await generatePriceDropAlerts(db, NOW)).toEqual({ priceDrops: 0, priceRises: 0, coupons: 1 });
    expect(await generatePriceDropAlerts(db, NOW)).toEqual({ priceDrops: 0, priceRises: 0, coupons: 0 });
    expect((await getNotifications(db, w.alice)).items).toEqual([
      expect.objectContaining({ kind: "coupon", title: "New coupon: Coffee 2 for 1", body: "2 for 1 at Near Retail Ponsonby", read: false }),
    ]);
    expect((await getNotifications(db, w.bob)).items).toHaveLength(0);
  });
});

describe("sendPriceDropDigests", () => {
  const outbox = () => process.env.MAIL_OUTBOX_DIR!;
  /** Messages in the outbox to these addresses (other test files may write there too). */
  function mailTo(...emails: string[]) {
    if (!fs.existsSync(outbox())) return [];
    return fs.readdirSync(outbox())
      .map((f) => JSON.parse(fs.readFileSync(path.join(outbox(), f), "utf8")) as { to: string; subject: string; text: string })
      .filter((m) => emails.includes(m.to));
  }

  it("mails one digest per shopper whose price-drop e-mails are on (default on), none when off, and never twice for the same drops", async () => {
    const tag = randomUUID().slice(0, 8);
    const on = await shopper(`digest-on-${tag}@example.test`, -36.8485, 174.7633);
    const byDefault = await shopper(`digest-default-${tag}@example.test`, -36.85, 174.76);
    const off = await shopper(`digest-off-${tag}@example.test`, -36.85, 174.76);
    await db.insert(tables.emailPreferences).values([{ userId: on.userId, priceDrops: true }, { userId: off.userId, priceDrops: false }]);
    const [store] = await db.insert(tables.stores).values({ name: "Near Mart", storeType: "supermarket", currency: "NZD", countryCode: "NZ", latitude: -36.866, longitude: 174.77 }).returning({ id: tables.stores.id });
    const [coffee, tea] = await db.insert(tables.products).values([{ name: "Coffee Beans 500g", category: "pantry" }, { name: "Green Tea 20 bags", category: "pantry" }]).returning({ id: tables.products.id });
    for (const who of [on, byDefault, off]) {
      const [list] = await db.insert(tables.shoppingLists).values({ userId: who.userId, name: "Weekly" }).returning();
      const items = await db.insert(tables.shoppingListItems).values([
        { listId: list.id, itemName: "coffee", lockProductId: coffee.id },
        { listId: list.id, itemName: "tea", lockProductId: tea.id },
      ]).returning();
      await db.insert(tables.priceWatches).values(items.map((i) => ({ userId: who.userId, listId: list.id, listItemId: i.id, productId: i.lockProductId!, createdAt: at(10) })));
    }
    await price(store.id, coffee.id, 1000, at(20));
    await price(store.id, tea.id, 500, at(20));
    await price(store.id, coffee.id, 800, at(1));
    await price(store.id, tea.id, 450, at(1));
    expect((await generatePriceDropAlerts(db, NOW)).priceDrops).toBe(6);

    expect(await sendPriceDropDigests(db, NOW, { usersPerBatch: 1 })).toEqual({ emails: 2, notifications: 4 }); // one shopper per round trip
    const emails = [on, byDefault, off].map((a) => a.email);
    const sent = mailTo(...emails);
    expect(sent.map((m) => m.to).sort()).toEqual([on.email, byDefault.email].sort());
    for (const m of sent) {
      expect(m.subject).toBe("2 price drops on items you watch");
      expect(m.text).toContain("• Coffee Beans 500g dropped 20% — NZ$8.00 NZD, was NZ$10.00 NZD. At Near Mart.");
      expect(m.text).toContain("• Green Tea 20 bags dropped 10% — NZ$4.50 NZD, was NZ$5.00 NZD. At Near Mart.");
    }

    // A second run (and a re-run of generation over the same prices) sends nothing more.
    expect((await generatePriceDropAlerts(db, NOW)).priceDrops).toBe(0);
    expect(await sendPriceDropDigests(db, NOW)).toEqual({ emails: 0, notifications: 0 });
    expect(mailTo(...emails)).toHaveLength(2);

    // A new drop later mails just that one, once.
    await price(store.id, coffee.id, 700, at(0.5));
    expect((await generatePriceDropAlerts(db, NOW)).priceDrops).toBe(3);
    expect(await sendPriceDropDigests(db, NOW)).toEqual({ emails: 2, notifications: 2 });
    const later = mailTo(...emails).filter((m) => m.subject.startsWith("Price drop: "));
    expect(later.map((m) => m.subject)).toEqual(["Price drop: Coffee Beans 500g dropped 13%", "Price drop: Coffee Beans 500g dropped 13%"]);
    expect(mailTo(off.email)).toHaveLength(0);
  });
});

describe("watches", () => {
  it("the list screen's watch state: the owner's watched items; anyone else cannot watch and sees no ids", async () => {
    const w = await world();
    await watchListItem(db, w.alice, { listItemId: w.coffeeItem.id });
    expect(await getListWatchState(db, w.alice, { listId: w.list })).toEqual({ canWatch: true, itemIds: [w.coffeeItem.id], specials: {} });
    expect(await getListWatchState(db, w.bob, { listId: w.list })).toEqual({ canWatch: false, itemIds: [], specials: {} });
    expect(await getListWatchState(db, w.alice, { listId: randomUUID() })).toEqual({ canWatch: false, itemIds: [], specials: {} });
  });

  it("an item typed by hand is watched as the catalogue product it matches (regional words in the shopper's sense); remembered choices count", async () => {
    const w = await world();
    await db.update(tables.profiles).set({ countryCode: "AU" }).where(eq(tables.profiles.userId, w.alice.userId));
    const [chicken, chips, milkA] = await db.insert(tables.products).values([
      { name: "Whole Chicken 1.6kg", category: "meat", genericName: "whole chicken", unit: "g", unitQuantity: 1600, size: "1.6kg" },
      { name: "Smith's Potato Chips Original 170g", category: "snacks", genericName: "potato chips", brand: "Smith's", unit: "g", unitQuantity: 170, size: "170g" },
      { name: "Dairy Farm Milk 2L", category: "dairy", genericName: "milk", unit: "ml", unitQuantity: 2000, size: "2L" },
    ]).returning({ id: tables.products.id });
    const items = await db.insert(tables.shoppingListItems).values([
      { listId: w.list, itemName: "Chook" }, { listId: w.list, itemName: "Chips" }, { listId: w.list, itemName: "2L Milk" },
    ]).returning();
    // A remembered choice is keyed as the comparison keys it ("milk" for "2L Milk").
    await db.insert(tables.productNameMemory).values({ userId: w.alice.userId, genericName: "milk", productId: milkA.id, fullProductName: "Dairy Farm Milk 2L" });
    expect(await watchListItem(db, w.alice, { listItemId: items[0].id })).toEqual({ watching: true, productName: "Whole Chicken 1.6kg" });
    expect(await watchListItem(db, w.alice, { listItemId: items[1].id })).toEqual({ watching: true, productName: "Smith's Potato Chips Original 170g" });
    expect(await watchListItem(db, w.alice, { listItemId: items[2].id })).toEqual({ watching: true, productName: "Dairy Farm Milk 2L" });
    const watched = await db.select({ item: tables.priceWatches.listItemId, product: tables.priceWatches.productId }).from(tables.priceWatches);
    expect(new Map(watched.map((r) => [r.item, r.product]))).toEqual(new Map([[items[0].id, chicken.id], [items[1].id, chips.id], [items[2].id, milkA.id]]));
  });

  it("watches a whole list's known items; someone else's list or item is not found", async () => {
    const w = await world();
    expect(await watchList(db, w.alice, { listId: w.list })).toEqual({ watched: 2, unknown: 1 });
    expect(await watchList(db, w.alice, { listId: w.list })).toEqual({ watched: 2, unknown: 1 }); // idempotent
    await expect(watchList(db, w.bob, { listId: w.list })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(watchListItem(db, w.bob, { listItemId: w.coffeeItem.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await watchListItem(db, w.alice, { listItemId: w.mystery.id })).toEqual({ watching: false, productName: null });
    expect(await db.$count(tables.priceWatches)).toBe(2);
  });
});
