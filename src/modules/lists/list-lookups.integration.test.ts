import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tables, type Db } from "@/server/db";
import { isAppError } from "@/server/errors";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { actorOf, createUser } from "./test-helpers.integration";
import {
  appendItemsInOrder,
  countItemsOfReadableList,
  countOwnListsAndItems,
  findNewestOwnListNamed,
  findReadableList,
  listItemsWithLocks,
  lockReadableItemOrThrow,
  setItemLocks,
} from "./list-lookups";

let db: Db;
let owner: string;
let member: string;
let stranger: string;

async function newList(userId: string, name: string, createdAt: Date) {
  const [row] = await db.insert(tables.shoppingLists).values({ userId, name, createdAt }).returning({ id: tables.shoppingLists.id });
  return row!.id;
}

async function notFound(p: Promise<unknown>) {
  const err = await p.then(() => null, (e: unknown) => e);
  return isAppError(err) && err.code === "NOT_FOUND";
}

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
  [owner, member, stranger] = [await createUser(db, "owner"), await createUser(db, "member"), await createUser(db, "stranger")];
});

describe("lists' lookups for other modules", () => {
  it("finds a list its owner or a member may read, never a stranger's or a malformed id; the newest own list by name", async () => {
    const older = await newList(owner, "Weekly Basics", new Date("2026-01-01T00:00:00Z"));
    const newer = await newList(owner, "Weekly Basics", new Date("2026-02-01T00:00:00Z"));
    await db.insert(tables.shoppingListMembers).values({ listId: older, userId: member });
    expect(await findReadableList(db, actorOf(owner), older)).toEqual({ id: older, name: "Weekly Basics" });
    expect(await findReadableList(db, actorOf(member), older)).toEqual({ id: older, name: "Weekly Basics" });
    expect(await findReadableList(db, actorOf(stranger), older)).toBeNull();
    expect(await findReadableList(db, actorOf(owner), "not-a-uuid")).toBeNull();
    expect(await db.transaction((tx) => findReadableList(tx, actorOf(member), older, { lock: "key share" }))).toEqual({ id: older, name: "Weekly Basics" });
    expect(await findNewestOwnListNamed(db, actorOf(owner), "Weekly Basics")).toEqual({ id: newer, name: "Weekly Basics" });
    // A shared list is not the member's own.
    expect(await findNewestOwnListNamed(db, actorOf(member), "Weekly Basics")).toBeNull();
  });

  it("appends items in order to a readable list only, counts them, and reads them back with their locks", async () => {
    const list = await newList(owner, "Receipt", new Date());
    const rows = ["milk", "bread", "eggs"].map((itemName, i) => ({ itemName, quantity: i + 1, sourceText: null, matchedProductId: null }));
    await db.transaction((tx) => appendItemsInOrder(tx, actorOf(owner), list, rows));
    expect(await notFound(db.transaction((tx) => appendItemsInOrder(tx, actorOf(stranger), list, rows)))).toBe(true);
    expect(await countItemsOfReadableList(db, actorOf(owner), list)).toBe(3);
    expect(await notFound(countItemsOfReadableList(db, actorOf(stranger), list))).toBe(true);
    const items = await listItemsWithLocks(db, list);
    expect(items.map((i) => [i.name, i.quantity, i.productId, i.brand, i.storeId, i.substituteProductId])).toEqual([
      ["milk", 1, null, null, null, null],
      ["bread", 2, null, null, null, null],
      ["eggs", 3, null, null, null, null],
    ]);
    expect(await countOwnListsAndItems(db, actorOf(owner))).toEqual({ listCount: 1, itemCount: 3 });
    expect(await countOwnListsAndItems(db, actorOf(stranger))).toEqual({ listCount: 0, itemCount: 0 });
  });

  it("locks an item of a readable list for a write and sets its locks; someone else's item is not found", async () => {
    const list = await newList(owner, "Party", new Date());
    await db.transaction((tx) => appendItemsInOrder(tx, actorOf(owner), list, [{ itemName: "chips", quantity: 1, sourceText: null, matchedProductId: null }]));
    const [item] = await listItemsWithLocks(db, list);
    await db.transaction(async (tx) => {
      const locked = await lockReadableItemOrThrow(tx, actorOf(owner), list, item!.id);
      expect(locked).toEqual({ id: item!.id, name: "chips", lockProductId: null, substituteProductId: null });
      await setItemLocks(tx, locked, { lockBrand: "Bluebird" });
    });
    expect((await listItemsWithLocks(db, list))[0]!.brand).toBe("Bluebird");
    expect(await notFound(db.transaction((tx) => lockReadableItemOrThrow(tx, actorOf(stranger), list, item!.id)))).toBe(true);
    expect(await notFound(db.transaction((tx) => lockReadableItemOrThrow(tx, actorOf(owner), list, "nope")))).toBe(true);
  });
});
