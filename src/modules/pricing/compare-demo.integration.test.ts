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
import { setItemLock } from "./mutations";
import { getBestSavings } from "./queries";

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

  it("every line of Weekly Basics is one amount at every store that prices it", async () => {
    const basics = lists.find((l) => l.name === "Weekly Basics")!;
    const c = await compareList(db, { actor: { userId }, items: basics.items, origin, country: "NZ", options: {} });
    const milk = c.items.find((i) => i.itemName === "Milk")!;
    expect(milk.amount).toMatchObject({ value: 4000, unit: "ml", label: "2 × 2 L", source: "usual" });
    for (const line of c.itemPrices) {
      const amount = c.items.find((i) => i.listItemId === line.listItemId)!.amount!;
      expect(line.prices.length).toBeGreaterThan(1);
      for (const cell of line.prices) {
        expect(cell.amount.unit).toBe(amount.unit);
        // Never less than 98% of the amount, never more than 110% (decision 036).
        expect(cell.amount.value).toBeGreaterThanOrEqual(amount.value * 0.98 - 1e-6);
        expect(cell.amount.value).toBeLessThanOrEqual(amount.value * 1.1 + 1e-6);
      }
    }
  });

  it("on the demo lists, a lock to the chosen product changes nothing and a lock to any other offered product never lowers the proven total", async () => {
    let instances = 0;
    for (const list of lists) {
      const base = await compareList(db, { actor: { userId }, items: list.items, origin, country: "NZ", options: {} });
      expect(base.optimal).toBe(true);
      for (const [n, item] of list.items.entries()) {
        const chosen = base.stores.flatMap((s) => s.items).find((l) => l.listItemId === item.id);
        const offered = [...new Set(base.itemPrices.find((p) => p.listItemId === item.id)!.prices.map((p) => p.productId))];
        const lockTo = [chosen?.productId, ...offered.filter((id) => id !== chosen?.productId).slice(0, 2)].filter((x): x is string => !!x);
        for (const productId of lockTo) {
          const items = list.items.map((it, k) => (k === n ? { ...it, locks: { ...it.locks, productId, brand: null } } : it));
          const locked = await compareList(db, { actor: { userId }, items, origin, country: "NZ", options: {} });
          instances++;
          expect(locked.optimal).toBe(true);
          expect(locked.uncovered.length).toBeGreaterThanOrEqual(base.uncovered.length);
          if (locked.uncovered.length === base.uncovered.length) {
            if (productId === chosen?.productId) expect(locked.totalCents).toBe(base.totalCents);
            else expect(locked.totalCents).toBeGreaterThanOrEqual(base.totalCents);
          }
        }
      }
    }
    console.info(`[lock-proof] demo lists: ${instances} locked comparisons`);
    expect(instances).toBeGreaterThan(50);
  }, 120_000);

  it("the reported case: locking Weekly Basics' milk to Anchor Lite Milk 1L through the list never lowers the total", async () => {
    const basics = lists.find((l) => l.name === "Weekly Basics")!;
    const before = await getBestSavings(db, { userId, role: "shopper", email: DEMO_ACCOUNTS.shopper.email, sessionId: "t" }, { listId: basics.listId, visitCostCents: 0, maxStores: null });
    if (before.status !== "ok") throw new Error(before.status);
    const milkItem = basics.items.find((i) => i.name === "Milk")!;
    const [lite] = await db.select({ id: tables.products.id }).from(tables.products).where(eq(tables.products.name, "Anchor Lite Milk 1L"));
    const actor = { userId, role: "shopper" as const, email: DEMO_ACCOUNTS.shopper.email, sessionId: "t" };
    await setItemLock(db, actor, { listId: basics.listId!, itemId: milkItem.id, lock: { kind: "product", productId: lite.id } });
    try {
      const after = await getBestSavings(db, actor, { listId: basics.listId, visitCostCents: 0, maxStores: null });
      if (after.status !== "ok") throw new Error(after.status);
      const milk = after.comparison.stores.flatMap((s) => s.items).find((l) => l.itemName === "Milk")!;
      expect(milk.productName).toBe("Anchor Lite Milk 1L");
      expect(milk.amount).toEqual({ value: 4000, unit: "ml" });
      expect(milk.packs).toBe(4);
      expect(after.comparison.totalCents).toBeGreaterThanOrEqual(before.comparison.totalCents);
    } finally {
      await setItemLock(db, actor, { listId: basics.listId!, itemId: milkItem.id, lock: { kind: "clear" } });
      await db.delete(tables.productNameMemory).where(eq(tables.productNameMemory.userId, userId));
    }
  });
});
