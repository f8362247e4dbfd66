import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EventBuffer } from "./buffer";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("EventBuffer", () => {
  it("writes nothing on record, then everything in one batch after the interval", async () => {
    const writes: number[][] = [];
    const buffer = new EventBuffer<number>({ write: async (b) => void writes.push(b), intervalMs: 1000, maxBatch: 100 });
    buffer.record(1);
    buffer.record(2);
    buffer.record(3);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(999);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toEqual([[1, 2, 3]]);
    expect(buffer.stats).toMatchObject({ pending: 0, written: 3 });
  });

  it("flushes at once when a full batch is waiting, in batches of maxBatch", async () => {
    const writes: number[][] = [];
    const buffer = new EventBuffer<number>({ write: async (b) => void writes.push(b), intervalMs: 60_000, maxBatch: 2 });
    for (let i = 1; i <= 5; i++) buffer.record(i);
    // No waiting for the (one-minute) interval: the full batch started a drain that takes all.
    await vi.advanceTimersByTimeAsync(0);
    expect(writes.flat()).toEqual([1, 2, 3, 4, 5]);
    expect(writes.map((w) => w.length)).toEqual([2, 2, 1]);
  });

  it("keeps events after a failed write and writes them, in order, on the next flush", async () => {
    let fail = true;
    const writes: number[][] = [];
    const errors: number[] = [];
    const buffer = new EventBuffer<number>({
      write: async (b) => {
        if (fail) throw new Error("db down");
        writes.push(b);
      },
      onError: (_e, n) => errors.push(n),
      intervalMs: 1000,
    });
    buffer.record(1);
    buffer.record(2);
    await buffer.flush();
    expect(errors).toEqual([2]);
    buffer.record(3);
    fail = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes).toEqual([[1, 2, 3]]);
    expect(buffer.stats).toMatchObject({ written: 3, failedWrites: 1, pending: 0 });
  });

  it("bounds memory: beyond maxPending the oldest events are dropped and counted", async () => {
    const writes: number[][] = [];
    const buffer = new EventBuffer<number>({ write: async (b) => void writes.push(b), maxPending: 10, maxBatch: 100 });
    for (let i = 1; i <= 11; i++) buffer.record(i);
    await buffer.flush();
    // Over the cap the oldest tenth-and-more go at once: 11 → 9 kept.
    expect(writes).toEqual([[3, 4, 5, 6, 7, 8, 9, 10, 11]]);
    expect(buffer.stats.dropped).toBe(2);
  });

  it("never runs two writes at once", async () => {
    let running = 0;
    let maxRunning = 0;
    const buffer = new EventBuffer<number>({
      write: async () => {
        running++;
        maxRunning = Math.max(maxRunning, running);
        await new Promise((r) => setTimeout(r, 10));
        running--;
      },
      maxBatch: 1,
    });
    buffer.record(1);
    buffer.record(2);
    buffer.record(3);
    const done = buffer.flush();
    await vi.advanceTimersByTimeAsync(100);
    await done;
    expect(maxRunning).toBe(1);
    expect(buffer.stats.written).toBe(3);
  });
});
