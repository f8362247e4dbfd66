import { describe, expect, it, vi } from "vitest";
import { and, count, eq } from "drizzle-orm";

// The local fake and the webhook receiver listen on 127.0.0.1; env is set before any app module loads.
const ports = await vi.hoisted(async () => (await import("./testing/stripe-env")).useLocalStripeFake({ STRIPE_PRICE_SHOPPER_PREMIUM: "price_test_shopper_premium" }));

import { tables } from "@/server/db";
import { convertCents, FALLBACK_RATES } from "@/modules/currency/engine";
import { actorFor, createTestUser } from "@/modules/users/testing/factories";
import { getProfileSummary } from "@/modules/users/queries";
import { profileReaders } from "@/modules/users/testing/profile-readers";
import { couponFeeLedger } from "@/modules/coupons/retailer/fee-ledger";
import { getTripSavingsSummary } from "@/modules/pricing/trips/trips";
import { StripeFake } from "./fake/server";
import { useBillingHarness, createRetailer, insertCoupon, sessionIdFromUrl } from "./testing/harness";
import { createSubscriptionCheckout, openBillingPortal, startCouponFeePayment } from "./mutations";
import { getBillingHistory, getCouponFeeQuote, getSubscriptionStatus } from "./queries";
import { getWebhookSecret } from "./stripe-client";
import { receiveStripeWebhook } from "./webhooks";

const { harness, db } = await useBillingHarness(ports, { prices: [{ id: "price_test_shopper_premium", unitAmount: 299, name: "Cartwise Shopper Premium" }] });

async function rowCounts() {
  const [events] = await db.select({ n: count() }).from(tables.paymentWebhookEvents);
  const [subs] = await db.select({ n: count() }).from(tables.subscriptions);
  const [payments] = await db.select({ n: count() }).from(tables.retailerPayments);
  return { events: events.n, subs: subs.n, payments: payments.n };
}

async function retailerRow(id: string) {
  const [r] = await db.select({ tier: tables.retailers.subscriptionTier, premiumActive: tables.retailers.premiumActive }).from(tables.retailers).where(eq(tables.retailers.id, id));
  return r;
}

async function couponFee(id: string) {
  const [c] = await db.select({ feeStatus: tables.coupons.feeStatus }).from(tables.coupons).where(eq(tables.coupons.id, id));
  return c.feeStatus;
}

/** Upgrades a fresh basic retailer through Checkout; returns its ids and the Stripe subscription id. */
async function upgradedRetailer() {
  const r = await createRetailer(db);
  const { url } = await createSubscriptionCheckout(db, r.actor, { tier: "premium" });
  const sessionId = sessionIdFromUrl(url);
  await harness.fake.pay(sessionId);
  const subId = String(harness.fake.state.get(sessionId)?.subscription);
  return { ...r, subId };
}

describe("retailer premium through Checkout and webhooks", () => {
  it("upgrade → signed webhooks → premium, with the invoice in the billing history", async () => {
    const r = await createRetailer(db);
    expect(await getSubscriptionStatus(db, r.actor)).toEqual({ subscribed: false, subscription_tier: "basic", subscription_end: null });
    const { url } = await createSubscriptionCheckout(db, r.actor, { tier: "premium" });
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${ports.fake}/checkout/cs_test_`));
    expect(await retailerRow(r.retailerId)).toEqual({ tier: "basic", premiumActive: false }); // nothing changes before payment

    await harness.fake.pay(sessionIdFromUrl(url));
    expect(harness.fake.deliveries.slice(-3).map((d) => [d.type, d.status])).toEqual([
      ["customer.subscription.created", 200], ["invoice.paid", 200], ["checkout.session.completed", 200],
    ]);
    expect(await retailerRow(r.retailerId)).toEqual({ tier: "premium", premiumActive: true });
    const status = await getSubscriptionStatus(db, r.actor);
    expect(status.subscribed).toBe(true);
    expect(status.subscription_tier).toBe("premium");
    expect(new Date(status.subscription_end!).getTime()).toBeGreaterThan(Date.now() + 29 * 86400_000);
    const history = await getBillingHistory(db, r.actor);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ description: "Premium plan — monthly subscription", amountUsdCents: 4999, status: "paid" });
    expect((await openBillingPortal(db, r.actor)).url).toMatch(/\/portal\/bps_/);
  });

  it("a failed renewal payment downgrades to basic; a later successful one restores premium", async () => {
    const r = await upgradedRetailer();
    await harness.fake.failRenewal(r.subId);
    expect(await retailerRow(r.retailerId)).toEqual({ tier: "basic", premiumActive: false });
    expect((await getSubscriptionStatus(db, r.actor)).subscribed).toBe(false);
    expect((await getBillingHistory(db, r.actor)).map((h) => h.status)).toContain("failed");
    expect(await getCouponFeeQuote(db, r.actor)).toMatchObject({ usdCents: 1999, tier: "basic" });

    await harness.fake.renew(r.subId);
    expect(await retailerRow(r.retailerId)).toEqual({ tier: "premium", premiumActive: true });
  });

  it("cancelling in the portal ends premium", async () => {
    const r = await upgradedRetailer();
    await harness.fake.cancelSubscription(r.subId, { atPeriodEnd: true });
    expect(await retailerRow(r.retailerId)).toEqual({ tier: "premium", premiumActive: true }); // paid until the period ends
    await harness.fake.cancelSubscription(r.subId, { atPeriodEnd: false });
    expect(await retailerRow(r.retailerId)).toEqual({ tier: "basic", premiumActive: false });
  });

  it("a second upgrade gets the billing portal, not a checkout; the demo account is refused", async () => {
    const r = await upgradedRetailer();
    const sessions = harness.fake.state.byType(harness.fake.state.ownerOf(r.subId)!, "checkout.session").length;
    expect(await createSubscriptionCheckout(db, r.actor, { tier: "premium" })).toMatchObject({ kind: "portal", url: expect.stringMatching(/\/portal\/bps_/) });
    expect(harness.fake.state.byType(harness.fake.state.ownerOf(r.subId)!, "checkout.session")).toHaveLength(sessions);
    const demo = await createRetailer(db, { tier: "premium", isDemo: true });
    await expect(createSubscriptionCheckout(db, demo.actor, { tier: "premium" })).rejects.toMatchObject({ code: "CONFLICT", safeMessage: expect.stringContaining("Demo Access – No Billing") });
    await expect(openBillingPortal(db, demo.actor)).rejects.toMatchObject({ code: "CONFLICT" });
  });
});

describe("webhook safety", () => {
  it("the same event replayed 10 times and 10 concurrent duplicates each have one effect", async () => {
    const r = await createRetailer(db);
    const { url } = await createSubscriptionCheckout(db, r.actor, { tier: "premium" });
    harness.mode = "capture"; // the fake's deliveries are recorded, not processed
    await harness.fake.pay(sessionIdFromUrl(url));
    const created = harness.take("customer.subscription.created");
    const invoicePaid = harness.take("invoice.paid");
    expect(await rowCounts()).toEqual({ events: 0, subs: 0, payments: 0 });

    const sequential: boolean[] = [];
    for (let i = 0; i < 10; i++) {
      const out = await receiveStripeWebhook(db, created.raw, created.signature, couponFeeLedger);
      expect(out.status).toBe(200);
      sequential.push(Boolean(out.body.duplicate));
    }
    expect(sequential.filter((d) => !d)).toHaveLength(1);

    const concurrent = await Promise.all(Array.from({ length: 10 }, () => receiveStripeWebhook(db, invoicePaid.raw, invoicePaid.signature, couponFeeLedger)));
    expect(concurrent.every((o) => o.status === 200)).toBe(true);
    expect(concurrent.filter((o) => !o.body.duplicate)).toHaveLength(1);
    expect(await rowCounts()).toEqual({ events: 2, subs: 1, payments: 1 });
    expect(await retailerRow(r.retailerId)).toEqual({ tier: "premium", premiumActive: true });
  });

  it("10 concurrent duplicates of a coupon-fee completion mark one payment and one coupon paid", async () => {
    const r = await createRetailer(db);
    const couponId = await insertCoupon(db, r.retailerId);
    const start = await startCouponFeePayment(db, r.actor, { couponId }, couponFeeLedger);
    if (start.status !== "awaiting_payment") throw new Error("expected a checkout");
    harness.mode = "capture";
    await harness.fake.pay(sessionIdFromUrl(start.checkoutUrl));
    const completed = harness.take("checkout.session.completed");
    const outs = await Promise.all(Array.from({ length: 10 }, () => receiveStripeWebhook(db, completed.raw, completed.signature, couponFeeLedger)));
    expect(outs.filter((o) => !o.body.duplicate)).toHaveLength(1);
    const payments = await db.select().from(tables.retailerPayments);
    expect(payments.map((p) => p.status)).toEqual(["paid"]);
    expect(await couponFee(couponId)).toBe("paid");
    expect((await rowCounts()).events).toBe(1);
  });

  it("a tampered, expired, wrong-secret or unsigned delivery gets 400 and writes nothing", async () => {
    const r = await createRetailer(db);
    const { url } = await createSubscriptionCheckout(db, r.actor, { tier: "premium" });
    harness.mode = "capture";
    await harness.fake.pay(sessionIdFromUrl(url));
    const good = harness.take("checkout.session.completed");
    const before = await rowCounts();
    const secret = (await getWebhookSecret())!;
    const tampered = good.raw.replace('"payment_status": "paid"', '"payment_status": "paif"');
    expect(tampered).not.toBe(good.raw);
    const old = StripeFake.sign(good.raw, secret, Math.floor(Date.now() / 1000) - 301);
    const wrong = StripeFake.sign(good.raw, "whsec_not_ours");
    for (const [raw, sig] of [[tampered, good.signature], [good.raw, old], [good.raw, wrong], [good.raw, ""], [good.raw, "t=1,v1=zz"]] as const) {
      const out = await receiveStripeWebhook(db, raw, sig || null, couponFeeLedger);
      expect(out.status).toBe(400);
    }
    expect(await rowCounts()).toEqual(before);
    expect(await retailerRow(r.retailerId)).toEqual({ tier: "basic", premiumActive: false });
    // The untouched delivery is accepted.
    expect((await receiveStripeWebhook(db, good.raw, good.signature, couponFeeLedger)).status).toBe(200);
    expect(await retailerRow(r.retailerId)).toEqual({ tier: "premium", premiumActive: true });
  });

  it("events that are not on the allow-list are acknowledged and ignored", async () => {
    const secret = (await getWebhookSecret())!;
    const raw = JSON.stringify({ id: "evt_x", object: "event", type: "customer.created", data: { object: { id: "cus_x" } } });
    const out = await receiveStripeWebhook(db, raw, StripeFake.sign(raw, secret), couponFeeLedger);
    expect(out).toEqual({ status: 200, body: { received: true, ignored: true } });
    expect((await rowCounts()).events).toBe(0);
  });

  it("subscription events delivered out of order end in the subscription's real state", async () => {
    // Cancelled for real, but the old "created" and "completed" arrive after "deleted".
    const r = await createRetailer(db);
    const { url } = await createSubscriptionCheckout(db, r.actor, { tier: "premium" });
    harness.mode = "capture";
    const sessionId = sessionIdFromUrl(url);
    await harness.fake.pay(sessionId);
    const subId = String(harness.fake.state.get(sessionId)?.subscription);
    await harness.fake.cancelSubscription(subId, { atPeriodEnd: false });
    for (const type of ["customer.subscription.deleted", "checkout.session.completed", "customer.subscription.created"]) {
      const c = harness.take(type);
      expect((await receiveStripeWebhook(db, c.raw, c.signature, couponFeeLedger)).status).toBe(200);
    }
    expect(await retailerRow(r.retailerId)).toEqual({ tier: "basic", premiumActive: false });
    const [sub] = await db.select({ status: tables.subscriptions.status }).from(tables.subscriptions);
    expect(sub.status).toBe("canceled");

    // Renewal recovered after a failure: the stale "past_due" update arrives last and changes nothing.
    const r2 = await createRetailer(db);
    const s2 = await createSubscriptionCheckout(db, r2.actor, { tier: "premium" });
    harness.mode = "process";
    const session2 = sessionIdFromUrl(s2.url);
    await harness.fake.pay(session2);
    const sub2 = String(harness.fake.state.get(session2)?.subscription);
    harness.mode = "capture";
    harness.captured = [];
    await harness.fake.failRenewal(sub2);
    const stale = harness.captured.map((c) => ({ ...c }));
    await harness.fake.renew(sub2);
    const fresh = harness.captured.slice(stale.length);
    for (const c of [...fresh, ...stale]) expect((await receiveStripeWebhook(db, c.raw, c.signature, couponFeeLedger)).status).toBe(200);
    expect(await retailerRow(r2.retailerId)).toEqual({ tier: "premium", premiumActive: true });
  });
});

describe("coupon upload fees", () => {
  it("quotes by tier in USD and in the retailer's currency", async () => {
    const basic = await createRetailer(db, { country: "NZ" });
    const premium = await createRetailer(db, { tier: "premium", country: "AU" });
    const demo = await createRetailer(db, { tier: "premium", isDemo: true });
    expect(await getCouponFeeQuote(db, basic.actor)).toEqual({ usdCents: 1999, displayCents: convertCents(1999, "USD", "NZD", FALLBACK_RATES), displayCurrency: "NZD", ratePerUsd: FALLBACK_RATES.NZD, tier: "basic", isDemo: false });
    expect(await getCouponFeeQuote(db, premium.actor)).toEqual({ usdCents: 399, displayCents: convertCents(399, "USD", "AUD", FALLBACK_RATES), displayCurrency: "AUD", ratePerUsd: FALLBACK_RATES.AUD, tier: "premium", isDemo: false });
    expect(await getCouponFeeQuote(db, demo.actor)).toMatchObject({ usdCents: 0, displayCents: 0, isDemo: true });
  });

  it("a coupon stays awaiting payment until the signed completion, then goes live", async () => {
    const r = await createRetailer(db, { country: "NZ" });
    const couponId = await insertCoupon(db, r.retailerId, "Sausage Saver");
    const first = await startCouponFeePayment(db, r.actor, { couponId }, couponFeeLedger);
    if (first.status !== "awaiting_payment") throw new Error("expected a checkout");
    const again = await startCouponFeePayment(db, r.actor, { couponId }, couponFeeLedger);
    expect(again).toEqual(first); // a second click reuses the open checkout
    const [pending] = await db.select().from(tables.retailerPayments);
    expect(pending).toMatchObject({ status: "pending", amountCents: 1999, currency: "USD", displayCurrency: "NZD", displayAmountCents: 3338, couponCount: 1, subscriptionTierAtTime: "basic", isDemoNoCharge: false, couponId });
    expect(pending.description).toContain("Sausage Saver");
    expect(await couponFee(couponId)).toBe("awaiting_payment");
    const session = harness.fake.state.get(sessionIdFromUrl(first.checkoutUrl))!;
    expect(session).toMatchObject({ mode: "payment", amount_total: 1999, metadata: { couponId, paymentId: pending.id, retailerId: r.retailerId } });

    await harness.fake.pay(String(session.id));
    expect(await couponFee(couponId)).toBe("paid");
    expect(await startCouponFeePayment(db, r.actor, { couponId }, couponFeeLedger)).toEqual({ status: "live" });
    const history = await getBillingHistory(db, r.actor);
    expect(history).toMatchObject([{ amountUsdCents: 1999, displayCents: 3338, displayCurrency: "NZD", status: "paid" }]);
  });

  it("an expired checkout leaves the coupon pending; paying again starts a new checkout", async () => {
    const r = await createRetailer(db);
    const couponId = await insertCoupon(db, r.retailerId);
    const first = await startCouponFeePayment(db, r.actor, { couponId }, couponFeeLedger);
    if (first.status !== "awaiting_payment") throw new Error("expected a checkout");
    await harness.fake.expireSession(sessionIdFromUrl(first.checkoutUrl));
    expect(await couponFee(couponId)).toBe("awaiting_payment");
    expect((await db.select({ s: tables.retailerPayments.status }).from(tables.retailerPayments)).map((x) => x.s)).toEqual(["expired"]);
    const second = await startCouponFeePayment(db, r.actor, { couponId }, couponFeeLedger);
    if (second.status !== "awaiting_payment") throw new Error("expected a checkout");
    expect(second.checkoutUrl).not.toBe(first.checkoutUrl);
    await harness.fake.pay(sessionIdFromUrl(second.checkoutUrl));
    expect(await couponFee(couponId)).toBe("paid");
  });

  it("premium retailers pay 3.99; another retailer's coupon is not found and nothing changes", async () => {
    const r = await upgradedRetailer();
    const couponId = await insertCoupon(db, r.retailerId);
    const start = await startCouponFeePayment(db, r.actor, { couponId }, couponFeeLedger);
    if (start.status !== "awaiting_payment") throw new Error("expected a checkout");
    expect(harness.fake.state.get(sessionIdFromUrl(start.checkoutUrl))).toMatchObject({ amount_total: 399 });

    const other = await createRetailer(db);
    const before = await rowCounts();
    await expect(startCouponFeePayment(db, other.actor, { couponId }, couponFeeLedger)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(startCouponFeePayment(db, other.actor, { couponId: "not-a-uuid" }, couponFeeLedger)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await rowCounts()).toEqual(before);
  });

  it("the demo account's coupon goes live at once with a no-charge record", async () => {
    const demo = await createRetailer(db, { tier: "premium", isDemo: true });
    const couponId = await insertCoupon(db, demo.retailerId);
    expect(await startCouponFeePayment(db, demo.actor, { couponId }, couponFeeLedger)).toEqual({ status: "live" });
    expect(await couponFee(couponId)).toBe("waived");
    const rows = await db.select().from(tables.retailerPayments).where(and(eq(tables.retailerPayments.retailerId, demo.retailerId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 0, isDemoNoCharge: true, status: "no_charge", couponCount: 1, subscriptionTierAtTime: "premium" });
    expect(await startCouponFeePayment(db, demo.actor, { couponId }, couponFeeLedger)).toEqual({ status: "live" });
    expect(await db.select().from(tables.retailerPayments)).toHaveLength(1);
  });
});

describe("shopper premium", () => {
  it("upgrades through the configured shopper price and shows on the profile", async () => {
    const user = await createTestUser(db);
    const actor = await actorFor(db, user);
    const { url } = await createSubscriptionCheckout(db, actor, { tier: "premium" });
    await harness.fake.pay(sessionIdFromUrl(url));
    expect(await getSubscriptionStatus(db, actor)).toMatchObject({ subscribed: true, subscription_tier: "premium" });
    expect((await getProfileSummary(db, actor, profileReaders(db, actor, (currency, rates) => getTripSavingsSummary(db, actor, currency, rates)), { rates: FALLBACK_RATES })).membershipTier).toBe("premium");
    const [sub] = await db.select({ retailerId: tables.subscriptions.retailerId }).from(tables.subscriptions);
    expect(sub.retailerId).toBeNull();
  });
});
