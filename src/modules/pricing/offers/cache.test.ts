import { beforeEach, describe, expect, it } from "vitest";
import { clearOfferCache, getCachedOffers, setCachedOffers, syncPriceVersion, type StoreStamps } from "./cache";
import type { Offer } from "./choose";

const now = new Date("2026-11-27T12:00:00Z");
const offer = (storeId: string, observedAt = now): Offer => ({
  storeId,
  product: { productId: "p1", name: "Milk 2L" } as Offer["product"],
  packs: 1, costCents: 400, packPriceCents: 400, unitPriceLabel: null, observedAt, source: "scrape", validUntil: null, onSpecial: false, reason: "",
  amount: { value: 2000, unit: "ml" }, loose: false, unitPrice: null,
});
const stamps = (entries: Record<string, string>): StoreStamps => new Map(Object.entries(entries));

describe("the offer memo, per (line, store)", () => {
  beforeEach(() => {
    clearOfferCache();
    syncPriceVersion("v1");
  });

  it("knows nothing of a line never memoised", () => {
    expect(getCachedOffers("milk", ["a", "b"], stamps({ a: "1", b: "1" }), now)).toBeNull();
  });

  it("answers the stores whose stamp holds and lists the others, in the order asked", () => {
    // Memoised at a, b and c; c had no offer (nothing there for this line), which is an answer too.
    setCachedOffers("milk", ["a", "b", "c"], new Map([["a", offer("a")], ["b", offer("b")]]), stamps({ a: "1", b: "1", c: "1" }));
    const all = getCachedOffers("milk", ["c", "a", "b"], stamps({ a: "1", b: "1", c: "1" }), now)!;
    expect(all.missing).toEqual([]);
    expect([...all.offers.keys()]).toEqual(["a", "b"]);
    // A price written at b moved its stamp; d is new in this shopper's reach.
    const some = getCachedOffers("milk", ["d", "a", "b", "c"], stamps({ a: "1", b: "2", c: "1", d: "1" }), now)!;
    expect(some.missing).toEqual(["d", "b"]);
    expect([...some.offers.keys()]).toEqual(["a"]);
    // Pricing the missing ones completes the line without touching the others.
    setCachedOffers("milk", some.missing, new Map([["b", offer("b")]]), stamps({ b: "2", d: "1" }));
    const after = getCachedOffers("milk", ["d", "a", "b", "c"], stamps({ a: "1", b: "2", c: "1", d: "1" }), now)!;
    expect(after.missing).toEqual([]);
    expect([...after.offers.keys()].sort()).toEqual(["a", "b"]);
  });

  it("prices a store again when its memoised offer has gone stale", () => {
    const old = new Date(now.getTime() - 60 * 86_400_000);
    setCachedOffers("milk", ["a", "b"], new Map([["a", offer("a", old)], ["b", offer("b")]]), stamps({ a: "1", b: "1" }));
    const line = getCachedOffers("milk", ["a", "b"], stamps({ a: "1", b: "1" }), now)!;
    expect(line.missing).toEqual(["a"]);
    expect([...line.offers.keys()]).toEqual(["b"]);
  });

  it("forgets everything when the global stamp moves, and memoises nothing while it is unknown", () => {
    setCachedOffers("milk", ["a"], new Map([["a", offer("a")]]), stamps({ a: "1" }));
    syncPriceVersion("v2");
    expect(getCachedOffers("milk", ["a"], stamps({ a: "1" }), now)).toBeNull();
    syncPriceVersion(null);
    setCachedOffers("milk", ["a"], new Map([["a", offer("a")]]), stamps({ a: "1" }));
    expect(getCachedOffers("milk", ["a"], stamps({ a: "1" }), now)).toBeNull();
  });
});
