import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";

// The local fake and the webhook receiver listen on 127.0.0.1; env is set before any app module loads.
const ports = await vi.hoisted(async () => (await import("./testing/stripe-env")).useLocalStripeFake());

import { tables } from "@/server/db";
import { FALLBACK_RATES } from "@/modules/currency/engine";
import { expireCouponEarly } from "@/modules/coupons/retailer/mutations";
import { listOwnCoupons } from "@/modules/coupons/retailer/queries";
import { useBillingHarness, createRetailer, insertCoupon, sessionIdFromUrl } from "./testing/harness";
import { createSubscriptionCheckout } from "./mutations";
import { getBillingHistory, getRetailerPlan } from "./queries";
import { couponDateLine, planPhase, planPhaseShort } from "./retailer-terms";

/*
 * Issue 26 item 6 on PostgreSQL through the Stripe fake: what the pages read after cancel-now, a
 * failed renewal and an early coupon expiry, in an Auckland retailer's currency and zone.
 */
const { harness, db } = await useBillingHarness(ports);

async function aucklandPremium() {
  const r = await createRetailer(db, { country: "NZ" });
  await db.insert(tables.stores).values({ name: "Ponsonby", storeType: "grocery", retailerId: r.retailerId, currency: "NZD", countryCode: "NZ", timeZone: "Pacific/Auckland", latitude: -36.85, longitude: 174.74 });
  const { url } = await createSubscriptionCheckout(db, r.actor, { tier: "premium" });
  const sessionId = sessionIdFromUrl(url);
  await harness.fake.pay(sessionId);
  return { ...r, subId: String(harness.fake.state.get(sessionId)?.subscription) };
}
const phaseOf = async (r: Awaited<ReturnType<typeof aucklandPremium>>, now: Date) => {
  const plan = await getRetailerPlan(db, r.actor);
  return planPhaseShort(planPhase({ status: plan.subscriptionStatus, periodEnd: plan.subscriptionEnd, endedAt: plan.subscriptionEndedAt, cancelAtPeriodEnd: plan.cancelAtPeriodEnd }, now), plan.terms.timeZone);
};
const aucklandDay = (d: Date) => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Pacific/Auckland" }).format(d);


describe("money and dates in the retailer's terms", () => {
  it("an Auckland retailer sees NZD at the currency module's rate, its zone, and the USD charged", async () => {
    const r = await aucklandPremium();
    const plan = await getRetailerPlan(db, r.actor);
    expect(plan.terms).toEqual({ currency: "NZD", timeZone: "Pacific/Auckland", ratePerUsd: FALLBACK_RATES.NZD });
    const [paid] = await getBillingHistory(db, r.actor);
    expect(paid).toMatchObject({ status: "paid", displayCurrency: "NZD", amountUsdCents: plan.premiumPriceUsdCents });
    expect(paid.displayCents).toBe(Math.round(plan.premiumPriceUsdCents * FALLBACK_RATES.NZD));
  });

  it("a plan invoice is shown in the stores' currency, not the profile's (decision 056)", async () => {
    // Signed up with a US profile, trades from an Auckland store: its terms are NZD.
    const r = await createRetailer(db, { country: "US" });
    await db.insert(tables.stores).values({ name: "Ponsonby", storeType: "grocery", retailerId: r.retailerId, currency: "NZD", countryCode: "NZ", timeZone: "Pacific/Auckland", latitude: -36.85, longitude: 174.74 });
    const { url } = await createSubscriptionCheckout(db, r.actor, { tier: "premium" });
    const sessionId = sessionIdFromUrl(url);
    await harness.fake.pay(sessionId);
    const plan = await getRetailerPlan(db, r.actor);
    expect(plan.terms.currency).toBe("NZD");
    const [paid] = await getBillingHistory(db, r.actor);
    expect(paid).toMatchObject({ status: "paid", displayCurrency: "NZD", amountUsdCents: plan.premiumPriceUsdCents });
    // A failed renewal's row too (the payment-failed mail and billing history read it).
    await harness.fake.failRenewal(String(harness.fake.state.get(sessionId)?.subscription));
    const failed = (await getBillingHistory(db, r.actor)).find((p) => p.status === "failed");
    expect(failed).toMatchObject({ displayCurrency: "NZD" });
  });

  it("cancel now: the plan ended today, not at the end of the paid month", async () => {
    const r = await aucklandPremium();
    const now = new Date();
    expect(await phaseOf(r, now)).toMatch(/^renews /);
    await harness.fake.cancelSubscription(r.subId, { atPeriodEnd: false });
    const plan = await getRetailerPlan(db, r.actor);
    expect(plan.subscriptionStatus).toBe("canceled");
    expect(Math.abs(new Date(plan.subscriptionEndedAt!).getTime() - now.getTime())).toBeLessThan(60_000);
    expect(new Date(plan.subscriptionEnd!).getTime() - now.getTime()).toBeGreaterThan(20 * 86_400_000); // the period Stripe still reports
    expect(await phaseOf(r, now)).toBe(`ended ${aucklandDay(now)}`);
  });

  it("a failed renewal: no 'renews' while past due; a paid retry renews again", async () => {
    const r = await aucklandPremium();
    await harness.fake.failRenewal(r.subId);
    expect(await phaseOf(r, new Date())).toBe("payment failed — not renewing until it is paid");
    await harness.fake.renew(r.subId);
    expect(await phaseOf(r, new Date())).toMatch(/^renews \d+ \w+ \d{4}$/);
  });

  it("a coupon expired early reads 'Ended' with the day it ended in the retailer's zone", async () => {
    const r = await aucklandPremium();
    const couponId = await insertCoupon(db, r.retailerId, "Early end");
    await db.update(tables.coupons).set({ feeStatus: "paid", expiryDate: "2026-11-29" }).where(eq(tables.coupons.id, couponId));
    // 21:30 UTC on 25 Nov = 10:30 on 26 Nov in Auckland; listed on the 26th (Auckland).
    await expireCouponEarly(db, r.actor, couponId, new Date("2026-11-25T21:30:00Z"));
    const [c] = await listOwnCoupons(db, r.actor, new Date("2026-11-25T22:00:00Z"));
    expect(c).toMatchObject({ state: "expired", endedAt: "2026-11-25T21:30:00.000Z" });
    expect(couponDateLine(c, "Pacific/Auckland")).toBe("Ended 26 Nov 2026");
    // Pressing "Expire now" again keeps the first end.
    await expireCouponEarly(db, r.actor, couponId, new Date("2026-11-27T00:00:00Z"));
    expect((await listOwnCoupons(db, r.actor))[0].endedAt).toBe("2026-11-25T21:30:00.000Z");
  });
});
