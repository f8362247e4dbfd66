import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { excludeProduct, undoExclusion } from "@/modules/lists";
import { getTestDb } from "../../../tests/setup/db";
import type { ComparisonDto } from "./dto";
import { setItemLock } from "./mutations";
import { getBestSavings } from "./queries";
import { createList, freshScenario, type Scenario } from "./testing/scenario.integration";

let db: Db;
let scenario: Scenario;
let alice: Actor;
let bob: Actor;

const LIST = ["Milk", "Bread", "Eggs", "Butter", "Bananas", "Apples", "Carrots"];
const compare = async (actor: Actor, listId: string): Promise<ComparisonDto> => {
  const outcome = await getBestSavings(db, actor, { listId, visitCostCents: 0, maxStores: null });
  if (outcome.status !== "ok") throw new Error(`comparison: ${outcome.status}`);
  return outcome.comparison;
};
const lineOf = (c: ComparisonDto, itemName: string) => c.stores.flatMap((s) => s.items).find((l) => l.itemName === itemName);
const exclusionsOf = async (itemId: string) =>
  (await db.select({ id: tables.shoppingListItemExclusions.productId }).from(tables.shoppingListItemExclusions).where(eq(tables.shoppingListItemExclusions.itemId, itemId))).map((r) => r.id).sort();

beforeAll(async () => { db = await getTestDb(); });
beforeEach(async () => { ({ scenario, alice, bob } = await freshScenario(db)); });

describe("Not this product (decision 058)", () => {
  it("the next comparison picks another product for the line and suggests substitutes without the excluded one", async () => {
    const { listId, itemIds } = await createList(db, alice.userId, "Weekly", LIST);
    const before = lineOf(await compare(alice, listId), "Butter")!;
    expect(before).toBeDefined();
    await excludeProduct(db, alice, { listId, itemId: itemIds[3], productId: before.productId });
    expect(await exclusionsOf(itemIds[3])).toEqual([before.productId]);

    const c = await compare(alice, listId);
    const after = lineOf(c, "Butter")!;
    expect(after).toBeDefined();
    expect(after.productId).not.toBe(before.productId);
    // Never picked at any store, not even in the per-store cells.
    expect(c.stores.flatMap((s) => s.items).some((l) => l.productId === before.productId && l.itemName === "Butter")).toBe(false);
    const item = c.items.find((i) => i.listItemId === itemIds[3])!;
    expect(item.excluded!.products).toEqual([{ productId: before.productId, name: before.productName }]);
    expect(item.excluded!.substitutes!.length).toBeGreaterThan(0);
    expect(item.excluded!.substitutes!.length).toBeLessThanOrEqual(3);
    expect(item.excluded!.substitutes!.map((s) => s.productId)).not.toContain(before.productId);
    // Other lines are untouched.
    expect(c.items.filter((i) => i.listItemId !== itemIds[3]).every((i) => !i.excluded)).toBe(true);
  });

  it("a line with every family product excluded is left out of the plan and gets substitutes", async () => {
    const { listId, itemIds } = await createList(db, alice.userId, "Weekly", LIST);
    await excludeProduct(db, alice, { listId, itemId: itemIds[0], productId: scenario.primaryIds[0] });
    const c = await compare(alice, listId);
    expect(lineOf(c, "Milk")).toBeUndefined();
    const milk = c.uncovered.find((u) => u.listItemId === itemIds[0])!;
    expect(milk.substitutes!.length).toBeGreaterThan(0);
    expect(milk.substitutes!.map((s) => s.productId)).not.toContain(scenario.primaryIds[0]);
    // Uncovered: its suggestions are under the uncovered line, not repeated on the item.
    expect(c.items.find((i) => i.listItemId === itemIds[0])!.excluded).toMatchObject({ products: [{ productId: scenario.primaryIds[0] }], substitutes: null });
  });

  it("undo brings the product back; excluding a locked product drops the lock", async () => {
    const { listId, itemIds } = await createList(db, alice.userId, "Weekly", LIST);
    await setItemLock(db, alice, { listId, itemId: itemIds[0], lock: { kind: "product", productId: scenario.primaryIds[0] } });
    await excludeProduct(db, alice, { listId, itemId: itemIds[0], productId: scenario.primaryIds[0] });
    const [row] = await db.select({ lock: tables.shoppingListItems.lockProductId }).from(tables.shoppingListItems).where(eq(tables.shoppingListItems.id, itemIds[0]));
    expect(row.lock).toBeNull();
    expect(lineOf(await compare(alice, listId), "Milk")).toBeUndefined();

    await undoExclusion(db, alice, { listId, itemId: itemIds[0], productId: null });
    expect(await exclusionsOf(itemIds[0])).toEqual([]);
    const c = await compare(alice, listId);
    expect(lineOf(c, "Milk")!.productId).toBe(scenario.primaryIds[0]);
    expect(c.items.find((i) => i.listItemId === itemIds[0])!.excluded ?? null).toBeNull();
  });

  it("someone else's item or an unknown product is not found, and nothing changes", async () => {
    const { listId, itemIds } = await createList(db, alice.userId, "Weekly", LIST);
    await expect(excludeProduct(db, bob, { listId, itemId: itemIds[0], productId: scenario.primaryIds[0] })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await exclusionsOf(itemIds[0])).toEqual([]);
    await expect(excludeProduct(db, alice, { listId, itemId: itemIds[0], productId: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(excludeProduct(db, alice, { listId, itemId: "not-a-uuid", productId: scenario.primaryIds[0] })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await exclusionsOf(itemIds[0])).toEqual([]);

    await excludeProduct(db, alice, { listId, itemId: itemIds[0], productId: scenario.primaryIds[0] });
    await expect(undoExclusion(db, bob, { listId, itemId: itemIds[0], productId: null })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await exclusionsOf(itemIds[0])).toEqual([scenario.primaryIds[0]]);
    // Bob's comparison of his own list is not affected by Alice's exclusion.
    const own = await createList(db, bob.userId, "Bob's", LIST);
    expect(lineOf(await compare(bob, own.listId), "Milk")!.productId).toBe(scenario.primaryIds[0]);
  });
});
