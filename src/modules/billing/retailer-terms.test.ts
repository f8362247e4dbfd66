import { describe, expect, it } from "vitest";
import { couponDateLine, formatDay, moneyInTerms, planPhase, planPhaseShort, toRetailerCents, zoneForCountry, type PlanDates } from "./retailer-terms";

/*
 * Money and dates in the retailer's terms, on a fake clock around each transition: cancel now,
 * cancel at period end, a failed renewal and its recovery, and a coupon's expiry (issue 26 item 6).
 */
const AKL = "Pacific/Auckland";
const t = (iso: string) => new Date(iso);
const plan = (p: Partial<PlanDates>): PlanDates => ({ status: "active", periodEnd: "2026-12-26T01:00:00.000Z", endedAt: null, cancelAtPeriodEnd: false, ...p });
const short = (p: Partial<PlanDates>, now: string) => planPhaseShort(planPhase(plan(p), t(now)), AKL);

describe("subscription dates", () => {
  it("active: renews on the period's end, in the retailer's zone", () => {
    expect(short({}, "2026-11-26T10:00:00Z")).toBe("renews 26 Dec 2026");
    // 23:30 UTC on the 25th is the 26th in Auckland (UTC+13 in summer).
    expect(short({ periodEnd: "2026-12-25T23:30:00Z" }, "2026-11-26T10:00:00Z")).toBe("renews 26 Dec 2026");
  });

  it("cancel now on 26 Nov: ended 26 Nov (Stripe's ended_at), not at the period's end a month later", () => {
    const canceled = { status: "canceled", endedAt: "2026-11-26T02:00:00.000Z" };
    expect(planPhase(plan(canceled), t("2026-11-26T02:00:01Z"))).toEqual({ phase: "ended", on: "2026-11-26T02:00:00.000Z" });
    expect(short(canceled, "2026-11-26T02:00:01Z")).toBe("ended 26 Nov 2026");
    expect(short(canceled, "2027-01-10T00:00:00Z")).toBe("ended 26 Nov 2026");
  });

  it("cancel at period end: ends on the period's end until then, ended after", () => {
    const ending = { cancelAtPeriodEnd: true };
    expect(short(ending, "2026-12-26T00:59:59Z")).toBe("ends 26 Dec 2026");
    expect(short(ending, "2026-12-26T01:00:00Z")).toBe("ended 26 Dec 2026");
  });

  it("a failed renewal never reads 'renews' while past due; a paid retry renews again", () => {
    const before = plan({ periodEnd: "2026-11-26T01:00:00Z" });
    expect(planPhaseShort(planPhase(before, t("2026-11-26T00:59:00Z")), AKL)).toBe("renews 26 Nov 2026");
    expect(short({ status: "past_due", periodEnd: "2026-12-26T01:00:00Z" }, "2026-11-26T01:05:00Z")).toBe("payment failed — not renewing until it is paid");
    expect(short({ status: "unpaid" }, "2026-11-26T01:05:00Z")).toMatch(/^payment failed/);
    expect(short({ status: "active", periodEnd: "2026-12-26T01:00:00Z" }, "2026-11-27T00:00:00Z")).toBe("renews 26 Dec 2026");
    // Period over and no fresh state from Stripe yet: say nothing rather than a date in the past.
    expect(short({ status: "active", periodEnd: "2026-11-26T01:00:00Z" }, "2026-11-26T01:00:01Z")).toBeNull();
  });
});

describe("coupon dates", () => {
  it("valid until its expiry date; after it, 'Ended' with that date", () => {
    expect(couponDateLine({ state: "live", expiryDate: "2026-11-29", endedAt: null }, AKL)).toBe("Valid until 29 Nov 2026");
    expect(couponDateLine({ state: "expired", expiryDate: "2026-11-29", endedAt: null }, AKL)).toBe("Ended 29 Nov 2026");
  });

  it("expired early on the 26th (Auckland): 'Ended 26 Nov', not its planned 29 Nov", () => {
    // 21:30 UTC on the 25th is 10:30 on the 26th in Auckland.
    expect(couponDateLine({ state: "expired", expiryDate: "2026-11-29", endedAt: "2026-11-25T21:30:00Z" }, AKL)).toBe("Ended 26 Nov 2026");
    expect(couponDateLine({ state: "expired", expiryDate: "2026-11-29", endedAt: "2026-11-25T21:30:00Z" }, "UTC")).toBe("Ended 25 Nov 2026");
  });
});

describe("money in the retailer's currency", () => {
  it("converts the USD Stripe charges, showing the charged amount and the rate", () => {
    expect(moneyInTerms(2999, { currency: "NZD", timeZone: AKL, ratePerUsd: 1.67 })).toEqual({ primary: "NZ$50.08 NZD", charged: "charged $29.99 USD at 1 USD = 1.67 NZD" });
    expect(moneyInTerms(2999, { currency: "USD", timeZone: "UTC", ratePerUsd: 1 })).toEqual({ primary: "$29.99 USD", charged: null });
    expect(toRetailerCents(499, { currency: "AUD", timeZone: "Australia/Sydney", ratePerUsd: 1.5312 })).toBe(764);
  });

  it("zones from the country when the retailer has no store yet", () => {
    expect(zoneForCountry("nz")).toBe(AKL);
    expect(zoneForCountry("AU")).toBe("Australia/Sydney");
    expect(zoneForCountry(null)).toBe("UTC");
    expect(formatDay("2026-11-25T21:30:00Z", AKL, "long")).toBe("26 November 2026");
  });
});
