import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { getTestDb } from "../../../tests/setup/db";
import type { ComparisonDto } from "./dto";
import { chooseSubstitute } from "./mutations";
import { getBestSavings } from "./queries";
import { BASE, createList, freshScenario, type Scenario } from "./testing/scenario.integration";

let db: Db;
let scenario: Scenario;
let alice: Actor;
let bob: Actor;

// "Milk 5L": the only milk is a 2 L bottle, and no whole number of them makes 5 L within the
// amount rule (4 L is 80%, 6 L 120%), so no store in range prices the line.
const LIST = ["Milk 5L", "Bread", "Eggs", "Butter", "Bananas", "Apples", "Carrots"];
const compare = async (actor: Actor, listId: string): Promise<ComparisonDto> => {
  const outcome = await getBestSavings(db, actor, { listId, visitCostCents: 0, maxStores: null });
  if (outcome.status !== "ok") throw new Error(`comparison: ${outcome.status}`);
  return outcome.comparison;
};
const substituteOf = async (itemId: string) =>
  (await db.select({ id: tables.shoppingListItems.substituteProductId }).from(tables.shoppingListItems).where(eq(tables.shoppingListItems.id, itemId)))[0].id;

beforeAll(async () => { db = await getTestDb(); });
beforeEach(async () => { ({ scenario, alice, bob } = await freshScenario(db)); });

describe("substitutes for a line no store in range prices (decision 054)", () => {
  it("suggests up to three, the line's own family first, priced at the plan's stores", async () => {
    const { listId } = await createList(db, alice.userId, "Big milk", LIST);
    const c = await compare(alice, listId);
    const milk = c.uncovered.find((u) => u.itemName === "Milk 5L")!;
    expect(milk.reason).toBe("No store within 30 km has a current price for it.");
    expect(milk.substitutes!.length).toBeGreaterThan(0);
    expect(milk.substitutes!.length).toBeLessThanOrEqual(3);
    const planStores = new Set(c.stores.map((s) => s.storeId));
    const [first] = milk.substitutes!;
    // Milk costs BASE[0] − 50 at Alpha and BASE[0] at Beta; Central (12 km) is cheaper but not in the plan.
    expect(first).toMatchObject({ productId: scenario.primaryIds[0], name: "Anchor Blue Top Milk 2L", kin: "family", atPlanStore: true, storeId: scenario.storeIds.alpha, storeName: "Alpha Market", priceCents: BASE[0] - 50 });
    expect(planStores.has(first.storeId)).toBe(true);
    // The rest share the category (dairy) and are sold in range; never the faraway store.
    for (const s of milk.substitutes!.slice(1)) expect(s.kin).toBe("category");
    expect(milk.substitutes!.some((s) => s.storeId === scenario.storeIds.faraway)).toBe(false);
  });

  it("remembers the chosen substitute on the list item and the next comparison prices it, in its own pack; undo goes back", async () => {
    const { listId, itemIds } = await createList(db, alice.userId, "Big milk", LIST);
    await chooseSubstitute(db, alice, { listId, itemId: itemIds[0], productId: scenario.primaryIds[0] });
    expect(await substituteOf(itemIds[0])).toBe(scenario.primaryIds[0]);

    const c = await compare(alice, listId);
    expect(c.uncovered.map((u) => u.itemName)).not.toContain("Milk 5L");
    const line = c.stores.flatMap((s) => s.items).find((l) => l.itemName === "Milk 5L")!;
    expect(line).toMatchObject({ productName: "Anchor Blue Top Milk 2L", packs: 1, amount: { value: 2000, unit: "ml" } });
    const item = c.items.find((i) => i.itemName === "Milk 5L")!;
    expect(item.substitute).toEqual({ productId: scenario.primaryIds[0], name: "Anchor Blue Top Milk 2L" });
    // Not shown as a lock the shopper set.
    expect(item.locks.productId).toBeNull();

    await chooseSubstitute(db, alice, { listId, itemId: itemIds[0], productId: null });
    expect(await substituteOf(itemIds[0])).toBeNull();
    expect((await compare(alice, listId)).uncovered.map((u) => u.itemName)).toContain("Milk 5L");
  });

  it("someone else's item or an unknown product is not found, and nothing changes", async () => {
    const { listId, itemIds } = await createList(db, alice.userId, "Big milk", LIST);
    await expect(chooseSubstitute(db, bob, { listId, itemId: itemIds[0], productId: scenario.primaryIds[0] })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await substituteOf(itemIds[0])).toBeNull();
    const missing = chooseSubstitute(db, alice, { listId, itemId: itemIds[0], productId: "00000000-0000-4000-8000-000000000000" });
    await expect(missing).rejects.toBeInstanceOf(AppError);
    await expect(missing).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await substituteOf(itemIds[0])).toBeNull();
  });

  it("a product lock of the shopper's own wins over a remembered substitute", async () => {
    const { listId, itemIds } = await createList(db, alice.userId, "Big milk", LIST);
    await chooseSubstitute(db, alice, { listId, itemId: itemIds[0], productId: scenario.primaryIds[0] });
    await db.update(tables.shoppingListItems).set({ lockProductId: scenario.extraIds.coconutMilk }).where(eq(tables.shoppingListItems.id, itemIds[0]));
    const c = await compare(alice, listId);
    expect(c.items.find((i) => i.itemName === "Milk 5L")!.substitute ?? null).toBeNull();
  });
});
