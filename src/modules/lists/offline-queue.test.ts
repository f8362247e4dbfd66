import { describe, expect, it } from "vitest";
import { OFFLINE_QUEUE_KEY, OFFLINE_QUEUE_LEASE_KEY, createMemoryStorage, createOfflineQueue, type OperationOutcome, type QueuedOperation } from "./offline-queue";

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
      const key = op.type === "DELETE_LIST" ? op.data.listId : op.data.itemId;
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
});
