import { describe, expect, it } from "vitest";
import { AppError } from "@/server/errors";
import { addItem, changeQuantity } from "./mutations";
import { actorOf, listFixture, quantityOf } from "./test-helpers.integration";

const f = listFixture("qty", "Quantities");

const newItem = async (name = "Milk") => (await addItem(f.db, actorOf(f.userId), { listId: f.listId, itemName: name })).id;
const outcome = (p: Promise<unknown>) => p.then(() => "ok", (e: unknown) => (e instanceof AppError ? e.code : "error"));

describe("atomic quantities", () => {
  it("50 concurrent +1 from two app instances end exactly 50 higher", async () => {
    const itemId = await newItem();
    const bumps = Array.from({ length: 50 }, (_, i) => changeQuantity(i % 2 ? f.db : f.second.db, actorOf(f.userId), { itemId, delta: 1 }));
    const results = await Promise.all(bumps);
    expect(results.every((r) => !r.removed)).toBe(true);
    expect(await quantityOf(f.db, itemId)).toBe(51);
    // Every caller saw a distinct post-increment value: no two read the same starting quantity.
    const seen = results.map((r) => (r.removed ? 0 : r.item.quantity)).sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
  });

  it("decrementing below 1 removes the item", async () => {
    const itemId = await newItem();
    await changeQuantity(f.db, actorOf(f.userId), { itemId: itemId, delta: 2 });
    expect(await changeQuantity(f.db, actorOf(f.userId), { itemId: itemId, delta: -1 })).toMatchObject({ removed: false, item: { quantity: 2 } });
    expect(await changeQuantity(f.db, actorOf(f.userId), { itemId: itemId, delta: -1 })).toMatchObject({ removed: false, item: { quantity: 1 } });
    expect(await changeQuantity(f.db, actorOf(f.userId), { itemId: itemId, delta: -1 })).toEqual({ removed: true, listId: f.listId, itemId });
    expect(await quantityOf(f.db, itemId)).toBeNull();
    expect(await outcome(changeQuantity(f.db, actorOf(f.userId), { itemId: itemId, delta: -1 }))).toBe("NOT_FOUND");
  });

  it("50 concurrent -1 on a quantity of 30: 30 take effect (the last removes it), 20 find it gone", async () => {
    const itemId = await newItem();
    await changeQuantity(f.db, actorOf(f.userId), { itemId: itemId, delta: 29 });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => outcome(changeQuantity(i % 2 ? f.db : f.second.db, actorOf(f.userId), { itemId, delta: -1 }))));
    expect(results.filter((r) => r === "ok")).toHaveLength(30);
    expect(results.filter((r) => r === "NOT_FOUND")).toHaveLength(20);
    expect(await quantityOf(f.db, itemId)).toBeNull();
  });

  it("a racing +1 and -1 at quantity 1 never lose an update", async () => {
    for (let round = 0; round < 10; round++) {
      const itemId = await newItem(`Round ${round}`);
      const [up, down] = await Promise.all([outcome(changeQuantity(f.db, actorOf(f.userId), { itemId: itemId, delta: 1 })), outcome(changeQuantity(f.second.db, actorOf(f.userId), { itemId: itemId, delta: -1 }))]);
      const final = await quantityOf(f.db, itemId);
      // Either +1 ran first (2 → 1) or the item was removed first and the +1 found nothing.
      if (final === null) expect([up, down]).toEqual(["NOT_FOUND", "ok"]);
      else expect([final, up, down]).toEqual([1, "ok", "ok"]);
    }
  });

  it("refuses to go above 999 and leaves the quantity as it was", async () => {
    const itemId = await newItem();
    await changeQuantity(f.db, actorOf(f.userId), { itemId: itemId, delta: 998 });
    expect(await outcome(changeQuantity(f.db, actorOf(f.userId), { itemId: itemId, delta: 1 }))).toBe("INVALID_INPUT");
    expect(await quantityOf(f.db, itemId)).toBe(999);
  });
});
