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
import { getListWatchState, getNotifications } from "./queries";
import { getAlertSettings, saveAlertSettings } from "./settings";
import { alertSettingsSchema, ALERT_SETTINGS_MESSAGES } from "./schemas";
import { priceChangeAlert } from "./engine";

let db: Db;
const DAY = 86_400_000;
const NOW = new Date(Date.UTC(2026, 10, 25, 12));
const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY);
const tag = () => randomUUID().slice(0, 8);

async function shopper(email: string): Promise<Actor> {
  const [u] = await db.insert(tables.users).values({ email, passwordHash: "x", role: "shopper" }).returning({ id: tables.users.id });
  await db.insert(tables.profiles).values({ userId: u.id, latitude: -36.8485, longitude: 174.7633 });
  return { userId: u.id, role: "shopper", email, sessionId: "s" } as Actor;
}

/** One store near Auckland CBD, and `count` watched products for the shopper, each at 200 c 20 days ago. */
async function watching(who: Actor, count: number) {
  const [store] = await db.insert(tables.stores).values({ name: "Near Mart", storeType: "supermarket", currency: "NZD", countryCode: "NZ", latitude: -36.866, longitude: 174.77 }).returning({ id: tables.stores.id });
  const products = await db.insert(tables.products).values(Array.from({ length: count }, (_, i) => ({ name: `Product ${i + 1}`, category: "pantry" }))).returning({ id: tables.products.id });
  const [list] = await db.insert(tables.shoppingLists).values({ userId: who.userId, name: "Weekly" }).returning();
  const items = await db.insert(tables.shoppingListItems).values(products.map((p, i) => ({ listId: list.id, itemName: `item ${i + 1}`, lockProductId: p.id }))).returning();
  await db.insert(tables.priceWatches).values(items.map((i) => ({ userId: who.userId, listId: list.id, listItemId: i.id, productId: i.lockProductId!, createdAt: at(10) })));
  for (const p of products) await price(store.id, p.id, 200, at(20));
  return { store: store.id, products: products.map((p) => p.id) };
}

async function price(storeId: string, productId: string, amountCents: number, observedAt: Date) {
  await db.insert(tables.prices).values({ storeId, productId, amountCents, currency: "NZD", source: "scrape", observedAt });
}

const outbox = () => process.env.MAIL_OUTBOX_DIR!;
function mailTo(email: string) {
  if (!fs.existsSync(outbox())) return [];
  return fs.readdirSync(outbox())
    .map((f) => JSON.parse(fs.readFileSync(path.join(outbox(), f), "utf8")) as { to: string; subject: string; text: string })
    .filter((m) => m.to === email);
}

beforeAll(async () => { db = await getTestDb(); });
beforeEach(async () => { await truncateAll(db); });

describe("price watches both ways (decision 054)", () => {
  it("fires on drops and rises of exactly the threshold, not a cent less, in SQL as in the engine", async () => {
    const alice = await shopper(`both-${tag()}@example.test`);
    await saveAlertSettings(db, alice, { thresholdPct: 5, includeRises: true });
    const w = await watching(alice, 4);
    const newPrices = [190, 191, 210, 209]; // −5%, −4.5%, +5%, +4.5% of 200
    for (const [i, cents] of newPrices.entries()) await price(w.store, w.products[i], cents, at(1));
    expect(await generatePriceDropAlerts(db, NOW)).toEqual({ priceDrops: 1, priceRises: 1, coupons: 0 });
    const items = (await getNotifications(db, alice)).items;
    expect(items.map((n) => [n.kind, n.title]).sort()).toEqual([["price_drop", "Product 1 dropped 5%"], ["price_rise", "Product 3 rose 5%"]]);
    // The SQL and the pure rule agree on every case.
    const rule = { thresholdPct: 5, includeRises: true };
    expect(newPrices.map((c) => priceChangeAlert(200, c, rule))).toEqual(["price_drop", null, "price_rise", null]);
    // Run again: nothing new.
    expect(await generatePriceDropAlerts(db, NOW)).toEqual({ priceDrops: 0, priceRises: 0, coupons: 0 });
  });

  it("leaves rises out for shoppers who did not ask for them, and keeps every drop for shoppers without settings", async () => {
    const dropsOnly = await shopper(`drops-${tag()}@example.test`);
    await saveAlertSettings(db, dropsOnly, { thresholdPct: 10, includeRises: false });
    const noSettings = await shopper(`none-${tag()}@example.test`);
    const a = await watching(dropsOnly, 3);
    const b = await watching(noSettings, 2);
    await price(a.store, a.products[0], 300, at(1)); // +50%: rises not asked for
    await price(a.store, a.products[1], 181, at(1)); // −9.5%: under 10%
    await price(a.store, a.products[2], 180, at(1)); // −10%
    await price(b.store, b.products[0], 199, at(1)); // −0.5%: any drop without settings
    await price(b.store, b.products[1], 400, at(1)); // +100%: never a rise without settings
    expect(await generatePriceDropAlerts(db, NOW)).toEqual({ priceDrops: 2, priceRises: 0, coupons: 0 });
    expect((await getNotifications(db, dropsOnly)).items.map((n) => n.title)).toEqual(["Product 3 dropped 10%"]);
    expect((await getNotifications(db, noSettings)).items.map((n) => n.title)).toEqual(["Product 1 dropped 1%"]);
  });

  it("the digest says rises, and leaves un-mailed rises out once the shopper turns rises off", async () => {
    const email = `digest-rise-${tag()}@example.test`;
    const alice = await shopper(email);
    await saveAlertSettings(db, alice, { thresholdPct: 5, includeRises: true });
    const w = await watching(alice, 2);
    await price(w.store, w.products[0], 250, at(1));
    await generatePriceDropAlerts(db, NOW);
    expect(await sendPriceDropDigests(db, NOW)).toEqual({ emails: 1, notifications: 1 });
    const [mail] = mailTo(email);
    expect(mail.subject).toBe("Price rise: Product 1 rose 25%");
    expect(mail.text).toContain("Prices rose on items you watch");
    expect(mail.text).toContain("Product 1 rose 25% — NZ$2.50 NZD, was NZ$2.00 NZD. At Near Mart.");

    // A second rise, then the shopper turns rises off before the digest: nothing is mailed.
    await price(w.store, w.products[1], 300, at(0.5));
    expect((await generatePriceDropAlerts(db, NOW)).priceRises).toBe(1);
    await saveAlertSettings(db, alice, { thresholdPct: 5, includeRises: false });
    expect(await sendPriceDropDigests(db, NOW)).toEqual({ emails: 0, notifications: 0 });
    // And with rises off no new rise is generated.
    await price(w.store, w.products[0], 400, at(0.2));
    expect((await generatePriceDropAlerts(db, NOW)).priceRises).toBe(0);
  });

  it("validates the threshold and keeps each shopper's settings their own", async () => {
    for (const bad of [0, 91, 2.5, "x"]) {
      const r = alertSettingsSchema.safeParse({ thresholdPct: bad, includeRises: true });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].message).toBe(ALERT_SETTINGS_MESSAGES.threshold);
    }
    expect(alertSettingsSchema.parse({ thresholdPct: "90", includeRises: false })).toEqual({ thresholdPct: 90, includeRises: false });
    const a = await shopper(`a-${tag()}@example.test`);
    const b = await shopper(`b-${tag()}@example.test`);
    expect(await getAlertSettings(db, a)).toEqual({ thresholdPct: 5, includeRises: false, chosen: false });
    await saveAlertSettings(db, a, { thresholdPct: 12, includeRises: true });
    expect(await getAlertSettings(db, a)).toEqual({ thresholdPct: 12, includeRises: true, chosen: true });
    expect((await getAlertSettings(db, b)).chosen).toBe(false);
    // The table refuses what the schema refuses, whoever writes.
    await expect(saveAlertSettings(db, b, { thresholdPct: 95, includeRises: false })).rejects.toThrow();
  });

  it("the list screen learns when a special on an item's product ends, at stores in reach only", async () => {
    const alice = await shopper(`specials-${tag()}@example.test`);
    const w = await watching(alice, 3);
    const [far] = await db.insert(tables.stores).values({ name: "Far Mart", storeType: "supermarket", currency: "NZD", countryCode: "NZ", latitude: -41.2865, longitude: 174.7762 }).returning({ id: tables.stores.id });
    const special = (storeId: string, productId: string, validUntil: Date | null) =>
      db.insert(tables.prices).values({ storeId, productId, amountCents: 150, currency: "NZD", source: "scrape", observedAt: at(1), onSpecial: true, validUntil });
    await special(w.store, w.products[0], new Date(NOW.getTime() + 3 * DAY)); // near, with an end
    await special(w.store, w.products[1], null); // near, no stated end
    await special(far.id, w.products[2], new Date(NOW.getTime() + 3 * DAY)); // out of reach
    const [list] = await db.select({ id: tables.shoppingLists.id }).from(tables.shoppingLists).where(eq(tables.shoppingLists.userId, alice.userId));
    const items = await db.select({ id: tables.shoppingListItems.id, productId: tables.shoppingListItems.lockProductId }).from(tables.shoppingListItems).where(eq(tables.shoppingListItems.listId, list.id));
    const first = items.find((i) => i.productId === w.products[0])!;
    const state = await getListWatchState(db, alice, { listId: list.id }, NOW);
    expect(state.specials).toEqual({ [first.id]: new Date(NOW.getTime() + 3 * DAY).toISOString() });
    // Past its end it is gone.
    expect((await getListWatchState(db, alice, { listId: list.id }, new Date(NOW.getTime() + 4 * DAY))).specials).toEqual({});
  });
});
