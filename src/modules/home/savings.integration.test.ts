import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { convertCents, FALLBACK_RATES, type CurrencyCode } from "@/modules/currency/engine";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { getSavingsOverview, getSavingsStats } from "./savings";
import { getReceiptSavings } from "./receipt-savings";

let db: Db;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9) + minutes * 60_000);
const rates = async () => FALLBACK_RATES;

async function shopper(email: string): Promise<Actor> {
  const [u] = await db.insert(tables.users).values({ email, passwordHash: "x", role: "shopper" }).returning({ id: tables.users.id });
  await db.insert(tables.profiles).values({ userId: u.id });
  return { userId: u.id, role: "shopper", email, sessionId: "s" } as Actor;
}

async function trip(actor: Actor, listName: string, currency: CurrencyCode, planTotalCents: number, baselineCents: number | null, createdAt: Date) {
  const savedCents = baselineCents === null ? 0 : Math.max(0, baselineCents - planTotalCents);
  await db.insert(tables.shoppingTrips).values({
    userId: actor.userId, listName, currency, planTotalCents, baselineCents, savedCents, storeCount: 1, itemCount: 3, createdAt,
    stores: [{ id: "s0", name: "Store 0", itemCount: 3, subtotalCents: planTotalCents }],
  });
}

/** Auckland: the receipt's store, two more within 30 km, one in Wellington (out of range). */
async function town() {
  const base = { storeType: "supermarket" as const, currency: "NZD" as const, countryCode: "NZ", address: "1 Queen St", timeZone: "Pacific/Auckland" };
  const [home, near, partial, far] = await db.insert(tables.stores).values([
    { ...base, name: "Home Mart", latitude: -36.8485, longitude: 174.7633 },
    { ...base, name: "Near Mart", latitude: -36.866, longitude: 174.77 },
    { ...base, name: "Partial Mart", latitude: -36.87, longitude: 174.75 },
    { ...base, name: "Far Mart", latitude: -41.2865, longitude: 174.7762 },
  ]).returning({ id: tables.stores.id });
  const [milk, bread] = await db.insert(tables.products).values([{ name: "Milk 2L", category: "dairy" }, { name: "Bread 700g", category: "bakery" }]).returning({ id: tables.products.id });
  return { home: home.id, near: near.id, partial: partial.id, far: far.id, milk: milk.id, bread: bread.id };
}

async function price(storeId: string, productId: string, amountCents: number, observedAt: Date) {
  await db.insert(tables.prices).values({ storeId, productId, amountCents, currency: "NZD", source: "scrape", observedAt });
}

async function receipt(actor: Actor, storeId: string, date: string, lines: { productId: string; cents: number; status?: string }[], createdAt: Date) {
  const [proof] = await db.insert(tables.receiptProofs).values({
    userId: actor.userId, storeId, receiptDate: date, currency: "NZD", linesHash: `${actor.userId}-${date}-${createdAt.getTime()}`.padEnd(64, "0").slice(0, 64),
    shared: true, reconciled: true, lineCount: lines.length, createdAt,
  }).returning({ id: tables.receiptProofs.id });
  await db.insert(tables.priceObservations).values(lines.map((l) => ({
    proofId: proof.id, userId: actor.userId, storeId, productId: l.productId, amountCents: l.cents, currency: "NZD" as const,
    observedAt: new Date(`${date}T00:00:00Z`), observedOn: date, status: l.status ?? "published",
  })));
  return proof.id;
}

beforeAll(async () => { db = await getTestDb(); });
beforeEach(async () => { await truncateAll(db); });

describe("savings from shared receipts (decision 054)", () => {
  it("counts paid vs the same basket at the cheapest other store in range that priced every line that day", async () => {
    const t = await town();
    const alice = await shopper("alice@example.test");
    // Prices at the other stores, as of 19 Nov 2026 (Auckland day) and after it.
    await price(t.near, t.milk, 450, new Date("2026-11-15T00:00:00Z"));
    await price(t.near, t.bread, 300, new Date("2026-11-18T00:00:00Z"));
    await price(t.near, t.milk, 100, new Date("2026-11-21T00:00:00Z")); // after that day: not counted
    await price(t.partial, t.milk, 200, new Date("2026-11-18T00:00:00Z")); // has no bread: not a whole basket
    await price(t.far, t.milk, 50, new Date("2026-11-18T00:00:00Z")); // out of range
    await price(t.far, t.bread, 50, new Date("2026-11-18T00:00:00Z"));
    await receipt(alice, t.home, "2026-11-19", [{ productId: t.milk, cents: 399 }, { productId: t.bread, cents: 279 }, { productId: t.bread, cents: 9999, status: "held" }], at(0));

    const [r] = await getReceiptSavings(db, alice);
    expect(r).toMatchObject({ storeName: "Home Mart", receiptDate: "2026-11-19", lineCount: 2, paidCents: 678, baselineCents: 750, comparedWith: "Near Mart", savedCents: 72 });
  });

  it("saves nothing when no other store priced the whole basket, or the receipt was the dearer one", async () => {
    const t = await town();
    const alice = await shopper("alice@example.test");
    await receipt(alice, t.home, "2026-11-19", [{ productId: t.milk, cents: 399 }], at(0));
    expect((await getReceiptSavings(db, alice))[0]).toMatchObject({ baselineCents: null, savedCents: 0 });
    await price(t.near, t.milk, 350, new Date("2026-11-19T00:00:00Z"));
    expect((await getReceiptSavings(db, alice))[0]).toMatchObject({ baselineCents: 350, savedCents: 0 });
    // A price older than 14 days before the end of that day is not "that day's".
    await truncateAll(db);
    const u = await town();
    const bob = await shopper("bob@example.test");
    await price(u.near, u.milk, 900, new Date("2026-11-01T00:00:00Z"));
    await receipt(bob, u.home, "2026-11-19", [{ productId: u.milk, cents: 399 }], at(0));
    expect((await getReceiptSavings(db, bob))[0]).toMatchObject({ baselineCents: null, savedCents: 0 });
  });

  it("counts a scrape price older than 14 days that the store's runs kept seeing unchanged (decision 057: not rewritten)", async () => {
    const t = await town();
    const alice = await shopper("alice@example.test");
    // Scraped on 1 Nov and re-confirmed by every run since (the last on 20 Nov), never rewritten.
    await price(t.near, t.milk, 900, new Date("2026-11-01T00:00:00Z"));
    await db.insert(tables.storeScrapeConfirmations).values({ storeId: t.near, confirmedAt: new Date("2026-11-20T03:00:00Z") });
    // Bread changed on 25 Nov: the 2 Nov price was seen by the runs until then.
    await price(t.near, t.bread, 300, new Date("2026-11-02T00:00:00Z"));
    await price(t.near, t.bread, 320, new Date("2026-11-25T00:00:00Z"));
    await receipt(alice, t.home, "2026-11-19", [{ productId: t.milk, cents: 399 }, { productId: t.bread, cents: 279 }], at(0));
    expect((await getReceiptSavings(db, alice))[0]).toMatchObject({ baselineCents: 1200, comparedWith: "Near Mart", savedCents: 522 });
    // A store whose last run is older than the window: its old price was not seen that day.
    await db.update(tables.storeScrapeConfirmations).set({ confirmedAt: new Date("2026-11-02T03:00:00Z") });
    expect((await getReceiptSavings(db, alice))[0]).toMatchObject({ baselineCents: null, savedCents: 0 });
  });
});

describe("Home and Profile savings: trips and receipts together", () => {
  it("adds trips and receipts, converts other currencies once, lists both newest first, and never another shopper's", async () => {
    const t = await town();
    const alice = await shopper("alice@example.test");
    const bob = await shopper("bob@example.test");
    await trip(alice, "Weekly Basics", "NZD", 8_450, 9_680, at(0)); // saved 1,230
    await trip(alice, "BBQ Saturday", "AUD", 5_100, 5_600, at(10)); // saved 500 AUD
    await trip(alice, "Odd bits", "NZD", 1_000, null, at(15)); // nothing to compare with
    await trip(bob, "Bob's secret list", "NZD", 9_999, 19_999, at(20));
    await price(t.near, t.milk, 450, new Date("2026-11-18T00:00:00Z"));
    await receipt(alice, t.home, "2026-11-19", [{ productId: t.milk, cents: 399 }], at(30)); // saved 51
    await receipt(bob, t.home, "2026-11-18", [{ productId: t.milk, cents: 100 }], at(31));

    const o = await getSavingsOverview(db, alice, "NZD", rates);
    expect(o.savedCents).toBe(1_230 + convertCents(500, "AUD", "NZD", FALLBACK_RATES) + 51);
    expect([o.plannedTrips, o.sharedReceipts]).toEqual([3, 1]);
    expect(o.recent.map((e) => [e.kind, e.title, e.savedCents, e.noBaseline])).toEqual([
      ["receipt", "Home Mart", 51, false],
      ["trip", "Odd bits", 0, true],
      ["trip", "BBQ Saturday", 500, false],
      ["trip", "Weekly Basics", 1_230, false],
    ]);
    expect(await getSavingsStats(db, alice, "NZD", rates)).toEqual({ moneySavedCents: o.savedCents, plannedTrips: 3, sharedReceipts: 1 });
    expect((await getSavingsOverview(db, bob, "NZD", rates)).recent.map((e) => e.title)).toEqual(["Home Mart", "Bob's secret list"]);
  });

  it("has nothing counted for a new shopper (the card then asks them to compare a list)", async () => {
    const carol = await shopper("carol@example.test");
    expect(await getSavingsOverview(db, carol, "USD", rates)).toEqual({ savedCents: 0, currency: "USD", plannedTrips: 0, sharedReceipts: 0, recent: [] });
  });
});
