import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { AppError } from "@/server/errors";
import { BUDGET_MESSAGES } from "./budget-rules";
import { setListBudget } from "./budget";
import { applyListEdit } from "./list-edits";
import { addItem } from "./mutations";
import { getListDetail } from "./queries";
import { orderItemsForStore, setAisleOrder, tickItem } from "./shopping-here";
import { actorOf, createUser, listFixture } from "./test-helpers.integration";

const f = listFixture("here", "Weekly shop");
const fail = (p: Promise<unknown>) => p.then(() => "ok", (e: unknown) => (e instanceof AppError ? `${e.code}: ${e.safeMessage}` : `error: ${(e as Error).message}`));

async function store(db: Db, name: string, chain: string | null): Promise<string> {
  const [row] = await db.insert(tables.stores).values({ name, storeType: "supermarket", chain }).returning({ id: tables.stores.id });
  return row!.id;
}

async function member(db: Db, listId: string): Promise<string> {
  const userId = await createUser(db, "member");
  await db.insert(tables.shoppingListMembers).values({ listId, userId });
  return userId;
}

async function items(db: Db, userId: string, listId: string, names: string[]) {
  const out = [];
  for (const n of names) out.push(await addItem(db, actorOf(userId), { listId, itemName: n }));
  return out;
}

/** One trip at a store: the items ticked in this order, through the offline queue's replay path. */
async function trip(db: Db, userId: string, storeId: string, ticked: { id: string; listId: string }[], start = Date.now() - 60_000) {
  const tripId = randomUUID();
  let t = start;
  for (const item of ticked) {
    await applyListEdit(db, actorOf(userId), { id: randomUUID(), type: "TICK_ITEM", data: { itemId: item.id, checked: true, storeId, tripId, tickedAt: (t += 1000) } });
  }
  for (const item of ticked) await tickItem(db, actorOf(userId), { itemId: item.id, checked: false });
}

describe("list budget", () => {
  it("owner and members set and clear it in the list's currency; bad amounts say why and change nothing", async () => {
    const { db, userId, listId } = f;
    await db.insert(tables.profiles).values({ userId, countryCode: "NZ" }).onConflictDoNothing();
    expect((await setListBudget(db, actorOf(userId), { listId, amount: "120.50" })).budget).toEqual({ cents: 12050, currency: "NZD" });
    expect((await getListDetail(db, actorOf(userId), listId))?.budget).toEqual({ cents: 12050, currency: "NZD" });

    expect(await fail(setListBudget(db, actorOf(userId), { listId, amount: "0" }))).toBe(`INVALID_INPUT: ${BUDGET_MESSAGES.notPositive}`);
    expect(await fail(setListBudget(db, actorOf(userId), { listId, amount: "-3" }))).toBe(`INVALID_INPUT: ${BUDGET_MESSAGES.notPositive}`);
    expect(await fail(setListBudget(db, actorOf(userId), { listId, amount: "lots" }))).toBe(`INVALID_INPUT: ${BUDGET_MESSAGES.notAnAmount}`);
    expect((await getListDetail(db, actorOf(userId), listId))?.budget).toEqual({ cents: 12050, currency: "NZD" });

    // A member (a US shopper) changes the amount; the list keeps its currency.
    const m = await member(db, listId);
    expect((await setListBudget(db, actorOf(m), { listId, amount: "99" })).budget).toEqual({ cents: 9900, currency: "NZD" });
    expect((await setListBudget(db, actorOf(m), { listId, amount: "" })).budget).toBeNull();
    expect((await getListDetail(db, actorOf(userId), listId))?.budget).toBeNull();
  });

  it("a stranger's list is not found and keeps its budget", async () => {
    const { db, userId, listId } = f;
    await setListBudget(db, actorOf(userId), { listId, amount: "50" });
    const stranger = await createUser(db, "stranger");
    expect(await fail(setListBudget(db, actorOf(stranger), { listId, amount: "1" }))).toMatch(/^NOT_FOUND/);
    expect(await fail(setListBudget(db, actorOf(stranger), { listId: "nope", amount: "1" }))).toMatch(/^NOT_FOUND/);
    expect((await getListDetail(db, actorOf(userId), listId))?.budget).toEqual({ cents: 5000, currency: "USD" });
  });
});

describe("ticks and the learned aisle order", () => {
  it("a tick is applied once per edit id, shows on the list and records the store's tick order", async () => {
    const { db, userId, listId } = f;
    const storeId = await store(db, "Fresh Ponsonby", "Fresh");
    const [milk] = await items(db, userId, listId, ["Milk"]);
    const edit = { id: randomUUID(), type: "TICK_ITEM" as const, data: { itemId: milk.id, checked: true, storeId, tripId: randomUUID(), tickedAt: Date.now() } };
    expect(await applyListEdit(db, actorOf(userId), edit)).toEqual({ listId, itemId: milk.id, checked: true });
    expect(await applyListEdit(db, actorOf(userId), edit)).toEqual({ listId, itemId: milk.id, checked: true });
    const ticks = await db.execute<{ item_key: string; chain: string }>(sql`select item_key, chain from aisle_ticks`);
    expect(ticks.rows).toEqual([{ item_key: "milk", chain: "fresh" }]);
    expect((await getListDetail(db, actorOf(userId), listId))?.items[0]).toMatchObject({ id: milk.id, checked: true });
    await tickItem(db, actorOf(userId), { itemId: milk.id, checked: false });
    expect((await getListDetail(db, actorOf(userId), listId))?.items[0]).toMatchObject({ checked: false });
  });

  it("someone else's item is not found: nothing ticked, nothing recorded", async () => {
    const { db, userId, listId } = f;
    const storeId = await store(db, "Fresh Ponsonby", "Fresh");
    const [milk] = await items(db, userId, listId, ["Milk"]);
    const stranger = await createUser(db, "stranger");
    expect(await fail(tickItem(db, actorOf(stranger), { itemId: milk.id, checked: true, storeId, tripId: randomUUID() }))).toMatch(/^NOT_FOUND/);
    expect((await getListDetail(db, actorOf(userId), listId))?.items[0]).toMatchObject({ checked: false });
    expect((await db.execute(sql`select 1 from aisle_ticks`)).rows).toHaveLength(0);
    expect(await fail(setAisleOrder(db, actorOf(stranger), { listId, storeId, itemIds: [milk.id] }))).toMatch(/^NOT_FOUND/);
    // A member may tick.
    const m = await member(db, listId);
    expect((await tickItem(db, actorOf(m), { itemId: milk.id, checked: true })).checked).toBe(true);
  });

  it("learns a store's order from trips, gives a new branch its chain's order, and the shopper's own moves win", async () => {
    const { db, userId, listId } = f;
    const ponsonby = await store(db, "Fresh Ponsonby", "Fresh");
    const newBranch = await store(db, "Fresh Newmarket", "Fresh");
    const [milk, bread, apples, soap] = await items(db, userId, listId, ["Milk", "Bread", "Apples", "Soap"]);
    const names = (xs: { name: string }[]) => xs.map((x) => x.name);
    const list = [milk, bread, apples, soap].map((i) => ({ id: i.id, name: i.name }));

    expect(names(await orderItemsForStore(db, actorOf(userId), ponsonby, list))).toEqual(["Milk", "Bread", "Apples", "Soap"]);
    await trip(db, userId, ponsonby, [apples, bread, milk]);
    await trip(db, userId, ponsonby, [apples, milk, bread]);
    await trip(db, userId, ponsonby, [apples, bread, milk]);
    expect(names(await orderItemsForStore(db, actorOf(userId), ponsonby, list))).toEqual(["Apples", "Bread", "Milk", "Soap"]);
    // Another shopper at the new branch of the same chain starts from the chain's order.
    const other = await createUser(db, "other");
    expect(names(await orderItemsForStore(db, actorOf(other), newBranch, list))).toEqual(["Apples", "Bread", "Milk", "Soap"]);

    // Move Milk up one place at Ponsonby: the owner's order wins there, and only for them.
    await setAisleOrder(db, actorOf(userId), { listId, storeId: ponsonby, itemIds: [apples.id, milk.id, bread.id] });
    expect(names(await orderItemsForStore(db, actorOf(userId), ponsonby, list))).toEqual(["Apples", "Milk", "Bread", "Soap"]);
    expect(names(await orderItemsForStore(db, actorOf(other), ponsonby, list))).toEqual(["Apples", "Bread", "Milk", "Soap"]);
  });
});
