import { afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";

// The local fake and the webhook receiver listen on 127.0.0.1; env is set before any app module loads.
const ports = await vi.hoisted(async () => (await import("./testing/stripe-env")).useLocalStripeFake());

import { tables } from "@/server/db";
import { logger } from "@/server/logger";
import { useBillingHarness, createRetailer, insertCoupon, sessionIdFromUrl } from "./testing/harness";
import { createSubscriptionCheckout, startCouponFeePayment } from "./mutations";
import { couponFeeLedger } from "@/modules/coupons/retailer/fee-ledger";
import { getBillingHistory } from "./queries";
import { getStripe, premiumLineItem } from "./stripe-client";
import { findCustomerId } from "./customers";
import { DUPLICATE_REFUND_DESCRIPTION } from "./duplicates";
import { PREMIUM_PLAN_USD_CENTS } from "./plans";

/*
 * Issue 23 items 2 and 7: one subscription per retailer (across the 10-minute idempotency window,
 * with a fake clock), a second active subscription cancelled and refunded when Stripe reports one
 * anyway, and coupon fees settled from our own records whatever the event's metadata names.
 */
const { harness, db } = await useBillingHarness(ports);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const account = () => harness.fake.state.ownerOf([...harness.fake.state.objects.keys()].find((id) => id.startsWith("cus_"))!)!;
const sessionsOf = (customer: string) => harness.fake.state.byType(account(), "checkout.session").filter((s) => s.customer === customer && s.mode === "subscription");
const subscriptionsOf = (retailerId: string) => db.select({ stripeId: tables.subscriptions.stripeSubscriptionId, status: tables.subscriptions.status }).from(tables.subscriptions).where(eq(tables.subscriptions.retailerId, retailerId));
const tierOf = async (retailerId: string) => (await db.select({ tier: tables.retailers.subscriptionTier }).from(tables.retailers).where(eq(tables.retailers.id, retailerId)))[0].tier;
const couponFee = async (id: string) => (await db.select({ f: tables.coupons.feeStatus }).from(tables.coupons).where(eq(tables.coupons.id, id)))[0].f;

describe("one subscription per retailer", () => {
  it("a checkout opened 11 and 22 minutes later is the same open checkout, then the portal once paid", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const t0 = new Date("2026-11-27T10:02:00Z");
    vi.setSystemTime(t0);
    const r = await createRetailer(db);
    const first = await createSubscriptionCheckout(db, r.actor, { tier: "premium" });
    expect(first.kind).toBe("checkout");

    vi.setSystemTime(new Date(t0.getTime() + 11 * 60_000)); // past the 10-minute idempotency bucket
    const second = await createSubscriptionCheckout(db, r.actor, { tier: "premium" });
    vi.setSystemTime(new Date(t0.getTime() + 22 * 60_000));
    const third = await createSubscriptionCheckout(db, r.actor, { tier: "premium" });
    expect([second, third]).toEqual([first, first]);
    const customer = (await findCustomerId(db, { userId: r.userId }))!;
    expect(sessionsOf(customer)).toHaveLength(1);

    await harness.fake.pay(sessionIdFromUrl(first.url));
    vi.setSystemTime(new Date(t0.getTime() + 40 * 60_000));
    const after = await createSubscriptionCheckout(db, r.actor, { tier: "premium" });
    expect(after).toMatchObject({ kind: "portal", url: expect.stringMatching(/\/portal\/bps_/) });
    expect(sessionsOf(customer)).toHaveLength(1);
    expect((await subscriptionsOf(r.retailerId)).map((s) => s.status)).toEqual(["active"]);
  });

  it("a paid checkout whose webhook has not arrived yet still holds the plan (portal, no second checkout)", async () => {
    const r = await createRetailer(db);
    const first = await createSubscriptionCheckout(db, r.actor, { tier: "premium" });
    harness.mode = "capture"; // the events are not processed: our table knows nothing yet
    await harness.fake.pay(sessionIdFromUrl(first.url));
    expect(await subscriptionsOf(r.retailerId)).toEqual([]);
    expect(await createSubscriptionCheckout(db, r.actor, { tier: "premium" })).toMatchObject({ kind: "portal" });
    expect(sessionsOf((await findCustomerId(db, { userId: r.userId }))!)).toHaveLength(1);
  });

  it("an expired checkout no longer holds: the next attempt opens a new one", async () => {
    const r = await createRetailer(db);
    const first = await createSubscriptionCheckout(db, r.actor, { tier: "premium" });
    await harness.fake.expireSession(sessionIdFromUrl(first.url));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() + 11 * 60_000));
    const next = await createSubscriptionCheckout(db, r.actor, { tier: "premium" });
    expect(next.kind).toBe("checkout");
    expect(next.url).not.toBe(first.url);
  });

  it("a second active subscription reported by Stripe is cancelled and refunded, with a refunded row in the billing history", async () => {
    const warn = vi.spyOn(logger, "warn");
    const r = await createRetailer(db);
    const first = await createSubscriptionCheckout(db, r.actor, { tier: "premium" });
    await harness.fake.pay(sessionIdFromUrl(first.url));
    const keep = String(harness.fake.state.get(sessionIdFromUrl(first.url))!.subscription);

    // A second checkout that bypassed our guard (opened before it existed, or straight on Stripe), then paid.
    const customer = (await findCustomerId(db, { userId: r.userId }))!;
    const metadata = { kind: "subscription", audience: "retailer", userId: r.userId, retailerId: r.retailerId, tier: "premium" };
    const rogue = await getStripe().checkout.sessions.create({
      mode: "subscription", customer, line_items: [premiumLineItem("retailer", PREMIUM_PLAN_USD_CENTS)!], success_url: "http://127.0.0.1/ok", metadata, subscription_data: { metadata },
    });
    await harness.fake.pay(rogue.id);
    const dup = String(harness.fake.state.get(rogue.id)!.subscription);

    expect(harness.fake.state.get(dup)).toMatchObject({ status: "canceled" });
    expect(harness.fake.state.get(keep)).toMatchObject({ status: "active" });
    const refunds = harness.fake.state.byType(account(), "refund");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: PREMIUM_PLAN_USD_CENTS, reason: "duplicate", metadata: { subscriptionId: dup, retailerId: r.retailerId } });
    const dupInvoice = harness.fake.state.get(String(harness.fake.state.get(dup)!.latest_invoice))!;
    expect(refunds[0].payment_intent).toBe((dupInvoice.payments as { data: Array<{ payment: { payment_intent: string } }> }).data[0].payment.payment_intent);

    const subs = await subscriptionsOf(r.retailerId);
    expect(subs.find((s) => s.stripeId === keep)?.status).toBe("active");
    expect(subs.find((s) => s.stripeId === dup)?.status).toBe("canceled");
    expect(await tierOf(r.retailerId)).toBe("premium");
    const history = await getBillingHistory(db, r.actor);
    expect(history.map((h) => [h.description, h.status, h.amountUsdCents]).sort()).toEqual(
      [["Premium plan — monthly subscription", "paid", 4999], [DUPLICATE_REFUND_DESCRIPTION, "refunded", 4999]].sort(),
    );
    expect(warn.mock.calls.some(([o]) => (o as { event?: string }).event === "billing_duplicate_subscription_cancelled")).toBe(true);
  });
});

describe("coupon fees are settled from our own records", () => {
  it("metadata naming another coupon (own or another retailer's) settles the coupon we recorded, logs the mismatch, and no second charge follows", async () => {
    const error = vi.spyOn(logger, "error");
    const r = await createRetailer(db);
    const other = await createRetailer(db);
    const a = await insertCoupon(db, r.retailerId, "Coupon A");
    const b = await insertCoupon(db, r.retailerId, "Coupon B");
    const c = await insertCoupon(db, other.retailerId, "Coupon C");

    for (const [victim, target] of [[b, r], [c, other]] as const) {
      await db.update(tables.coupons).set({ feeStatus: "awaiting_payment" }).where(eq(tables.coupons.id, a));
      await db.delete(tables.retailerPayments);
      const start = await startCouponFeePayment(db, r.actor, { couponId: a }, couponFeeLedger);
      if (start.status !== "awaiting_payment") throw new Error("expected a checkout");
      const session = harness.fake.state.get(sessionIdFromUrl(start.checkoutUrl))!;
      // The event will carry metadata naming the victim coupon (and its retailer).
      session.metadata = { ...(session.metadata as object), couponId: victim, retailerId: target.retailerId };
      await harness.fake.pay(String(session.id));

      expect(await couponFee(a)).toBe("paid");
      expect(await couponFee(victim)).toBe("awaiting_payment");
      const [payment] = await db.select().from(tables.retailerPayments);
      expect(payment).toMatchObject({ couponId: a, retailerId: r.retailerId, status: "paid" });
      expect(await startCouponFeePayment(db, r.actor, { couponId: a }, couponFeeLedger)).toEqual({ status: "live" }); // not charged again
      expect(error.mock.calls.some(([o]) => (o as { event?: string; metadata?: { couponId?: string } }).event === "billing_coupon_fee_metadata_mismatch" && (o as { metadata: { couponId: string } }).metadata.couponId === victim)).toBe(true);
    }
  });

  it("a paid session we never recorded settles nothing, whatever its metadata names", async () => {
    const error = vi.spyOn(logger, "error");
    const r = await createRetailer(db);
    const b = await insertCoupon(db, r.retailerId, "Coupon B");
    const start = await startCouponFeePayment(db, r.actor, { couponId: b }, couponFeeLedger);
    if (start.status !== "awaiting_payment") throw new Error("expected a checkout");
    const [pending] = await db.select().from(tables.retailerPayments);
    const customer = (await findCustomerId(db, { userId: r.userId }))!;
    const forged = await getStripe().checkout.sessions.create({
      mode: "payment", customer, success_url: "http://127.0.0.1/ok",
      line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: pending.amountCents, product_data: { name: "Coupon upload fee" } } }],
      metadata: { kind: "coupon_fee", couponId: b, paymentId: pending.id, retailerId: r.retailerId },
    });
    await harness.fake.pay(forged.id);
    expect(await couponFee(b)).toBe("awaiting_payment");
    expect((await db.select({ s: tables.retailerPayments.status }).from(tables.retailerPayments)).map((x) => x.s)).toEqual(["pending"]);
    expect(error.mock.calls.some(([o]) => (o as { event?: string }).event === "billing_coupon_fee_unmatched")).toBe(true);
  });
});
