import { describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { LocalRealtimeBus, MAX_PAYLOAD_BYTES, decodeMessage, encodeMessage } from "./bus";
import { eventStreamResponse, openEventStreamCount } from "./sse";

const noDb = null as unknown as Db;
const tick = () => new Promise((r) => setImmediate(r));

describe("messages", () => {
  it("round-trip, refuse oversized payloads and ignore malformed ones", () => {
    const text = encodeMessage({ topic: "list:1", kind: "items", data: { listId: "1" } }, 42);
    expect(decodeMessage(text)).toEqual({ topic: "list:1", kind: "items", at: 42, data: { listId: "1" } });
    expect(() => encodeMessage({ topic: "t", kind: "k", data: { big: "x".repeat(MAX_PAYLOAD_BYTES) } })).toThrow(/too large/);
    expect(decodeMessage("not json")).toBeNull();
    expect(decodeMessage(JSON.stringify({ topic: "t" }))).toBeNull();
  });
});

describe("in-process bus (embedded PGlite)", () => {
  it("delivers to the topic's subscribers only, after the publisher returns, and survives a throwing listener", async () => {
    const bus = new LocalRealtimeBus();
    const got: string[] = [];
    bus.subscribe("a", () => {
      throw new Error("listener bug");
    });
    const off = bus.subscribe("a", (m) => got.push(`a:${m.kind}`));
    bus.subscribe("b", (m) => got.push(`b:${m.kind}`));
    await bus.publish(noDb, { topic: "a", kind: "one" });
    expect(got).toEqual([]); // not inline
    await tick();
    expect(got).toEqual(["a:one"]);
    off();
    await bus.publish(noDb, { topic: "a", kind: "two" });
    await tick();
    expect(got).toEqual(["a:one"]);
  });
});

async function readAll(res: Response): Promise<string> {
  return new Response(res.body).text();
}

describe("event streams", () => {
  it("send a retry hint, events and heartbeats; the handler's close ends the stream and runs clean-up once", async () => {
    let cleanups = 0;
    let beats = 0;
    const res = eventStreamResponse({
      signal: new AbortController().signal,
      heartbeatMs: 10,
      open(sink) {
        sink.send("ready", { ok: true });
        return () => cleanups++;
      },
      // Closed from the second heartbeat, not after a fixed delay: on a loaded machine a timer
      // could fire before the first heartbeat and the test would depend on the clock.
      onHeartbeat(sink) {
        if (++beats < 2) return;
        sink.send("change", { n: 1 });
        sink.close();
        sink.close();
      },
    });
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    expect(res.headers.get("cache-control")).toMatch(/no-transform/);
    const text = await readAll(res);
    expect(text).toMatch(/^retry: \d+\n/);
    expect(text).toContain('event: ready\ndata: {"ok":true}\n\n');
    expect(text).toContain('event: change\ndata: {"n":1}\n\n');
    expect(text).toContain(": ping\n\n");
    expect(cleanups).toBe(1);
  });

  it("a client abort runs clean-up; past the per-owner cap the answer is 429", async () => {
    const abort = new AbortController();
    let cleaned = false;
    const before = openEventStreamCount();
    const owner = { key: "user:cap-test", max: 1 };
    const first = eventStreamResponse({ signal: abort.signal, owner, open: () => () => (cleaned = true) });
    const reading = readAll(first);
    await tick();
    expect(openEventStreamCount()).toBe(before + 1);
    const refused = eventStreamResponse({ signal: new AbortController().signal, owner, open: () => () => undefined });
    expect(refused.status).toBe(429);
    abort.abort();
    await reading;
    expect(cleaned).toBe(true);
    expect(openEventStreamCount()).toBe(before);
    const again = eventStreamResponse({ signal: AbortSignal.abort(), owner, open: () => () => undefined });
    expect(again.status).toBe(200);
    await readAll(again);
  });

  it("a heartbeat check can close the stream", async () => {
    const res = eventStreamResponse({
      signal: new AbortController().signal,
      heartbeatMs: 5,
      open: () => () => undefined,
      onHeartbeat(sink) {
        sink.send("revoked", {});
        sink.close();
      },
    });
    expect(await readAll(res)).toContain("event: revoked");
  });
});
