import { describe, expect, it } from "vitest";
import { isPremiumRetailer, orderSponsoredAds, type AdCandidate } from "./ad-order";

function ad(id: string, over: Partial<AdCandidate> = {}): AdCandidate {
  return { id, retailerId: `r-${id}`, retailerName: `Shop ${id}`, subscriptionTier: "basic", premiumActive: false, createdAt: new Date("2025-01-01T00:00:00Z"), ...over };
}
const day = (d: number) => new Date(Date.UTC(2025, 0, d));

describe("isPremiumRetailer", () => {
  it("accepts the premium tier or an active premium flag", () => {
    expect(isPremiumRetailer({ subscriptionTier: "premium", premiumActive: false })).toBe(true);
    expect(isPremiumRetailer({ subscriptionTier: "basic", premiumActive: true })).toBe(true);
    expect(isPremiumRetailer({ subscriptionTier: "basic", premiumActive: false })).toBe(false);
    expect(isPremiumRetailer({ subscriptionTier: null, premiumActive: null })).toBe(false);
  });
});

describe("orderSponsoredAds", () => {
  it("drops ads without a retailer", () => {
    const out = orderSponsoredAds([ad("a", { retailerId: null }), ad("b", { retailerName: null }), ad("c")]);
    expect(out.map((a) => a.id)).toEqual(["c"]);
  });

  it("puts premium retailers first even when older", () => {
    const out = orderSponsoredAds([
      ad("new-basic", { createdAt: day(10) }),
      ad("old-premium", { subscriptionTier: "premium", createdAt: day(1) }),
      ad("flag-premium", { premiumActive: true, createdAt: day(2) }),
    ]);
    expect(out.map((a) => a.id)).toEqual(["flag-premium", "old-premium", "new-basic"]);
    expect(out.map((a) => a.isPremium)).toEqual([true, true, false]);
  });

  it("orders newest first within a group and keeps at most 3", () => {
    const out = orderSponsoredAds([ad("d1", { createdAt: day(1) }), ad("d4", { createdAt: day(4) }), ad("d3", { createdAt: day(3) }), ad("d2", { createdAt: day(2) })]);
    expect(out.map((a) => a.id)).toEqual(["d4", "d3", "d2"]);
  });

  it("honours a custom maximum and does not mutate its input", () => {
    const input = [ad("x", { createdAt: day(1) }), ad("y", { createdAt: day(2) })];
    const out = orderSponsoredAds(input, 1);
    expect(out.map((a) => a.id)).toEqual(["y"]);
    expect(input.map((a) => a.id)).toEqual(["x", "y"]);
    expect(orderSponsoredAds(input, 0)).toEqual([]);
  });
});
