import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { newIdempotencyKey } from "./idempotency-key";

const uuid = z.uuid();
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newIdempotencyKey", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is a fresh v4 UUID each time", () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(V4);
    expect(uuid.safeParse(a).success).toBe(true);
    expect(a).not.toBe(b);
  });

  it("is still a v4 UUID where crypto.randomUUID is missing (plain-http origins)", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (arr: Uint8Array) => real.getRandomValues(arr) });
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    for (const k of keys) expect(k).toMatch(V4);
    expect(new Set(keys).size).toBe(50);
  });
});
