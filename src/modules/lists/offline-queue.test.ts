import { describe, expect, it } from "vitest";
import { OFFLINE_QUEUE_KEY, OFFLINE_QUEUE_LEASE_KEY, createMemoryStorage, createOfflineQueue, randomId, type OperationOutcome, type QueuedOperation } from "./offline-queue";

function setup(outcomes: Record<string, OperationOutcome | "throw"> = {}, opts: { online?: () => boolean } = {}) {
  const storage = createMemoryStorage();
  const calls: string[] = [];
  let clock = 1_000;
  let seq = 0;
  const queue = createOfflineQueue({
    storage,
    now: () => clock,
    newId: () => `op-${++seq}`,
    ownerId: "tab-a",
    isOnline: opts.online,
    execute: async (op) => {
      const key = op.type === "DELETE_LIST" || op.type === "RENAME_LIST" ? op.data.listId : op.data.itemId;
      calls.push(key);
      await new Promise((r) => setTimeout(r, 1));
      const outcome = outcomes[key] ?? { ok: true };
      if (outcome === "throw") throw new TypeError("Failed to fetch");
      return outcome;
    },
  });
  return { storage, calls, queue, tick: (ms: number) => (clock += ms) };
}

const list = (listId: string) => ({ type: "DELETE_LIST" as const, data: { listId, listName: `List ${listId}` } });
const add = (listId: string, itemId: string, itemName: string) => ({ type: "ADD_ITEM" as const, data: { listId, itemId, itemName } });
const qty = (listId: string, itemId: string, delta: number) => ({ type: "CHANGE_QUANTITY" as const, data: { listId, itemId, itemName: "x", delta } });

describe("offline queue", () => {
  it("stores operations with the spec's fields under shopping_offline_queue", () => {
    const { queue, storage } = setup();
    queue.enqueue(list("L1"));
    queue.enqueue({ type: "DELETE_ITEM", data: { itemId: "I1", listId: "L1", itemName: "Milk" } });
    const stored = JSON.parse(storage.getItem(OFFLINE_QUEUE_KEY) ?? "[]") as QueuedOperation[];
    expect(stored).toEqual([
      { id: "op-1", type: "DELETE_LIST", data: { listId: "L1", listName: "List L1" }, timestamp: 1000, retryCount: 0, maxRetries: 3 },
      { id: "op-2", type: "DELETE_ITEM", data: { itemId: "I1", listId: "L1", itemName: "Milk" }, timestamp: 1000, retryCount: 0, maxRetries: 3 },
    ]);
  });

  it("runs operations in order and removes each success", async () => {
    const { queue, calls, storage } = setup();
    for (const id of ["A", "B", "C"]) queue.enqueue(list(id));
    const summary = await queue.process();
    expect(calls).toEqual(["A", "B", "C"]);
    expect(summary.succeeded.map((o) => o.type === "DELETE_LIST" && o.data.listId)).toEqual(["A", "B", "C"]);
    expect(queue.read()).toEqual([]);
    expect(storage.getItem(OFFLINE_QUEUE_LEASE_KEY)).toBeNull();
  });

  it("counts a retry on failure, keeps the order, and drops after the third failed attempt", async () => {
    const { queue, calls } = setup({ B: { ok: false, reason: "error" } });
    for (const id of ["A", "B", "C"]) queue.enqueue(list(id));

    const first = await queue.process();
    expect(calls).toEqual(["A", "B", "C"]);
    expect(first.retrying.map((o) => o.retryCount)).toEqual([1]);
    expect(queue.read().map((o) => [o.type === "DELETE_LIST" && o.data.listId, o.retryCount])).toEqual([["B", 1]]);

    await queue.process();
    expect(queue.read()[0]?.retryCount).toBe(2);

    const third = await queue.process();
    expect(third.dropped).toHaveLength(1);
    expect(third.dropped[0]).toMatchObject({ reason: "error", op: { retryCount: 3 } });
    expect(queue.read()).toEqual([]);
    expect(calls.filter((c) => c === "B")).toHaveLength(3);
  });

  it("treats a thrown executor error as a network failure", async () => {
    const { queue } = setup({ A: "throw" });
    queue.enqueue(list("A"));
    const summary = await queue.process();
    expect(summary.retrying).toHaveLength(1);
    expect(queue.read()[0]?.retryCount).toBe(1);
  });

  it("runs once when triggered twice concurrently", async () => {
    const { queue, calls } = setup();
    queue.enqueue(list("A"));
    queue.enqueue(list("B"));
    const [one, two] = await Promise.all([queue.process(), queue.process()]);
    expect(one).toBe(two);
    expect(calls).toEqual(["A", "B"]);
  });

  it("picks up an operation enqueued during a run, after the earlier ones", async () => {
    const { queue, calls } = setup();
    queue.enqueue(list("A"));
    const running = queue.process();
    queue.enqueue(list("B"));
    await running;
    expect(calls).toEqual(["A", "B"]);
    expect(queue.read()).toEqual([]);
  });

  it("does nothing while offline and keeps retries untouched", async () => {
    const { queue, calls } = setup({}, { online: () => false });
    queue.enqueue(list("A"));
    const summary = await queue.process();
    expect(summary.skipped).toBe(true);
    expect(calls).toEqual([]);
    expect(queue.read()[0]?.retryCount).toBe(0);
  });

  it("leaves the queue to another tab holding an unexpired lease, then takes over once it expires", async () => {
    const { queue, calls, storage, tick } = setup();
    queue.enqueue(list("A"));
    storage.setItem(OFFLINE_QUEUE_LEASE_KEY, JSON.stringify({ owner: "tab-b", expiresAt: 1_000 + 5_000 }));
    expect((await queue.process()).skipped).toBe(true);
    expect(calls).toEqual([]);
    tick(6_000);
    await queue.process();
    expect(calls).toEqual(["A"]);
  });

  it("ignores a corrupt stored queue instead of crashing", async () => {
    const { queue, storage } = setup();
    storage.setItem(OFFLINE_QUEUE_KEY, "{not json");
    expect(queue.read()).toEqual([]);
    storage.setItem(OFFLINE_QUEUE_KEY, JSON.stringify([{ id: 1 }, { id: "x", type: "DELETE_LIST", data: { listId: "L" }, timestamp: 1, retryCount: 0, maxRetries: 3 }]));
    expect(queue.read().map((o) => o.id)).toEqual(["x"]);
  });
  it("keeps every kind of list edit, in order, with the browser's item id for an offline add", () => {
    const { queue } = setup();
    queue.enqueue(add("L1", "N1", "Milk"));
    queue.enqueue(qty("L1", "N1", 1));
    queue.enqueue({ type: "RENAME_LIST", data: { listId: "L1", name: "Saturday", previousName: "Weekly" } });
    queue.enqueue({ type: "DELETE_ITEM", data: { itemId: "N1", listId: "L1", itemName: "Milk" } });
    expect(queue.read().map((o) => o.type)).toEqual(["ADD_ITEM", "CHANGE_QUANTITY", "RENAME_LIST", "DELETE_ITEM"]);
    expect(queue.read()[0]).toMatchObject({ id: "op-1", data: { itemId: "N1" }, retryCount: 0, maxRetries: 3 });
  });

  it("replays edits in the order they were made and hands back the server's answers", async () => {
    const { queue, calls } = setup();
    queue.enqueue(add("L1", "N1", "Milk"));
    queue.enqueue(qty("L1", "N1", 1));
    queue.enqueue({ type: "RENAME_LIST", data: { listId: "L1", name: "Saturday", previousName: "Weekly" } });
    queue.enqueue(qty("L2", "I9", -1));
    const summary = await queue.process();
    expect(calls).toEqual(["N1", "N1", "L1", "I9"]);
    expect(summary.succeeded.map((o) => o.id)).toEqual(["op-1", "op-2", "op-3", "op-4"]);
    expect(Object.keys(summary.results)).toEqual(["op-1", "op-2", "op-3", "op-4"]);
    expect(queue.read()).toEqual([]);
  });

  it("a failed edit holds back the later edits of its list (never overtaken), not other lists' edits", async () => {
    const { queue, calls } = setup({ N1: { ok: false, reason: "error" } });
    queue.enqueue(add("L1", "N1", "Milk"));
    queue.enqueue({ type: "RENAME_LIST", data: { listId: "L1", name: "Saturday", previousName: "Weekly" } });
    queue.enqueue(qty("L2", "I9", 1));
    const summary = await queue.process();
    expect(calls).toEqual(["N1", "I9"]);
    expect(summary.retrying.map((o) => o.id)).toEqual(["op-1"]);
    // The rename waited: still queued, no retry spent.
    expect(queue.read().map((o) => [o.id, o.retryCount])).toEqual([["op-1", 1], ["op-2", 0]]);
  });

  it("a network failure ends the run: one retry spent, the rest untouched", async () => {
    const { queue, calls } = setup({ A: "throw" });
    for (const id of ["A", "B", "C"]) queue.enqueue(list(id));
    await queue.process();
    expect(calls).toEqual(["A"]);
    expect(queue.read().map((o) => o.retryCount)).toEqual([1, 0, 0]);
  });

  it("a deferred answer (signed out, rate-limited) stops the run without spending a retry", async () => {
    const { queue, calls } = setup({ B: { ok: false, reason: "deferred", retryAfterMs: 30_000 } });
    for (const id of ["A", "B", "C"]) queue.enqueue(list(id));
    const summary = await queue.process();
    expect(calls).toEqual(["A", "B"]);
    expect(summary.deferred).toEqual({ retryAfterMs: 30_000 });
    expect(queue.read().map((o) => [o.type === "DELETE_LIST" && o.data.listId, o.retryCount])).toEqual([["B", 0], ["C", 0]]);
  });

  it("re-enqueues under the same id (a retry of an edit that may have reached the server)", () => {
    const { queue } = setup();
    const op = queue.enqueue(qty("L1", "I1", 1), { id: "edit-7" });
    expect(op.id).toBe("edit-7");
  });

  it("makes v4 UUIDs (the server's edit-id format)", () => {
    const ids = new Set(Array.from({ length: 50 }, () => randomId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("ignores stored edits of an unknown kind or with missing fields", () => {
    const { queue, storage } = setup();
    const base = { timestamp: 1, retryCount: 0, maxRetries: 3 };
    storage.setItem(OFFLINE_QUEUE_KEY, JSON.stringify([
      { ...base, id: "a", type: "TICK_ITEM", data: { listId: "L" } },
      { ...base, id: "b", type: "CHANGE_QUANTITY", data: { listId: "L", itemId: "I", delta: 0 } },
      { ...base, id: "c", type: "ADD_ITEM", data: { listId: "L", itemName: "x" } },
      { ...base, id: "d", type: "ADD_ITEM", data: { listId: "L", itemId: "I", itemName: "x" } },
    ]));
    expect(queue.read().map((o) => o.id)).toEqual(["d"]);
  });
});
