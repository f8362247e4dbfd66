import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { convertCents } from "@/modules/currency/engine";
import { deleteList } from "@/modules/lists/mutations";
import { getProfileSummary } from "@/modules/users/queries";
import { profileReaders } from "@/modules/users/testing/profile-readers";
import { getTestDb } from "../../../../tests/setup/db";
import type { ComparisonDto } from "../dto";
import { getBestSavings } from "../queries";
import { recordTripSchema, type RecordTripInput } from "./figures";
import { getTripSavingsByCurrency, getTripSavingsSummary, recordTrip } from "./trips";
import { BASE, ITEMS, createList, freshScenario, type Scenario } from "../testing/scenario.integration";

let db: Db;
let scenario: Scenario;
let alice: Actor;
let bob: Actor;
let listId: string;

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const input = (over: Partial<RecordTripInput> = {}): RecordTripInput => ({ listId, visitCostCents: 0, maxStores: null, clientRequestId: randomUUID(), ...over });
const tripRows = () => db.select().from(tables.shoppingTrips);

async function comparisonFor(actor: Actor, id: string, options: { visitCostCents: number; maxStores: number | null }): Promise<ComparisonDto> {
  const outcome = await getBestSavings(db, actor, { listId: id, ...options });
  if (outcome.status !== "ok") throw new Error(`comparison ${outcome.status}`);
  return outcome.comparison;
}

beforeAll(async () => {
  db = await getTestDb();
});

beforeEach(async () => {
  ({ scenario, alice, bob } = await freshScenario(db));
  listId = (await createList(db, alice.userId, "Groceries", ITEMS)).listId;
});

describe("recording a planned trip", () => {
  it("records the server's own plan and savings, ignoring totals the client sends", async () => {
    const c = await comparisonFor(alice, listId, { visitCostCents: 0, maxStores: null });
    // A tampered request: only the list, the controls and the request id survive validation.
    const raw = { listId, clientRequestId: randomUUID(), planTotalCents: 1, savedCents: 999_999, baselineCents: 1_000_000 };
    const { trip, created } = await recordTrip(db, alice, recordTripSchema.parse(raw));
    expect(created).toBe(true);
    expect(trip).toMatchObject({
      listId,
      listName: "Groceries",
      currency: "NZD",
      planTotalCents: c.itemsCostCents,
      baselineCents: c.savings.comparedWith!.totalCents,
      savedCents: c.savings.savingsCents!,
      storeCount: c.stores.length,
      itemCount: 12,
    });
    // The scenario's known optimum: Alpha for items 0–5, Beta for 6–11, 300c under either single store.
    // "Yogurt" is 1 kg (decision 036): a second 500 g tub at Beta, the plan's and the baseline's store for it.
    expect(trip.planTotalCents).toBe(sum(BASE) - 12 * 50 + (BASE[9] - 50));
    expect(trip.baselineCents).toBe(sum(BASE) - 6 * 50 + (BASE[9] - 50));
    expect(trip.savedCents).toBe(300);
    expect(trip.stores).toEqual(c.stores.map((s) => ({ id: s.storeId, name: s.name, itemCount: s.items.length, subtotalCents: s.subtotalCents })));
    expect(new Set(trip.stores.map((s) => s.id))).toEqual(new Set([scenario.storeIds.alpha, scenario.storeIds.beta]));

    const rows = await tripRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: trip.id, userId: alice.userId, listId, planTotalCents: trip.planTotalCents, savedCents: 300, clientRequestId: raw.clientRequestId });
    expect(rows[0].stores).toEqual(trip.stores);
  });

  it("records the plan for the controls given: one store saves nothing against itself", async () => {
    const c = await comparisonFor(alice, listId, { visitCostCents: 0, maxStores: 1 });
    const { trip } = await recordTrip(db, alice, input({ maxStores: 1 }));
    expect(trip).toMatchObject({ storeCount: 1, itemCount: 12, planTotalCents: c.itemsCostCents, baselineCents: c.itemsCostCents, savedCents: 0 });
  });

  it("a foreign, missing or malformed list is not found and writes nothing", async () => {
    await expect(recordTrip(db, bob, input())).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(recordTrip(db, alice, input({ listId: randomUUID() }))).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(recordTrip(db, alice, input({ listId: "not-a-uuid" }))).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await tripRows()).toHaveLength(0);
  });

  it("refuses the sample items (no list id), an empty list and a list nothing prices", async () => {
    await expect(recordTrip(db, alice, input({ listId: null }))).rejects.toMatchObject({ code: "INVALID_INPUT", safeMessage: expect.stringMatching(/shopping list first/) });
    const empty = await createList(db, alice.userId, "Empty", []);
    await expect(recordTrip(db, alice, input({ listId: empty.listId }))).rejects.toMatchObject({ code: "INVALID_INPUT" });
    const odd = await createList(db, alice.userId, "Odd", ["Unobtainium widgets"]);
    await expect(recordTrip(db, alice, input({ listId: odd.listId }))).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await tripRows()).toHaveLength(0);
  });

  it("a replayed request id returns the first trip and writes nothing new, also when racing", async () => {
    const first = await recordTrip(db, alice, input({ clientRequestId: "replay-1234" }));
    // A replay with other controls still answers with the trip that id recorded.
    const again = await recordTrip(db, alice, input({ clientRequestId: "replay-1234", maxStores: 1 }));
    expect(again).toEqual({ trip: first.trip, created: false });
    const race = await Promise.all([1, 2, 3].map(() => recordTrip(db, alice, input({ clientRequestId: "race-12345" }))));
    expect(new Set(race.map((r) => r.trip.id)).size).toBe(1);
    expect(race.filter((r) => r.created)).toHaveLength(1);
    expect(await tripRows()).toHaveLength(2);
    // The same request id is per user: Bob's own list with it is a trip of his own.
    const bobList = await createList(db, bob.userId, "Bob's", ITEMS);
    const bobs = await recordTrip(db, bob, input({ listId: bobList.listId, clientRequestId: "replay-1234" }));
    expect(bobs.created).toBe(true);
    expect(bobs.trip.id).not.toBe(first.trip.id);
  });

  it("deleting the list keeps the trip (list id cleared) so the savings history stays", async () => {
    const { trip } = await recordTrip(db, alice, input());
    await deleteList(db, alice, { listId });
    const [row] = await db.select().from(tables.shoppingTrips).where(eq(tables.shoppingTrips.id, trip.id));
    expect(row).toMatchObject({ listId: null, listName: "Groceries", savedCents: 300 });
    expect(await getTripSavingsByCurrency(db, alice)).toEqual([{ currency: "NZD", savedCents: 300, trips: 1 }]);
  });

  it("the table refuses figures that do not add up", async () => {
    const base = { userId: alice.userId, listName: "X", currency: "NZD" as const, planTotalCents: 1000, storeCount: 1, itemCount: 1, stores: [{ id: "s", name: "S", itemCount: 1, subtotalCents: 1000 }] };
    await expect(db.insert(tables.shoppingTrips).values({ ...base, baselineCents: null, savedCents: 5 })).rejects.toThrow();
    await expect(db.insert(tables.shoppingTrips).values({ ...base, baselineCents: 1200, savedCents: 100 })).rejects.toThrow();
    await expect(db.insert(tables.shoppingTrips).values({ ...base, baselineCents: 1200, savedCents: 200, storeCount: 2 })).rejects.toThrow();
    await db.insert(tables.shoppingTrips).values({ ...base, baselineCents: 1200, savedCents: 200 });
    expect(await tripRows()).toHaveLength(1);
  });
});

describe("the profile's money saved", () => {
  it("starts at zero with no trips, in the profile's currency", async () => {
    await db.update(tables.profiles).set({ preferredCurrency: "AUD" }).where(eq(tables.profiles.userId, alice.userId));
    const summary = await getProfileSummary(db, alice, profileReaders(db, alice, (currency, r) => getTripSavingsSummary(db, alice, currency, r)));
    expect(summary.stats).toMatchObject({ moneySavedCents: 0, moneySavedCurrency: "AUD", plannedTrips: 0 });
  });

  it("sums the user's trips, converting those planned in another currency", async () => {
    await db.update(tables.profiles).set({ preferredCurrency: "NZD" }).where(eq(tables.profiles.userId, alice.userId));
    const { trip } = await recordTrip(db, alice, input());
    expect(trip.savedCents).toBe(300);
    // A trip planned in Sydney: 1,250 AUD cents saved.
    await db.insert(tables.shoppingTrips).values({
      userId: alice.userId, listId: null, listName: "Sydney shop", currency: "AUD", planTotalCents: 4_000, baselineCents: 5_250, savedCents: 1_250,
      storeCount: 1, itemCount: 6, stores: [{ id: randomUUID(), name: "Bondi Grocer", itemCount: 6, subtotalCents: 4_000 }],
    });
    // Someone else's trip never counts.
    const bobList = await createList(db, bob.userId, "Bob's", ITEMS);
    await recordTrip(db, bob, input({ listId: bobList.listId }));

    const rates = { USD: 1, NZD: 1.6, AUD: 1.5 };
    const summary = await getProfileSummary(db, alice, profileReaders(db, alice, (currency, r) => getTripSavingsSummary(db, alice, currency, r)), { rates });
    expect(summary.stats).toMatchObject({ moneySavedCents: 300 + convertCents(1_250, "AUD", "NZD", rates), moneySavedCurrency: "NZD", plannedTrips: 2 });
    expect(summary.stats.moneySavedCents).toBe(300 + 1_333); // 1250 × 1.6 / 1.5 = 1333.3
    // Bob has no currency or country saved: USD.
    expect((await getProfileSummary(db, bob, profileReaders(db, bob, (currency, r) => getTripSavingsSummary(db, bob, currency, r)), { rates })).stats).toMatchObject({ moneySavedCents: convertCents(300, "NZD", "USD", rates), moneySavedCurrency: "USD", plannedTrips: 1 });
  });
});
