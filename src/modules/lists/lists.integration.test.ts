import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/server/db";
import { AppError } from "@/server/errors";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { addItem, changeQuantity, createList, deleteList, quickAdd, removeItem } from "./mutations";
import { getListDetail, getListsForUser } from "./queries";
import { actorOf, createUser, eventsOf, snapshot } from "./test-helpers.integration";

let db: Db;
let alice: string;
let bob: string;

beforeAll(async () => {
  db = await getTestDb();
});

beforeEach(async () => {
  await truncateAll(db);
  alice = await createUser(db, "alice");
  bob = await createUser(db, "bob");
});

const newList = (userId: string, name: string) => createList(db, actorOf(userId), { name, clientRequestId: randomUUID() });

async function expectCode(promise: Promise<unknown>, code: AppError["code"]): Promise<AppError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
  return err as AppError;
}

describe("ownership", () => {
  it("another user's list or item is not found and nothing changes", async () => {
    const list = await newList(alice, "Alice's groceries");
    const milk = await addItem(db, actorOf(alice), { listId: list.id, itemName: "Milk" });
    const before = await snapshot(db);

    expect(await getListDetail(db, actorOf(bob), list.id)).toBeNull();
    expect(await getListsForUser(db, actorOf(bob))).toEqual([]);
    await expectCode(addItem(db, actorOf(bob), { listId: list.id, itemName: "Sneaky" }), "NOT_FOUND");
    await expectCode(changeQuantity(db, actorOf(bob), { itemId: milk.id, delta: 5 }), "NOT_FOUND");
    await expectCode(changeQuantity(db, actorOf(bob), { itemId: milk.id, delta: -1 }), "NOT_FOUND");
    await expectCode(removeItem(db, actorOf(bob), { itemId: milk.id }), "NOT_FOUND");
    const del = await expectCode(deleteList(db, actorOf(bob), { listId: list.id }), "NOT_FOUND");
    expect(del.safeMessage).toBe("The shopping list you're looking for doesn't exist.");

    expect(await snapshot(db)).toEqual(before);
    expect((await getListDetail(db, actorOf(alice), list.id))?.items).toEqual([{ id: milk.id, name: "Milk", quantity: 1, checked: false }]);
  });

  it("malformed ids are not found rather than query errors", async () => {
    expect(await getListDetail(db, actorOf(alice), "not-a-uuid")).toBeNull();
    await expectCode(addItem(db, actorOf(alice), { listId: "x' or '1'='1", itemName: "Milk" }), "NOT_FOUND");
    await expectCode(changeQuantity(db, actorOf(alice), { itemId: "nope", delta: 1 }), "NOT_FOUND");
    await expectCode(removeItem(db, actorOf(alice), { itemId: "nope" }), "NOT_FOUND");
    await expectCode(deleteList(db, actorOf(alice), { listId: "nope" }), "NOT_FOUND");
  });
});

describe("lists and items", () => {
  it("lists newest first with count and a preview of the first four items", async () => {
    const older = await newList(alice, "Older");
    await new Promise((r) => setTimeout(r, 5));
    const newer = await newList(alice, "  <b>Newer</b>  ");
    for (const name of ["Milk", "Bread", "Eggs", "Butter", "Cheese"]) await addItem(db, actorOf(alice), { listId: older.id, itemName: name });
    const eggs = (await getListDetail(db, actorOf(alice), older.id))?.items.find((i) => i.name === "Eggs");
    await changeQuantity(db, actorOf(alice), { itemId: eggs!.id, delta: 2 });

    const lists = await getListsForUser(db, actorOf(alice));
    expect(lists.map((l) => l.name)).toEqual(["Newer", "Older"]);
    expect(lists[0]).toMatchObject({ id: newer.id, itemCount: 0, previewItems: [] });
    expect(lists[1]?.itemCount).toBe(5);
    expect(lists[1]?.previewItems.map((i) => [i.name, i.quantity])).toEqual([["Milk", 1], ["Bread", 1], ["Eggs", 3], ["Butter", 1]]);
  });

  it("rejects invalid names with the spec's messages and writes nothing", async () => {
    const blank = await expectCode(createList(db, actorOf(alice), { name: " <p></p> ", clientRequestId: randomUUID() }), "INVALID_INPUT");
    expect([blank.extra.title, blank.safeMessage]).toEqual(["Invalid name", "Please enter a list name."]);
    const long = await expectCode(createList(db, actorOf(alice), { name: "x".repeat(51), clientRequestId: randomUUID() }), "INVALID_INPUT");
    expect(long.safeMessage).toBe("List name must be between 1 and 50 characters.");
    const list = await newList(alice, "Ok");
    const item = await expectCode(addItem(db, actorOf(alice), { listId: list.id, itemName: "   " }), "INVALID_INPUT");
    expect(item.safeMessage).toBe("Please enter an item name.");
    expect((await snapshot(db)).lists).toHaveLength(1);
    expect((await snapshot(db)).items).toHaveLength(0);
  });

  it("a replayed create (same request id, ten times at once) makes one list", async () => {
    const clientRequestId = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => createList(db, actorOf(alice), { name: "Once", clientRequestId })));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect((await snapshot(db)).lists).toHaveLength(1);
    // The same request id from another user is a different request.
    await createList(db, actorOf(bob), { name: "Bob's", clientRequestId });
    expect((await snapshot(db)).lists).toHaveLength(2);
  });

  it("refuses create_list past the per-user limit with the Too many requests toast", async () => {
    for (let i = 0; i < 20; i++) await newList(alice, `List ${i}`);
    const err = await expectCode(newList(alice, "One too many"), "RATE_LIMITED");
    expect([err.extra.title, err.safeMessage]).toEqual(["Too many requests", "Please wait before creating another list."]);
    expect(err.extra.retryAfterSeconds).toBeGreaterThan(0);
    expect((await snapshot(db)).lists).toHaveLength(20);
    // Limits are per user.
    await expect(newList(bob, "Bob is fine")).resolves.toMatchObject({ created: true });
  });
});

describe("deleting a list", () => {
  it("removes the list and its items in one transaction and records the analytics", async () => {
    const keep = await newList(alice, "Keep");
    const gone = await newList(alice, "Gone");
    for (const n of ["A", "B", "C"]) await addItem(db, actorOf(alice), { listId: gone.id, itemName: n });
    await addItem(db, actorOf(alice), { listId: keep.id, itemName: "Stay" });

    await expect(deleteList(db, actorOf(alice), { listId: gone.id })).resolves.toEqual({ listId: gone.id, name: "Gone" });
    const after = await snapshot(db);
    expect(after.lists.map((l) => l.id)).toEqual([keep.id]);
    expect(after.items.map((i) => i.item_name)).toEqual(["Stay"]);
    expect((await eventsOf(db, alice)).map((e) => e.type)).toEqual(["shopping_list_delete_attempted", "shopping_list_deleted"]);

    // A second delete (e.g. a replayed offline operation) is not found and records a failure.
    await expectCode(deleteList(db, actorOf(alice), { listId: gone.id }), "NOT_FOUND");
    expect((await eventsOf(db, alice)).slice(-1)[0]?.type).toBe("shopping_list_delete_failed");
  });

  it("a delete that waited in the offline queue also records shopping_list_delete_queued with queued_at", async () => {
    const list = await newList(alice, "Queued");
    const queuedAt = new Date(Date.now() - 60_000).toISOString();
    await deleteList(db, actorOf(alice), { listId: list.id, queuedAt });
    const events = await eventsOf(db, alice);
    expect(events.map((e) => e.type)).toEqual(["shopping_list_delete_attempted", "shopping_list_deleted", "shopping_list_delete_queued"]);
    expect(events[2]?.metadata).toMatchObject({ list_id: list.id, queued_at: queuedAt });
  });

  it("a delete racing with adds leaves no orphan items", async () => {
    const list = await newList(alice, "Race");
    const adds = Array.from({ length: 10 }, (_, i) => addItem(db, actorOf(alice), { listId: list.id, itemName: `Item ${i}` }).catch((e: unknown) => e));
    const [deleted] = await Promise.all([deleteList(db, actorOf(alice), { listId: list.id }), ...adds]);
    expect(deleted).toMatchObject({ listId: list.id });
    const orphans = (await snapshot(db)).items.filter((i) => i.list_id === list.id);
    expect(orphans).toEqual([]);
  });
});

describe("Quick Add", () => {
  it("creates a Quick Items list when the shopper has none", async () => {
    const res = await quickAdd(db, actorOf(alice), { items: ["Milk", " milk ", "Bread", "Tomatoes"] });
    expect(res).toMatchObject({ listName: "Quick Items", createdList: true, added: ["Milk", "Bread", "Tomatoes"] });
    const detail = await getListDetail(db, actorOf(alice), res.listId);
    expect(detail?.items.map((i) => [i.name, i.quantity])).toEqual([["Milk", 1], ["Bread", 1], ["Tomatoes", 1]]);
  });

  it("adds to the first list in list order (newest first)", async () => {
    await newList(alice, "Older");
    await new Promise((r) => setTimeout(r, 5));
    const newest = await newList(alice, "Newest");
    const res = await quickAdd(db, actorOf(alice), { items: ["Eggs"] });
    expect(res).toMatchObject({ listId: newest.id, listName: "Newest", createdList: false });
    expect((await snapshot(db)).lists).toHaveLength(2);
  });

  it("validates the selection with the spec's messages", async () => {
    expect((await expectCode(quickAdd(db, actorOf(alice), { items: [] }), "INVALID_INPUT")).safeMessage).toBe("Please select at least one item to add.");
    expect((await expectCode(quickAdd(db, actorOf(alice), { items: ["12345"] }), "INVALID_INPUT")).safeMessage).toBe("Item name cannot be just numbers");
    expect((await expectCode(quickAdd(db, actorOf(alice), { items: ["Milk!"] }), "INVALID_INPUT")).safeMessage).toBe("Item name contains invalid characters");
    expect((await snapshot(db)).lists).toHaveLength(0);
  });

  it("two concurrent Quick Adds with no lists share one Quick Items list", async () => {
    const [a, b] = await Promise.all([quickAdd(db, actorOf(alice), { items: ["Milk"] }), quickAdd(db, actorOf(alice), { items: ["Bread"] })]);
    expect(a.listId).toBe(b.listId);
    expect((await snapshot(db)).lists).toHaveLength(1);
  });
});
