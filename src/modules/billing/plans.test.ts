import { describe, expect, it } from "vitest";
import { couponUploadFeeUsdCents, effectiveTier, grantsPremium } from "./plans";

describe("coupon upload fee", () => {
  it("charges basic 19.99, premium 3.99 and the demo account nothing", () => {
    expect(couponUploadFeeUsdCents({ tier: "basic", premiumActive: false, isDemo: false })).toBe(1999);
    expect(couponUploadFeeUsdCents({ tier: "premium", premiumActive: true, isDemo: false })).toBe(399);
    expect(couponUploadFeeUsdCents({ tier: "premium", premiumActive: true, isDemo: true })).toBe(0);
    expect(couponUploadFeeUsdCents({ tier: "basic", premiumActive: false, isDemo: true })).toBe(0);
  });

  it("honours premium_active as premium (spec §3)", () => {
    expect(effectiveTier({ tier: "basic", premiumActive: true })).toBe("premium");
    expect(couponUploadFeeUsdCents({ tier: "basic", premiumActive: true, isDemo: false })).toBe(399);
  });
});

describe("subscription statuses", () => {
  it("grant premium only while active or trialing", () => {
    expect(["active", "trialing"].every(grantsPremium)).toBe(true);
    expect(["past_due", "unpaid", "canceled", "incomplete", "incomplete_expired", "paused"].some(grantsPremium)).toBe(false);
  });
});
