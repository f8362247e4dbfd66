import { describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";

// The local fake and the webhook receiver listen on 127.0.0.1; env is set before any app module loads.
const ports = await vi.hoisted(async () => (await import("./testing/stripe-env")).useLocalStripeFake());

import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { actorFor } from "@/modules/users/testing/factories";
import { createRetailer, createShopper } from "@/modules/coupons/shopper/testing/fixtures.integration";
import { getShopperPlace } from "@/modules/pricing/comparison/location";
import { getSponsoredAds } from "@/modules/ads/shopper/queries";
import { getOwnBannerStanding } from "@/modules/ads/retailer/standing";
import { useBillingHarness, sessionIdFromUrl } from "./testing/harness";
import { receiveStripeWebhook } from "./webhooks";
import { couponFeeLedger } from "@/modules/coupons/retailer/fee-ledger";
import { bookPlacement, cancelBooking, pauseBooking, resumeBooking } from "./placement-bookings";
import { getOwnPlacementBookings } from "./placement-queries";
import { BOOKING_MESSAGES, type BookingRequest } from "./placement-pricing";
import { placementBookingSchema } from "./schemas";

/*
 * Issue 26 item 3 (decision 051): placements are products. Booked through the local Stripe fake
 * with its signed webhooks, on PostgreSQL; time is an injected clock (`now`), so start, expiry and
 * pause are checked at chosen instants.
 */
const { harness, db } = await useBillingHarness(ports);


const DAY = 86_400_000;
/** Today in Auckland (the retailer's zone: its store is there), as yyyy-mm-dd, `n` days on. */
const aklDay = (n: number, from = new Date()) => new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(from.getTime() + n * DAY));

async function retailer(name: string, tier: "basic" | "premium" = "basic", opts: { demo?: boolean } = {}): Promise<{ id: string; actor: Actor }> {
  const id = await createRetailer(db, name, tier);
  const [r] = await db.update(tables.retailers).set({ premiumActive: tier === "premium", isDemo: opts.demo ?? false }).where(eq(tables.retailers.id, id)).returning({ userId: tables.retailers.userId });
  return { id, actor: await actorFor(db, { id: r.userId }) };
}
async function banner(retailerId: string, text: string, placement: "homepage" | "category" | "coupon" = "homepage") {
  await db.insert(tables.ads).values({ retailerId, bannerText: text, placement });
}
const booking = async (id: string) => (await db.select().from(tables.placementBookings).where(eq(tables.placementBookings.id, id)))[0];
const paymentsOf = (bookingId: string) => db.select().from(tables.retailerPayments).where(eq(tables.retailerPayments.placementBookingId, bookingId));
const fixed = (placement: BookingRequest["placement"], startDate: string, endDate: string, exclusive = false): BookingRequest => ({ placement, exclusive, renewal: "fixed", startDate, endDate });

async function seen(shopper: Actor, now: Date, placement: "homepage" | "category" | "coupon" = "homepage") {
  return (await getSponsoredAds(db, shopper, placement, await getShopperPlace(db, shopper), now)).map((a) => a.bannerText);
}

describe("booking through the fake Stripe", () => {
  it("paid → live for shoppers in range only; unpaid → not live; a replayed webhook changes nothing", async () => {
    const shop = await retailer("Kingsland Butchery");
    await banner(shop.id, "Kingsland lamb");
    const auckland = await createShopper(db, "akl", "auckland");
    const sydney = await createShopper(db, "syd", "sydney");
    const now = new Date();

    const start = await bookPlacement(db, shop.actor, fixed("homepage", aklDay(0), aklDay(29)), now);
    expect(start.status).toBe("awaiting_payment");
    if (start.status !== "awaiting_payment") return;
    const pending = await booking(start.bookingId);
    expect(pending).toMatchObject({ status: "awaiting_payment", amountUsdCents: 14900, months: 1, displayCurrency: "NZD", timeZone: "Pacific/Auckland" });
    expect(await seen(auckland, now)).toEqual([]);
    const standing = await getOwnBannerStanding(db, shop.actor, now);
    expect(Object.values(standing.banners)[0]).toEqual({ state: "unbooked", message: "Not running: book this placement to show it (no live booking for this placement)." });
    expect((await paymentsOf(start.bookingId))[0]).toMatchObject({ kind: "placement", status: "pending", amountCents: 14900 });

    harness.mode = "capture";
    await harness.fake.pay(sessionIdFromUrl(start.checkoutUrl));
    const completed = harness.take("checkout.session.completed");
    expect((await receiveStripeWebhook(db, completed.raw, completed.signature, couponFeeLedger)).body).toEqual({ received: true, duplicate: false });
    expect(await booking(start.bookingId)).toMatchObject({ status: "active" });
    expect((await booking(start.bookingId)).paidThrough?.getTime()).toBe(pending.endsAt?.getTime());
    const [paid] = await paymentsOf(start.bookingId);
    expect(paid).toMatchObject({ kind: "placement", status: "paid", amountCents: 14900, displayCurrency: "NZD" });
    expect(paid.displayAmountCents).toBeGreaterThan(14900);
    expect(await seen(auckland, new Date(Date.now() + 60_000))).toEqual(["Kingsland lamb"]);
    expect(await seen(sydney, new Date(Date.now() + 60_000))).toEqual([]);

    // The same event again (a replay, or Stripe retrying): a no-op.
    expect((await receiveStripeWebhook(db, completed.raw, completed.signature, couponFeeLedger)).body).toEqual({ received: true, duplicate: true });
    expect(await paymentsOf(start.bookingId)).toHaveLength(1);
    const view = await getOwnPlacementBookings(db, shop.actor, new Date(Date.now() + 60_000));
    expect(view.byPlacement.homepage).toMatchObject({ phase: "live", label: "Live", canPause: true, canCancel: true });
  });

  it("an expired checkout leaves the booking unpaid and not live; the placement can be booked again", async () => {
    const shop = await retailer("Corner Grocer");
    await banner(shop.id, "Corner deals", "coupon");
    const shopper = await createShopper(db, "akl", "auckland");
    const start = await bookPlacement(db, shop.actor, fixed("coupon", aklDay(0), aklDay(10)));
    if (start.status !== "awaiting_payment") throw new Error("expected checkout");
    await harness.fake.expireSession(sessionIdFromUrl(start.checkoutUrl));
    expect(await booking(start.bookingId)).toMatchObject({ status: "expired" });
    expect((await paymentsOf(start.bookingId))[0]).toMatchObject({ status: "expired" });
    expect(await seen(shopper, new Date(Date.now() + 60_000), "coupon")).toEqual([]);
    expect((await getOwnPlacementBookings(db, shop.actor)).byPlacement.coupon).toMatchObject({ phase: "not_paid" });
    const again = await bookPlacement(db, shop.actor, fixed("coupon", aklDay(0), aklDay(10)));
    expect(again.bookingId).not.toBe(start.bookingId);
  });
});

describe("the server decides price and dates", () => {
  it("prices per placement and exclusivity (started 30-day months); exclusive needs Premium; a client amount is refused", async () => {
    const basic = await retailer("Basic Shop");
    const premium = await retailer("Premium Shop", "premium");
    const a = await bookPlacement(db, basic.actor, fixed("category", aklDay(1), aklDay(40)));
    expect(await booking(a.bookingId)).toMatchObject({ monthlyUsdCents: 9900, months: 2, amountUsdCents: 19800, exclusive: false });
    const b = await bookPlacement(db, premium.actor, { placement: "coupon", exclusive: true, renewal: "monthly", startDate: aklDay(0), endDate: null });
    expect(await booking(b.bookingId)).toMatchObject({ monthlyUsdCents: 11900, amountUsdCents: 11900, renewal: "monthly", endDate: null });
    const c = await bookPlacement(db, premium.actor, fixed("homepage", aklDay(0), aklDay(29), true));
    expect(await booking(c.bookingId)).toMatchObject({ amountUsdCents: 19900 });
    await expect(bookPlacement(db, basic.actor, fixed("homepage", aklDay(0), aklDay(5), true))).rejects.toMatchObject({ code: "INVALID_INPUT", safeMessage: BOOKING_MESSAGES.exclusivePremium });
    expect(placementBookingSchema.safeParse({ placement: "homepage", renewal: "fixed", startDate: aklDay(0), endDate: aklDay(5), amountUsdCents: 1 }).success).toBe(false);
    // The Checkout the retailer pays shows the server's amount.
    if (c.status !== "awaiting_payment") throw new Error("expected checkout");
    expect(harness.fake.state.get(sessionIdFromUrl(c.checkoutUrl))?.amount_total).toBe(19900);
  });

  it("refuses a start in the past and an end before the start, writing nothing", async () => {
    const shop = await retailer("Date Shop");
    await expect(bookPlacement(db, shop.actor, fixed("homepage", aklDay(-1), aklDay(5)))).rejects.toMatchObject({ code: "INVALID_INPUT", safeMessage: BOOKING_MESSAGES.startPast });
    await expect(bookPlacement(db, shop.actor, fixed("homepage", aklDay(3), aklDay(2)))).rejects.toMatchObject({ code: "INVALID_INPUT", safeMessage: BOOKING_MESSAGES.endBeforeStart });
    await expect(bookPlacement(db, shop.actor, fixed("homepage", aklDay(3), aklDay(3)))).rejects.toMatchObject({ code: "INVALID_INPUT", safeMessage: BOOKING_MESSAGES.endBeforeStart });
    expect(await db.select().from(tables.placementBookings)).toEqual([]);
    expect(await db.select().from(tables.retailerPayments)).toEqual([]);
  });
});

describe("on a fake clock: scheduled, live, paused, resumed, ended, cancelled", () => {
  it("runs from midnight of the start day to midnight after the end day in the retailer's zone; pause and resume; cancel stops it", async () => {
    const shop = await retailer("Clock Shop");
    await banner(shop.id, "Clock deals");
    const shopper = await createShopper(db, "akl", "auckland");
    const t0 = new Date();
    const start = await bookPlacement(db, shop.actor, fixed("homepage", aklDay(2, t0), aklDay(4, t0)), t0);
    if (start.status !== "awaiting_payment") throw new Error("expected checkout");
    await harness.fake.pay(sessionIdFromUrl(start.checkoutUrl));
    const { startsAt, endsAt } = await booking(start.bookingId);
    expect(endsAt!.getTime() - startsAt.getTime()).toBe(3 * DAY);
    const at = (ms: number) => new Date(ms);

    expect(await seen(shopper, at(startsAt.getTime() - 1000))).toEqual([]);
    expect((await getOwnPlacementBookings(db, shop.actor, at(startsAt.getTime() - 1000))).byPlacement.homepage?.phase).toBe("scheduled");
    expect(await seen(shopper, at(startsAt.getTime() + 1000))).toEqual(["Clock deals"]);
    expect(await seen(shopper, at(endsAt!.getTime() - 1000))).toEqual(["Clock deals"]);
    expect(await seen(shopper, at(endsAt!.getTime()))).toEqual([]);
    expect((await getOwnPlacementBookings(db, shop.actor, at(endsAt!.getTime()))).byPlacement.homepage?.phase).toBe("ended");

    const mid = at(startsAt.getTime() + DAY);
    await pauseBooking(db, shop.actor, start.bookingId, mid);
    expect(await seen(shopper, mid)).toEqual([]);
    expect((await getOwnPlacementBookings(db, shop.actor, mid)).byPlacement.homepage).toMatchObject({ phase: "paused", canResume: true });
    await resumeBooking(db, shop.actor, start.bookingId, mid);
    expect(await seen(shopper, mid)).toEqual(["Clock deals"]);
    await cancelBooking(db, shop.actor, start.bookingId, mid);
    expect(await seen(shopper, mid)).toEqual([]);
    await expect(resumeBooking(db, shop.actor, start.bookingId, mid)).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await booking(start.bookingId)).toMatchObject({ status: "cancelled" });
  });
});

describe("monthly renewal through a Stripe subscription", () => {
  it("each paid invoice adds 30 days; a failed renewal stops the placement; cancel cancels the subscription", async () => {
    const shop = await retailer("Monthly Shop");
    await banner(shop.id, "Every month", "category");
    const shopper = await createShopper(db, "akl", "auckland");
    const start = await bookPlacement(db, shop.actor, { placement: "category", exclusive: false, renewal: "monthly", startDate: aklDay(0), endDate: null });
    if (start.status !== "awaiting_payment") throw new Error("expected checkout");
    await harness.fake.pay(sessionIdFromUrl(start.checkoutUrl));
    const first = await booking(start.bookingId);
    expect(first).toMatchObject({ status: "active", renewal: "monthly" });
    expect(first.stripeSubscriptionId).toMatch(/^sub_/);
    expect(first.paidThrough!.getTime() - first.startsAt.getTime()).toBe(30 * DAY);
    const soon = new Date(Date.now() + 60_000);
    expect(await seen(shopper, soon, "category")).toEqual(["Every month"]);
    expect(await seen(shopper, new Date(first.paidThrough!.getTime() + 1000), "category")).toEqual([]); // not renewed yet

    await harness.fake.renew(first.stripeSubscriptionId!);
    const renewed = await booking(start.bookingId);
    expect(renewed.paidThrough!.getTime() - first.startsAt.getTime()).toBe(60 * DAY);
    expect((await paymentsOf(start.bookingId)).map((p) => p.status).sort()).toEqual(["paid", "paid"]);
    expect(await seen(shopper, new Date(first.paidThrough!.getTime() + 1000), "category")).toEqual(["Every month"]);

    await harness.fake.failRenewal(first.stripeSubscriptionId!);
    expect(await booking(start.bookingId)).toMatchObject({ status: "payment_failed" });
    expect(await seen(shopper, soon, "category")).toEqual([]);
    expect((await getOwnPlacementBookings(db, shop.actor, soon)).byPlacement.category).toMatchObject({ phase: "payment_failed", label: "Payment failed" });
    expect((await paymentsOf(start.bookingId)).filter((p) => p.status === "failed")).toHaveLength(1);

    await cancelBooking(db, shop.actor, start.bookingId);
    expect(harness.fake.state.get(first.stripeSubscriptionId!)?.status).toBe("canceled");
    expect(await booking(start.bookingId)).toMatchObject({ status: "cancelled" });
    // The plan's own subscriptions table is untouched: a placement is not the Premium plan.
    expect(await db.select().from(tables.subscriptions)).toEqual([]);
    expect((await db.select({ tier: tables.retailers.subscriptionTier }).from(tables.retailers).where(eq(tables.retailers.id, shop.id)))[0].tier).toBe("basic");
  });
});

describe("ownership and the demo account", () => {
  it("someone else's booking is not found, and nothing changes", async () => {
    const owner = await retailer("Owner Shop");
    const other = await retailer("Other Shop");
    const start = await bookPlacement(db, owner.actor, fixed("homepage", aklDay(0), aklDay(9)));
    if (start.status !== "awaiting_payment") throw new Error("expected checkout");
    await harness.fake.pay(sessionIdFromUrl(start.checkoutUrl));
    for (const act of [pauseBooking, resumeBooking, cancelBooking]) {
      await expect(act(db, other.actor, start.bookingId)).rejects.toMatchObject({ code: "NOT_FOUND", safeMessage: BOOKING_MESSAGES.notFound });
    }
    expect(await booking(start.bookingId)).toMatchObject({ status: "active", pausedAt: null, cancelledAt: null });
    expect((await getOwnPlacementBookings(db, other.actor)).byPlacement.homepage).toBeNull();
  });

  it("the demo account books with no charge and its banners run without a booking", async () => {
    const demo = await retailer("Demo Fresh", "premium", { demo: true });
    await banner(demo.id, "Demo banner");
    const shopper = await createShopper(db, "akl", "auckland");
    expect(await seen(shopper, new Date())).toEqual(["Demo banner"]);
    const start = await bookPlacement(db, demo.actor, fixed("homepage", aklDay(0), aklDay(9), true));
    expect(start.status).toBe("booked");
    expect(await booking(start.bookingId)).toMatchObject({ status: "active", isDemoNoCharge: true, amountUsdCents: 0, exclusive: true });
    expect((await paymentsOf(start.bookingId))[0]).toMatchObject({ kind: "placement", status: "no_charge", isDemoNoCharge: true, amountCents: 0 });
    expect(harness.fake.state.byType(harness.fake.state.ownerOf([...harness.fake.state.objects.keys()][0] ?? "") ?? "", "checkout.session").filter((s) => (s.metadata as Record<string, string>).retailerId === demo.id)).toEqual([]);
    expect(await db.select().from(tables.retailerPayments).where(and(eq(tables.retailerPayments.retailerId, demo.id), eq(tables.retailerPayments.status, "pending")))).toEqual([]);
  });
});
