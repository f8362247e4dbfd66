import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { convertCents, FALLBACK_RATES, type CurrencyCode } from "@/modules/currency/engine";
import { formatMoney } from "@/modules/currency/engine/format";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { getRecentTrips } from "./recent-savings";

let db: Db;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9) + minutes * 60_000);

async function shopper(email: string): Promise<Actor> {
  const [u] = await db.insert(tables.users).values({ email, passwordHash: "x", role: "shopper" }).returning({ id: tables.users.id });
  await db.insert(tables.profiles).values({ userId: u.id });
  return { userId: u.id, role: "shopper", email, sessionId: "s" } as Actor;
}

async function trip(actor: Actor, listName: string, currency: CurrencyCode, planTotalCents: number, savedCents: number, createdAt: Date, stores = 2) {
  await db.insert(tables.shoppingTrips).values({
    userId: actor.userId, listName, currency, planTotalCents, baselineCents: planTotalCents + savedCents, savedCents,
    storeCount: stores, itemCount: 10, createdAt,
    stores: Array.from({ length: stores }, (_, i) => ({ id: `s${i}`, name: `Store ${i}`, itemCount: 5, subtotalCents: Math.round(planTotalCents / stores) })),
  });
}

beforeAll(async () => { db = await getTestDb(); });
beforeEach(async () => { await truncateAll(db); });

describe("Home's Recent Savings (getRecentTrips)", () => {
  it("lists the shopper's own planned trips, newest first, with what each saved in the trip's currency; never another shopper's", async () => {
    const alice = await shopper("alice@example.test");
    const bob = await shopper("bob@example.test");
    await trip(alice, "Weekly Basics", "NZD", 8_450, 1_230, at(0));
    await trip(alice, "BBQ Saturday", "AUD", 5_100, 0, at(10), 1);
    await trip(bob, "Bob's secret list", "USD", 9_999, 5_000, at(20));

    const trips = await getRecentTrips(db, alice);
    expect(trips).toEqual([
      { id: expect.any(String), listName: "BBQ Saturday", planTotalCents: 5_100, savedCents: 0, currency: "AUD", storeCount: 1, itemCount: 10, createdAt: at(10).toISOString() },
      { id: expect.any(String), listName: "Weekly Basics", planTotalCents: 8_450, savedCents: 1_230, currency: "NZD", storeCount: 2, itemCount: 10, createdAt: at(0).toISOString() },
    ]);
    expect((await getRecentTrips(db, bob)).map((t) => t.listName)).toEqual(["Bob's secret list"]);
  });

  it("shows at most the latest five by default", async () => {
    const alice = await shopper("alice@example.test");
    for (let i = 0; i < 7; i++) await trip(alice, `Trip ${i}`, "NZD", 1_000 + i, i, at(i));
    expect((await getRecentTrips(db, alice)).map((t) => t.listName)).toEqual(["Trip 6", "Trip 5", "Trip 4", "Trip 3", "Trip 2"]);
  });

  it("a shopper without planned trips gets none (Home shows the empty state), even while others have trips", async () => {
    const alice = await shopper("alice@example.test");
    const bob = await shopper("bob@example.test");
    await trip(bob, "Bob's list", "NZD", 2_000, 300, at(0));
    expect(await getRecentTrips(db, alice)).toEqual([]);
  });

  it("what the screen shows for a trip saved in AUD to a shopper who sees NZD: the currency module's conversion", async () => {
    // Home renders each amount through <Price cents currency>, which formats with the shopper's
    // currency and the current rates; these are the figures it shows with the fallback rates.
    const alice = await shopper("alice@example.test");
    await trip(alice, "Sydney shop", "AUD", 15_300, 1_530, at(0));
    const [t] = await getRecentTrips(db, alice);
    expect(formatMoney(convertCents(t.savedCents, t.currency, "NZD", FALLBACK_RATES), "NZD")).toBe("NZ$16.70 NZD");
    expect(formatMoney(convertCents(t.planTotalCents, t.currency, "NZD", FALLBACK_RATES), "NZD")).toBe("NZ$167.00 NZD");
  });
});
