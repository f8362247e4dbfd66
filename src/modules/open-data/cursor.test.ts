import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, filterFingerprint } from "./cursor";

describe("open API cursors", () => {
  const position = { observedAt: "2026-11-20T11:59:00.123456Z", id: "9007199254740993" };

  it("round-trip a position exactly (microseconds and ids past 2^53) for the same filters", () => {
    const f = filterFingerprint({ gtin: "9414742000012", lat: undefined });
    const cursor = encodeCursor(position, f);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, f)).toEqual(position);
  });

  it("ignore absent filters and key order in the fingerprint", () => {
    expect(filterFingerprint({ a: 1, b: undefined, c: "x" })).toBe(filterFingerprint({ c: "x", a: 1 }));
    expect(filterFingerprint({ a: 1 })).not.toBe(filterFingerprint({ a: 2 }));
  });

  it("refuse a cursor made for other filters, tampered with, or not ours", () => {
    const cursor = encodeCursor(position, filterFingerprint({ product: "p1" }));
    expect(decodeCursor(cursor, filterFingerprint({ product: "p2" }))).toBeNull();
    const f = filterFingerprint({});
    const forged = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
    expect(decodeCursor(forged(["2026-11-20T11:59:00Z", "1", f]), f)).toBeNull();
    expect(decodeCursor(forged([position.observedAt, "1; drop table prices", f]), f)).toBeNull();
    expect(decodeCursor(forged({ t: position.observedAt }), f)).toBeNull();
    expect(decodeCursor("not-base64-json", f)).toBeNull();
  });
});
