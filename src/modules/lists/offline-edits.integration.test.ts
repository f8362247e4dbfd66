import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { AppError } from "@/server/errors";

const { sessionJar: jar } = await import("../../../tests/support/mocked-session");
vi.mock("@/server/auth/auth", () => import("../../../tests/support/mocked-session").then((m) => m.mockedAuthModule()));
vi.mock("@/server/request", () => import("../../../tests/support/mocked-session").then((m) => m.mockedRequestModule()));
vi.mock("next/cache", () => import("../../../tests/support/mocked-session").then((m) => m.mockedCacheModule()));

const { applyListEdit } = await import("./list-edits");
const { addItem, createList } = await import("./mutations");
const { actorOf, createUser, eventsOf, listFixture, snapshot } = await import("./test-helpers.integration");
const { POST } = await import("@/app/api/lists/edits/route");
const { createTestUser, signInToken } = await import("@/modules/users/testing/factories");
type ListEdit = import("./schemas").ListEdit;

const f = listFixture("offline", "Weekly shop");

const me = () => actorOf(f.userId);
const edit = <T extends ListEdit["type"]>(type: T, data: Extract<ListEdit, { type: T }>["data"], id = randomUUID()) => ({ id, type, data }) as Extract<ListEdit, { type: T }>;
const codeOf = (p: Promise<unknown>) => p.then(() => "ok", (e: unknown) => (e instanceof AppError ? e.code : `error: ${String(e)}`));
const itemsOf = async () => (await snapshot(f.db)).items.map((i) => ({ id: i.id, name: i.item_name, quantity: Number(i.quantity) }));
const appliedCount = async () => Number((await f.db.execute<{ n: number }>(sql`select count(*)::int as n from applied_list_edits`)).rows[0]?.n);
const limitHits = async () => Number((await f.db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limit_hits where bucket like 'add_item:%'`)).rows[0]?.n);

describe("list edits carry an id and apply once", () => {
  it("an add replayed three times makes one item, under the browser's id, and answers the same result each time", async () => {
    const itemId = randomUUID();
    const add = edit("ADD_ITEM", { listId: f.listId, itemId, itemName: "Milk" });
    const first = await applyListEdit(f.db, me(), add);
    const again = await applyListEdit(f.db, me(), add);
    const third = await applyListEdit(f.second.db, me(), add);
    expect(first).toEqual({ id: itemId, listId: f.listId, name: "Milk", quantity: 1 });
    expect(again).toEqual(first);
    expect(third).toEqual(first);
    expect(await itemsOf()).toEqual([{ id: itemId, name: "Milk", quantity: 1 }]);
    // The replays spent no rate-limit slot either: only the first application did.
    expect(await limitHits()).toBe(1);
  });

  it("twenty concurrent copies of one +1 from two app instances add exactly one", async () => {
    const itemId = randomUUID();
    await applyListEdit(f.db, me(), edit("ADD_ITEM", { listId: f.listId, itemId, itemName: "Eggs" }));
    const bump = edit("CHANGE_QUANTITY", { itemId, delta: 1 });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => applyListEdit(i % 2 ? f.second.db : f.db, me(), bump)));
    for (const r of results) expect(r).toEqual({ removed: false, listId: f.listId, item: { id: itemId, name: "Eggs", quantity: 2 } });
    expect(await itemsOf()).toEqual([{ id: itemId, name: "Eggs", quantity: 2 }]);
    // Two different +1 edits are two changes.
    await applyListEdit(f.db, me(), edit("CHANGE_QUANTITY", { itemId, delta: 1 }));
    expect((await itemsOf())[0]?.quantity).toBe(3);
  });

  it("an offline session replayed in order — add, +1, +1, rename, −1 — gives the same server state however often it is replayed", async () => {
    const itemId = randomUUID();
    const session: ListEdit[] = [
      edit("ADD_ITEM", { listId: f.listId, itemId, itemName: "Bread" }),
      edit("CHANGE_QUANTITY", { itemId, delta: 1 }),
      edit("CHANGE_QUANTITY", { itemId, delta: 1 }),
      edit("RENAME_LIST", { listId: f.listId, name: "Saturday shop" }),
      edit("CHANGE_QUANTITY", { itemId, delta: -1 }),
    ];
    for (let round = 0; round < 3; round++) for (const e of session) await applyListEdit(f.db, me(), e);
    const state = await snapshot(f.db);
    expect(state.lists.map((l) => l.name)).toEqual(["Saturday shop"]);
    expect(await itemsOf()).toEqual([{ id: itemId, name: "Bread", quantity: 2 }]);
    expect(await appliedCount()).toBe(5);
  });

  it("a late replay of an older rename never undoes a newer one", async () => {
    const older = edit("RENAME_LIST", { listId: f.listId, name: "Older" });
    const newer = edit("RENAME_LIST", { listId: f.listId, name: "Newer" });
    await applyListEdit(f.db, me(), older);
    await applyListEdit(f.db, me(), newer);
    expect(await applyListEdit(f.db, me(), older)).toEqual({ listId: f.listId, name: "Older" });
    expect((await snapshot(f.db)).lists[0]?.name).toBe("Newer");
  });

  it("a replayed remove or delete answers the first result instead of 'not found', and records one deletion", async () => {
    const item = await addItem(f.db, me(), { listId: f.listId, itemName: "Jam" });
    const remove = edit("DELETE_ITEM", { itemId: item.id });
    expect(await applyListEdit(f.db, me(), remove)).toEqual({ itemId: item.id, listId: f.listId });
    expect(await applyListEdit(f.db, me(), remove)).toEqual({ itemId: item.id, listId: f.listId });

    const del = edit("DELETE_LIST", { listId: f.listId });
    expect(await applyListEdit(f.db, me(), del)).toEqual({ listId: f.listId, name: "Weekly shop" });
    expect(await applyListEdit(f.second.db, me(), del)).toEqual({ listId: f.listId, name: "Weekly shop" });
    const events = (await eventsOf(f.db, f.userId)).map((e) => e.type);
    expect(events.filter((t) => t === "shopping_list_deleted")).toHaveLength(1);
    expect(events).not.toContain("shopping_list_delete_failed");
    expect((await snapshot(f.db)).lists).toEqual([]);
  });

  it("a failed edit leaves no claim behind, so a retry with the same id still applies", async () => {
    const itemId = randomUUID();
    const missing = randomUUID();
    const add = edit("ADD_ITEM", { listId: missing, itemId, itemName: "Tea" });
    expect(await codeOf(applyListEdit(f.db, me(), add))).toBe("NOT_FOUND");
    expect(await appliedCount()).toBe(0);
    // The same edit id for a list that does exist (the only way to show "not consumed" without faking a list id).
    const retry = { ...add, data: { ...add.data, listId: f.listId } };
    await applyListEdit(f.db, me(), retry);
    expect(await itemsOf()).toEqual([{ id: itemId, name: "Tea", quantity: 1 }]);
  });

  it("an edit id is the user's own: another user's edit with the same id is theirs, and reusing an id for another kind is refused", async () => {
    const otherId = await createUser(f.db, "other");
    const otherList = (await createList(f.db, actorOf(otherId), { name: "Theirs", clientRequestId: randomUUID() })).id;
    const id = randomUUID();
    await applyListEdit(f.db, me(), edit("ADD_ITEM", { listId: f.listId, itemId: randomUUID(), itemName: "Mine" }, id));
    await applyListEdit(f.db, actorOf(otherId), edit("ADD_ITEM", { listId: otherList, itemId: randomUUID(), itemName: "Theirs" }, id));
    expect((await itemsOf()).map((i) => i.name).sort()).toEqual(["Mine", "Theirs"]);
    expect(await codeOf(applyListEdit(f.db, me(), edit("RENAME_LIST", { listId: f.listId, name: "Reused" }, id)))).toBe("CONFLICT");
    expect((await snapshot(f.db)).lists.find((l) => l.id === f.listId)?.name).toBe("Weekly shop");
  });

  it("someone else's list or item is 'not found' and nothing changes; a taken item id is a conflict", async () => {
    const otherId = await createUser(f.db, "other");
    const otherList = (await createList(f.db, actorOf(otherId), { name: "Theirs", clientRequestId: randomUUID() })).id;
    const theirItem = await addItem(f.db, actorOf(otherId), { listId: otherList, itemName: "Secret" });
    const before = await snapshot(f.db);
    expect(await codeOf(applyListEdit(f.db, me(), edit("RENAME_LIST", { listId: otherList, name: "Mine now" })))).toBe("NOT_FOUND");
    expect(await codeOf(applyListEdit(f.db, me(), edit("CHANGE_QUANTITY", { itemId: theirItem.id, delta: 5 })))).toBe("NOT_FOUND");
    expect(await codeOf(applyListEdit(f.db, me(), edit("ADD_ITEM", { listId: f.listId, itemId: theirItem.id, itemName: "Clash" })))).toBe("CONFLICT");
    expect(await snapshot(f.db)).toEqual(before);
    expect(await appliedCount()).toBe(0);
  });

  it("a member of a shared list replays item edits, but renaming stays the owner's (FORBIDDEN)", async () => {
    const memberId = await createUser(f.db, "member");
    await f.db.execute(sql`insert into shopping_list_members (list_id, user_id) values (${f.listId}::uuid, ${memberId}::uuid)`);
    const itemId = randomUUID();
    await applyListEdit(f.db, actorOf(memberId), edit("ADD_ITEM", { listId: f.listId, itemId, itemName: "Shared milk" }));
    await applyListEdit(f.db, actorOf(memberId), edit("CHANGE_QUANTITY", { itemId, delta: 2 }));
    expect(await itemsOf()).toEqual([{ id: itemId, name: "Shared milk", quantity: 3 }]);
    expect(await codeOf(applyListEdit(f.db, actorOf(memberId), edit("RENAME_LIST", { listId: f.listId, name: "Mine" })))).toBe("FORBIDDEN");
    expect((await snapshot(f.db)).lists[0]?.name).toBe("Weekly shop");
  });
});

describe("POST /api/lists/edits", () => {
  async function signedIn() {
    const user = await createTestUser(f.db, { role: "shopper" });
    jar.token = await signInToken(f.db, user);
    const list = (await createList(f.db, actorOf(user.id), { name: "Replays", clientRequestId: randomUUID() })).id;
    return { userId: user.id, listId: list };
  }
  const post = (body: unknown) =>
    POST(new NextRequest("http://127.0.0.1/api/lists/edits", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" } }));

  it("answers a repeated edit with the same JSON and applies it once", async () => {
    const s = await signedIn();
    const body = { id: randomUUID(), type: "ADD_ITEM", data: { listId: s.listId, itemId: randomUUID(), itemName: "Apples", itemName2: "ignored" }, queuedAt: new Date().toISOString() };
    const one = await post(body);
    const two = await post(body);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(await two.json()).toEqual(await one.json());
    const rows = await f.db.execute<{ n: number }>(sql`select count(*)::int as n from shopping_list_items where list_id = ${s.listId}::uuid`);
    expect(Number(rows.rows[0]?.n)).toBe(1);
  });

  it("refuses a malformed edit (400), a signed-out caller (401) and a cross-site request (403)", async () => {
    const s = await signedIn();
    expect((await post({ id: "not-a-uuid", type: "ADD_ITEM", data: { listId: s.listId, itemId: randomUUID(), itemName: "x" } })).status).toBe(400);
    expect((await post({ id: randomUUID(), type: "TICK_ITEM", data: {} })).status).toBe(400);
    const cross = await POST(new NextRequest("http://127.0.0.1/api/lists/edits", { method: "POST", body: "{}", headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" } }));
    expect(cross.status).toBe(403);
    jar.token = null;
    const res = await post({ id: randomUUID(), type: "RENAME_LIST", data: { listId: s.listId, name: "Nope" } });
    expect(res.status).toBe(401);
  });
});
