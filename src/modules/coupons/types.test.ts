import { describe, expect, it } from "vitest";
import { couponUploadSchema, earliestExpiryDate } from "./schemas";
import { deriveCouponType, retailerCouponState } from "./types";

describe("coupon type (spec: % → percentage, 'free' → freebie, else dollar)", () => {
  it.each([["20%", "percentage"], ["Buy one get one FREE", "freebie"], ["$5 off", "dollar"], ["Half price", "dollar"]] as const)("%s → %s", (v, t) => expect(deriveCouponType(v)).toBe(t));
});

describe("retailer-side coupon state", () => {
  const today = "2026-06-10";
  it("is awaiting payment until billing settles the fee, live after, expired past its date or when ended early", () => {
    expect(retailerCouponState({ status: "available", feeStatus: "awaiting_payment", expiryDate: "2026-07-01" }, today)).toBe("awaiting_payment");
    expect(retailerCouponState({ status: "available", feeStatus: "paid", expiryDate: "2026-06-10" }, today)).toBe("live");
    expect(retailerCouponState({ status: "available", feeStatus: "waived", expiryDate: "2026-06-09" }, today)).toBe("expired");
    expect(retailerCouponState({ status: "expired", feeStatus: "paid", expiryDate: "2026-07-01" }, today)).toBe("expired");
  });
});

describe("coupon upload schema", () => {
  it("requires title, discount value and a real, non-past expiry date", () => {
    const r = couponUploadSchema.safeParse({ title: "", discountValue: " ", expiryDate: "" });
    expect(r.success).toBe(false);
    const msgs = r.error!.issues.map((i) => i.message);
    expect(msgs).toEqual(expect.arrayContaining(["Title is required", "Discount value is required", "Expiry date is required"]));
    expect(couponUploadSchema.safeParse({ title: "a", discountValue: "b", expiryDate: "2026-02-30" }).success).toBe(false);
    expect(couponUploadSchema.safeParse({ title: "a", discountValue: "b", expiryDate: earliestExpiryDate() }).success).toBe(true);
    expect(couponUploadSchema.parse({ title: " a ", discountValue: "b", expiryDate: earliestExpiryDate(), description: "  " }).description).toBeNull();
  });
  it("accepts the earliest 'today' on Earth and refuses the day before", () => {
    const now = new Date("2026-06-10T05:00:00Z"); // 17:00 on 9 June in UTC-12
    expect(earliestExpiryDate(now)).toBe("2026-06-09");
  });
});
