import { describe, expect, it } from "vitest";
import { daysLeft, expiryLabel, formatCouponDate } from "./format";

describe("coupon dates", () => {
  it("formats calendar dates without shifting the day", () => {
    expect(formatCouponDate("2026-12-24")).toBe("24 Dec 2026");
  });
  it("labels the days left, the last day and past dates", () => {
    expect(daysLeft("2026-11-30", "2026-11-24")).toBe(6);
    expect(expiryLabel("2026-11-24", "2026-11-24")).toBe("Last day today");
    expect(expiryLabel("2026-11-25", "2026-11-24")).toBe("Ends tomorrow");
    expect(expiryLabel("2026-11-30", "2026-11-24")).toBe("6 days left");
    expect(expiryLabel("2026-12-24", "2026-11-24")).toBe("Expires 24 Dec 2026");
    expect(expiryLabel("2026-11-20", "2026-11-24")).toBe("Expired 20 Nov 2026");
  });
});
