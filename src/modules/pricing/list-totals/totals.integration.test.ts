import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { getTestDb } from "../../../../tests/setup/db";
import { BASE, createList, freshScenario, type Scenario } from "../testing/scenario.integration";
import { getListTotals, type ListTotalsDto } from "./totals";

let db: Db;
let scenario: Scenario;
let alice: Actor;
let bob: Actor;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  ({ scenario, alice, bob } = await freshScenario(db));
});

const ok = async (p: ReturnType<typeof getListTotals>): Promise<ListTotalsDto> => {
  const r = await p;
  if (r.status !== "ok") throw new Error(`expected totals, got ${r.status}`);
  return r.totals;
};

describe("a list's totals at a store (same-basket prices of the comparison)", () => {
  it("splits priced, estimated and unpriced lines at the usual store and at a chosen one", async () => {
    const { listId, itemIds } = await createList(db, alice.userId, "Totals", ["Milk", "Milk 1.9L", "Saffron", "Bread"]);
    const [milk, milk19, saffron, bread] = itemIds;
    // No recorded plan: the cheapest single store for everything covered (only Central has saffron).
    const usual = await ok(getListTotals(db, alice, listId));
    expect(usual.store.storeId).toBe(scenario.storeIds.central);
    expect(usual.reason).toBe("cheapest");
    expect(usual.currency).toBe("NZD");

    const alpha = await ok(getListTotals(db, alice, listId, { storeId: scenario.storeIds.alpha }));
    expect(alpha.reason).toBe("chosen");
    const status = Object.fromEntries(alpha.lines.map((l) => [l.listItemId, [l.status, l.priceCents]]));
    expect(status).toEqual({
      [milk]: ["priced", BASE[0] - 50],
      // 1.9 L is bought as one 2 L bottle: within the comparison's tolerance, a different pack size.
      [milk19]: ["estimated", BASE[0] - 50],
      [saffron]: ["unpriced", null],
      [bread]: ["priced", BASE[1] - 50],
    });
    expect(alpha).toMatchObject({ pricedCents: BASE[0] - 50 + BASE[1] - 50, estimatedCents: BASE[0] - 50, counts: { priced: 2, estimated: 1, unpriced: 1 } });
    expect(alpha.totalCents).toBe(alpha.pricedCents + alpha.estimatedCents);
    const line = alpha.lines.find((l) => l.listItemId === milk)!;
    expect(line).toMatchObject({ source: "scrape", productName: "Anchor Blue Top Milk 2L", packs: 1 });
    expect(alpha.stores.map((s) => s.storeId)).toContain(scenario.storeIds.beta);
    expect(alpha.stores.map((s) => s.storeId)).not.toContain(scenario.storeIds.faraway);
  });

  it("takes the usual store from the last recorded plan", async () => {
    const { listId } = await createList(db, alice.userId, "Totals", ["Milk", "Bread"]);
    await db.insert(tables.shoppingTrips).values({
      userId: alice.userId, listId, listName: "Totals", currency: "NZD", planTotalCents: 100, baselineCents: null, savedCents: 0, storeCount: 1, itemCount: 2,
      stores: [{ id: scenario.storeIds.beta, name: "Beta Foods", itemCount: 2, subtotalCents: 100 }],
    });
    const t = await ok(getListTotals(db, alice, listId));
    expect(t).toMatchObject({ reason: "last-plan", store: { storeId: scenario.storeIds.beta } });
  });

  it("\"I'm at\" gives the plan's lines for that store, or every line priced there", async () => {
    const names = ["Milk", "Bread", "Eggs", "Butter", "Bananas", "Apples", "Carrots", "Rice", "Cheese", "Yogurt", "Coffee", "Flour"];
    const { listId, itemIds } = await createList(db, alice.userId, "Weekly", names);
    const fromPlan = await ok(getListTotals(db, alice, listId, { at: scenario.storeIds.alpha, fromPlan: true }));
    // The scenario's proven plan: Alpha takes items 0–5, Beta 6–11.
    expect(fromPlan.here).toEqual({ storeId: scenario.storeIds.alpha, storeName: "Alpha Market", fromPlan: true, itemIds: itemIds.slice(0, 6) });
    expect(fromPlan.store.storeId).toBe(scenario.storeIds.alpha);
    expect(fromPlan.reason).toBe("here");
    const everything = await ok(getListTotals(db, alice, listId, { at: scenario.storeIds.alpha }));
    expect(everything.here).toMatchObject({ fromPlan: false, itemIds });
  });

  it("someone else's list is not found; an empty list is empty", async () => {
    const { listId } = await createList(db, alice.userId, "Mine", ["Milk"]);
    expect(await getListTotals(db, bob, listId)).toEqual({ status: "not-found" });
    expect(await getListTotals(db, bob, "nope")).toEqual({ status: "not-found" });
    const empty = await createList(db, alice.userId, "Empty", []);
    expect(await getListTotals(db, alice, empty.listId)).toEqual({ status: "empty" });
  });
});
