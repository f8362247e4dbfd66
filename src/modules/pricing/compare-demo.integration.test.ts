import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { seedDemoData } from "@/server/seed/seed";
import { DEMO_ACCOUNTS, DEMO_SHOPPER_HOME } from "@/server/seed/demo-accounts";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { clearComparisonCaches, compareList } from "./compare";
import { loadOwnList, type CompareListSource } from "./comparison/list-source";
import { planOutcome } from "./plan-outcome";

let db: Db;
let userId: string;
let lists: CompareListSource[];
const origin = { lat: DEMO_SHOPPER_HOME.latitude, lng: DEMO_SHOPPER_HOME.longitude, label: "Ponsonby", source: "profile" as const };

beforeAll(async () => {
  db = await getTestDb();
  await truncateAll(db);
  clearComparisonCaches();
  await seedDemoData(db, { log: () => undefined });
  const [user] = await db.select({ id: tables.users.id }).from(tables.users).where(eq(tables.users.email, DEMO_ACCOUNTS.shopper.email));
  userId = user.id;
  const rows = await db.select({ id: tables.shoppingLists.id }).from(tables.shoppingLists).where(eq(tables.shoppingLists.userId, userId));
  lists = (await Promise.all(rows.map((r) => loadOwnList(db, { userId }, r.id)))).filter((l): l is CompareListSource => l !== null);
}, 180_000);

describe("the demo shopper's lists in Auckland", () => {
  it("has the three demo lists", () => {
    expect(lists.map((l) => l.name).sort()).toEqual(["BBQ Saturday", "Baking Day", "Weekly Basics"]);
  });

  it("plans every list with valid stops (one store, or at least 5 items each), proven optimal", async () => {
    for (const list of lists) {
      const c = await compareList(db, { actor: { userId }, items: list.items, origin, options: {} });
      expect(c.currency).toBe("NZD");
      expect(c.stores.length).toBeGreaterThan(0);
      if (c.stores.length > 1) for (const s of c.stores) expect(s.items.length).toBeGreaterThanOrEqual(5);
      expect(c.optimal).toBe(true);
      expect(c.distanceFiltering.storesFound).toBeGreaterThan(10);
      expect(c.stores.reduce((n, s) => n + s.items.length, 0) + c.uncovered.length).toBe(list.items.length);
    }
  });

  it("Best Savings' view gets the whole plan without the price matrix, at a fraction of the size", async () => {
    const basics = lists.find((l) => l.name === "Weekly Basics")!;
    const c = await compareList(db, { actor: { userId }, items: basics.items, origin, options: {} });
    const list = { listId: basics.listId, name: basics.name, kind: basics.kind };
    const out = planOutcome({ status: "ok", list, comparison: c });
    if (out.status !== "ok") throw new Error(out.status);
    expect(out.comparison).not.toHaveProperty("itemPrices");
    expect(out.comparison).not.toHaveProperty("storesConsidered");
    const { itemPrices, storesConsidered, ...plan } = c;
    expect(itemPrices.length).toBe(12);
    expect(storesConsidered.length).toBeGreaterThan(10);
    expect(out.comparison).toEqual(plan);
    expect(JSON.stringify(out.comparison).length).toBeLessThan(JSON.stringify(c).length / 3);
    // Other outcomes pass through as they are.
    expect(planOutcome({ status: "empty", list })).toEqual({ status: "empty", list });
  });

  it("Weekly Basics is fully covered within the radius", async () => {
    const basics = lists.find((l) => l.name === "Weekly Basics")!;
    const c = await compareList(db, { actor: { userId }, items: basics.items, origin, options: {} });
    expect(c.uncovered).toEqual([]);
    expect(c.items).toHaveLength(12);
  });

  it("the SQL cut to the chooser's best options leaves every offer and plan unchanged", async () => {
    for (const list of lists) {
      for (const options of [{}, { visitCostCents: 300 }, { maxStores: 2 }]) {
        const cut = await compareList(db, { actor: { userId }, items: list.items, origin, options });
        const full = await compareList(db, { actor: { userId }, items: list.items, origin, options, topK: null });
        expect(cut.itemPrices).toEqual(full.itemPrices);
        expect(cut.stores).toEqual(full.stores);
        expect(cut.totalCents).toBe(full.totalCents);
      }
    }
  });
});
