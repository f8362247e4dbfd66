import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES, bookingPhase, placementMonthlyUsdCents, quoteBooking } from "./placement-pricing";

const NOW = new Date("2026-11-27T09:00:00Z"); // 27 Nov 22:00 in Auckland (NZDT, UTC+13)

describe("placement prices and periods (decision 051)", () => {
  it("spec §9 prices, standard / exclusive", () => {
    expect([placementMonthlyUsdCents("homepage", false), placementMonthlyUsdCents("homepage", true)]).toEqual([14900, 19900]);
    expect([placementMonthlyUsdCents("category", false), placementMonthlyUsdCents("category", true)]).toEqual([9900, 14900]);
    expect([placementMonthlyUsdCents("coupon", false), placementMonthlyUsdCents("coupon", true)]).toEqual([7900, 11900]);
  });

  it("a fixed period is charged per started 30-day month, from midnight of the start day to midnight after the end day in the zone", () => {
    const q = quoteBooking({ placement: "homepage", exclusive: false, renewal: "fixed", startDate: "2026-11-27", endDate: "2026-12-26" }, "Pacific/Auckland", NOW);
    expect(q).toMatchObject({ ok: true, quote: { months: 1, amountUsdCents: 14900 } });
    if (!q.ok) return;
    expect(q.quote.startsAt.toISOString()).toBe("2026-11-26T11:00:00.000Z");
    expect(q.quote.endsAt?.toISOString()).toBe("2026-12-26T11:00:00.000Z");
    const two = quoteBooking({ placement: "coupon", exclusive: true, renewal: "fixed", startDate: "2026-11-28", endDate: "2026-12-28" }, "Pacific/Auckland", NOW);
    expect(two).toMatchObject({ ok: true, quote: { months: 2, amountUsdCents: 23800 } });
    expect(quoteBooking({ placement: "category", exclusive: false, renewal: "monthly", startDate: "2026-12-01", endDate: null }, "Pacific/Auckland", NOW)).toMatchObject({ ok: true, quote: { months: 1, amountUsdCents: 9900, endsAt: null } });
  });

  it("today is the retailer's today; the end must follow the start", () => {
    // 27 Nov in Auckland, still 27 Nov in UTC: the 26th is past in both.
    expect(quoteBooking({ placement: "homepage", exclusive: false, renewal: "monthly", startDate: "2026-11-26", endDate: null }, "Pacific/Auckland", NOW)).toEqual({ ok: false, fieldErrors: { startDate: BOOKING_MESSAGES.startPast } });
    const late = new Date("2026-11-27T12:00:00Z"); // already 28 Nov in Auckland
    expect(quoteBooking({ placement: "homepage", exclusive: false, renewal: "monthly", startDate: "2026-11-27", endDate: null }, "Pacific/Auckland", late)).toMatchObject({ ok: false });
    expect(quoteBooking({ placement: "homepage", exclusive: false, renewal: "monthly", startDate: "2026-11-27", endDate: null }, "UTC", late)).toMatchObject({ ok: true });
    expect(quoteBooking({ placement: "homepage", exclusive: false, renewal: "fixed", startDate: "2026-12-02", endDate: "2026-12-01" }, "UTC", NOW)).toEqual({ ok: false, fieldErrors: { endDate: BOOKING_MESSAGES.endBeforeStart } });
    expect(quoteBooking({ placement: "homepage", exclusive: false, renewal: "fixed", startDate: "2026-12-02", endDate: null }, "UTC", NOW)).toEqual({ ok: false, fieldErrors: { endDate: BOOKING_MESSAGES.endMissing } });
  });

  it("the phase a booking shows", () => {
    const base = { renewal: "fixed", startsAt: new Date("2026-12-01T00:00:00Z"), endsAt: new Date("2026-12-31T00:00:00Z"), paidThrough: new Date("2026-12-31T00:00:00Z"), isDemoNoCharge: false };
    expect(bookingPhase({ ...base, status: "active" }, NOW)).toBe("scheduled");
    expect(bookingPhase({ ...base, status: "active" }, new Date("2026-12-05T00:00:00Z"))).toBe("live");
    expect(bookingPhase({ ...base, status: "active" }, new Date("2026-12-31T00:00:00Z"))).toBe("ended");
    expect(bookingPhase({ ...base, status: "paused" }, new Date("2026-12-05T00:00:00Z"))).toBe("paused");
    expect(bookingPhase({ ...base, status: "expired" }, NOW)).toBe("not_paid");
    expect(bookingPhase({ ...base, renewal: "monthly", endsAt: null, status: "active" }, new Date("2027-01-02T00:00:00Z"))).toBe("renewal_due");
  });
});
