import { describe, expect, it } from "vitest";
import type { OfferRow } from "./rows";
import { mergeByLineAndStore, offerRowsFromSlices, type StorePriceSlice } from "./slice-rows";

const row = (line: number, storeId: string, productId: string): OfferRow => ({
  line, storeId, productId, amountCents: 100, currency: "NZD", onSpecial: false, observedAt: new Date(0), source: "seed", validUntil: null, unitCount: 1,
});
const key = (r: OfferRow) => `${r.line}/${r.storeId}/${r.productId}`;

describe("mergeByLineAndStore", () => {
  it("puts rows from the slices and from SQL in (line, store id) order, keeping each (line, store)'s own order", () => {
    const a = [row(0, "a", "p2"), row(0, "a", "p1"), row(0, "c", "p1"), row(2, "b", "p1")];
    const b = [row(0, "b", "p9"), row(0, "b", "p3"), row(2, "a", "p1"), row(2, "d", "p1")];
    expect(mergeByLineAndStore(a, b).map(key)).toEqual(["0/a/p2", "0/a/p1", "0/b/p9", "0/b/p3", "0/c/p1", "2/a/p1", "2/b/p1", "2/d/p1"]);
  });

  it("takes the SQL rows as two runs over disjoint lines (a split read) and still orders by line first", () => {
    const a = [row(1, "b", "p1"), row(3, "b", "p1")];
    const b = [row(3, "a", "p1"), row(3, "c", "p2"), row(3, "c", "p1"), row(1, "a", "p1"), row(1, "c", "p1")];
    expect(mergeByLineAndStore(a, b).map(key)).toEqual(["1/a/p1", "1/b/p1", "1/c/p1", "3/a/p1", "3/b/p1", "3/c/p2", "3/c/p1"]);
  });

  it("returns either side alone when the other is empty", () => {
    const a = [row(0, "a", "p1")];
    expect(mergeByLineAndStore(a, [])).toEqual(a);
    expect(mergeByLineAndStore([], a)).toEqual(a);
  });
});

describe("offerRowsFromSlices", () => {
  it("gives nothing without slices or requests, and nothing for a product numbered after a slice was read", () => {
    const slice: StorePriceSlice = {
      storeId: "s", stamp: "1", size: 1, rowOf: Int32Array.from([0]), amountCents: Int32Array.from([250]), observedMs: Float64Array.from([0]),
      validUntilMs: Float64Array.from([Number.NaN]), flags: new Uint8Array(1), source: Uint8Array.from([3]), currency: new Uint8Array(1),
    };
    const ctx = { productNumber: (id: string) => ({ p0: 0, p1: 1 })[id], currencies: ["NZD" as const], confirmedMs: new Map<string, number>(), now: new Date(1e12), allowBigger: false };
    const req = (productId: string) => ({ line: 0, productId, unit: "each" as const, unitQuantity: 1, sizedUnit: null, wanted: 0, remembered: false });
    expect(offerRowsFromSlices([], [req("p0")], 3, ctx)).toEqual([]);
    expect(offerRowsFromSlices([slice], [], 3, ctx)).toEqual([]);
    // p1 has number 1, past the slice's index: the store had no price for it when read.
    expect(offerRowsFromSlices([slice], [req("p1")], 3, ctx)).toEqual([]);
    // A seed price never goes stale.
    expect(offerRowsFromSlices([slice], [req("p0"), req("p1")], 3, ctx)).toEqual([{ ...row(0, "s", "p0"), amountCents: 250 }]);
  });
});
