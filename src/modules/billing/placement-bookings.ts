import "server-only";
import { and, desc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { env } from "@/server/env";
import { AppError } from "@/server/errors";
import { logger } from "@/server/logger";
import { convertCents } from "@/modules/currency/engine";
import { ensureCustomerId } from "./customers";
import { effectiveTier } from "./plans";
import { requireRetailerProfile } from "@/modules/retailers";
import { currentRates } from "./queries";
import { getRetailerTerms } from "./terms";
import { getStripe, getWebhookSecret } from "./stripe-client";
import { assertExclusiveFree } from "./placement-exclusivity";
import { BOOKING_MESSAGES, PLACEMENT_TITLES, quoteBooking, type BookablePlacement, type BookingRequest } from "./placement-pricing";

const b = tables.placementBookings;
const p = tables.retailerPayments;
const appUrl = (path: string) => new URL(path, env.APP_URL).toString();
/** Statuses that hold the retailer × placement (the partial unique index's set). */
const OPEN = ["awaiting_payment", "active", "paused", "payment_failed"];

export type PlacementBookingStart = { status: "booked"; bookingId: string } | { status: "awaiting_payment"; bookingId: string; checkoutUrl: string };

function describe(req: BookingRequest, demo: boolean): string {
  const kind = req.exclusive ? "exclusive" : "standard";
  const period = req.renewal === "monthly" ? `from ${req.startDate}, renews monthly` : `${req.startDate} to ${req.endDate}`;
  return `${PLACEMENT_TITLES[req.placement]} (${kind}) — ${period}${demo ? " (demo account, no charge)" : ""}`.slice(0, 200);
}

/**
 * Books a placement for the session's retailer. The server decides the price (placement ×
 * exclusivity, spec §9), the dates' instants (midnight in the retailer's zone) and the status; the
 * client sends only placement, exclusivity and dates. Exclusive is for premium retailers. The demo
 * account's booking is recorded with no charge and runs at once; others pay through Stripe
 * Checkout (payment mode for a fixed period, subscription mode for monthly renewal) and the
 * booking runs only once the signed webhook says it was paid.
 */
export async function bookPlacement(db: Db, actor: Actor, req: BookingRequest, now = new Date()): Promise<PlacementBookingStart> {
  const retailer = await requireRetailerProfile(db, actor);
  if (req.exclusive && effectiveTier(retailer) !== "premium") {
    throw new AppError("INVALID_INPUT", BOOKING_MESSAGES.exclusivePremium, { fieldErrors: { exclusive: [BOOKING_MESSAGES.exclusivePremium] } });
  }
  const rates = await currentRates();
  const terms = await getRetailerTerms(db, { id: retailer.id, userId: actor.userId }, rates);
  const quoted = quoteBooking(req, terms.timeZone, now);
  if (!quoted.ok) {
    const [first] = Object.values(quoted.fieldErrors);
    throw new AppError("INVALID_INPUT", first, { fieldErrors: Object.fromEntries(Object.entries(quoted.fieldErrors).map(([k, v]) => [k, [v]])) });
  }
  const { quote } = quoted;
  // An exclusive period may not overlap another retailer's exclusive hold near the same shoppers (decision 056).
  if (req.exclusive) await assertExclusiveFree(db, retailer, req.placement, quote, terms.timeZone, now);
  const demo = retailer.isDemo;
  const amountUsdCents = demo ? 0 : quote.amountUsdCents;
  const displayAmountCents = amountUsdCents === 0 ? 0 : convertCents(amountUsdCents, "USD", terms.currency, rates);

  // A booking whose period is over no longer holds the placement.
  await db.update(b).set({ status: "ended", updatedAt: now }).where(and(eq(b.retailerId, retailer.id), eq(b.placement, req.placement), inArray(b.status, ["active", "paused"]), isNotNull(b.endsAt), lte(b.endsAt, now)));
  const [open] = await db.select({ id: b.id, status: b.status, sessionId: b.stripeCheckoutSessionId, exclusive: b.exclusive, renewal: b.renewal, startDate: b.startDate, endDate: b.endDate, amount: b.amountUsdCents }).from(b).where(and(eq(b.retailerId, retailer.id), eq(b.placement, req.placement), inArray(b.status, OPEN))).limit(1);
  if (open) {
    if (open.status !== "awaiting_payment") throw new AppError("CONFLICT", BOOKING_MESSAGES.alreadyBooked);
    const same = open.exclusive === req.exclusive && open.renewal === req.renewal && open.startDate === req.startDate && (open.endDate ?? null) === (req.renewal === "fixed" ? req.endDate : null) && open.amount === amountUsdCents;
    const session = open.sessionId ? await getStripe().checkout.sessions.retrieve(open.sessionId) : null;
    if (same && session?.status === "open" && session.url) return { status: "awaiting_payment", bookingId: open.id, checkoutUrl: session.url };
    // Other terms (or a checkout no longer open): the old checkout is closed first, so it can never be paid as well.
    if (session?.status === "open") await getStripe().checkout.sessions.expire(session.id, {}, { idempotencyKey: `placement-checkout-expire:v1:${session.id}` });
    await db.transaction(async (tx) => {
      await tx.update(b).set({ status: "superseded", updatedAt: now }).where(and(eq(b.id, open.id), eq(b.status, "awaiting_payment")));
      await tx.update(p).set({ status: "superseded" }).where(and(eq(p.placementBookingId, open.id), eq(p.status, "pending")));
    });
  }

  const values = {
    retailerId: retailer.id, placement: req.placement, exclusive: req.exclusive, renewal: req.renewal, startDate: req.startDate,
    endDate: req.renewal === "fixed" ? req.endDate : null, timeZone: terms.timeZone, startsAt: quote.startsAt, endsAt: quote.endsAt,
    monthlyUsdCents: demo ? 0 : quote.monthlyUsdCents, amountUsdCents, months: quote.months, displayCurrency: terms.currency, displayAmountCents,
  };
  const tier = effectiveTier(retailer);
  if (demo) {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(b).values({ ...values, status: "active", isDemoNoCharge: true, paidThrough: quote.endsAt }).onConflictDoNothing().returning({ id: b.id });
      if (!row) throw new AppError("CONFLICT", BOOKING_MESSAGES.alreadyBooked);
      await tx.insert(p).values({ retailerId: retailer.id, kind: "placement", amountCents: 0, currency: "USD", displayAmountCents: 0, displayCurrency: terms.currency, description: describe(req, true), couponCount: 0, placementBookingId: row.id, subscriptionTierAtTime: tier, isDemoNoCharge: true, status: "no_charge", paidAt: now });
      return row.id;
    });
    return { status: "booked", bookingId: id };
  }

  const booking = await db.transaction(async (tx) => {
    const [row] = await tx.insert(b).values({ ...values, status: "awaiting_payment" }).onConflictDoNothing().returning({ id: b.id });
    // A concurrent click inserted it first: that one's checkout is the one to pay.
    if (!row) throw new AppError("CONFLICT", "This placement's booking is being set up. Please try again in a moment.");
    let paymentId: string | null = null;
    if (req.renewal === "fixed") {
      const [pay] = await tx
        .insert(p)
        .values({ retailerId: retailer.id, kind: "placement", amountCents: amountUsdCents, currency: "USD", displayAmountCents, displayCurrency: terms.currency, description: describe(req, false), couponCount: 0, placementBookingId: row.id, subscriptionTierAtTime: tier, status: "pending" })
        .returning({ id: p.id });
      paymentId = pay.id;
    }
    return { id: row.id, paymentId };
  });

  await getWebhookSecret();
  const customer = await ensureCustomerId(db, actor);
  const metadata = { kind: "placement", bookingId: booking.id, retailerId: retailer.id, userId: actor.userId, audience: "retailer", paymentId: booking.paymentId ?? "" };
  const name = `${PLACEMENT_TITLES[req.placement]} (${req.exclusive ? "exclusive" : "standard"})`;
  const back = { success_url: appUrl("/retailer/banners?placement_payment=success"), cancel_url: appUrl("/retailer/banners?placement_payment=canceled") };
  const session =
    req.renewal === "fixed"
      ? await getStripe().checkout.sessions.create(
          {
            mode: "payment", customer, ...back, client_reference_id: booking.id, metadata, payment_intent_data: { metadata },
            line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: amountUsdCents, product_data: { name, description: `${req.startDate} to ${req.endDate} (${quote.months} × 30 days)` } } }],
          },
          { idempotencyKey: `placement-checkout:v1:${booking.id}` },
        )
      : await getStripe().checkout.sessions.create(
          {
            mode: "subscription", customer, ...back, client_reference_id: booking.id, metadata, subscription_data: { metadata },
            line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: quote.monthlyUsdCents, recurring: { interval: "month" }, product_data: { name } } }],
          },
          { idempotencyKey: `placement-checkout:v1:${booking.id}` },
        );
  await db.update(b).set({ stripeCheckoutSessionId: session.id, updatedAt: new Date() }).where(eq(b.id, booking.id));
  if (booking.paymentId) await db.update(p).set({ stripeCheckoutSessionId: session.id }).where(eq(p.id, booking.paymentId));
  if (!session.url) throw new Error("Checkout session has no url");
  return { status: "awaiting_payment", bookingId: booking.id, checkoutUrl: session.url };
}

async function ownBooking(db: Db, actor: Actor, bookingId: string) {
  const retailer = await requireRetailerProfile(db, actor);
  const [row] = await db.select({ id: b.id, status: b.status, subscriptionId: b.stripeSubscriptionId, sessionId: b.stripeCheckoutSessionId, endsAt: b.endsAt }).from(b).where(and(eq(b.id, bookingId), eq(b.retailerId, retailer.id))).limit(1);
  if (!row) throw new AppError("NOT_FOUND", BOOKING_MESSAGES.notFound);
  return { retailer, booking: row };
}

/** Pause: the banners stop at once; the dates and billing go on (a pause is not a refund). */
export async function pauseBooking(db: Db, actor: Actor, bookingId: string, now = new Date()): Promise<void> {
  const { retailer, booking } = await ownBooking(db, actor, bookingId);
  if (booking.endsAt && booking.endsAt <= now) throw new AppError("CONFLICT", "This booking has ended.");
  const [row] = await db.update(b).set({ status: "paused", pausedAt: now, updatedAt: now }).where(and(eq(b.id, booking.id), eq(b.retailerId, retailer.id), eq(b.status, "active"))).returning({ id: b.id });
  if (!row) throw new AppError("CONFLICT", "Only a paid, running or scheduled booking can be paused.");
}

export async function resumeBooking(db: Db, actor: Actor, bookingId: string, now = new Date()): Promise<void> {
  const { retailer, booking } = await ownBooking(db, actor, bookingId);
  if (booking.endsAt && booking.endsAt <= now) throw new AppError("CONFLICT", "This booking has ended.");
  const [row] = await db.update(b).set({ status: "active", pausedAt: null, updatedAt: now }).where(and(eq(b.id, booking.id), eq(b.retailerId, retailer.id), eq(b.status, "paused"))).returning({ id: b.id });
  if (!row) throw new AppError("CONFLICT", "Only a paused booking can be resumed.");
}

/**
 * Cancel: the banners stop at once and nothing more is charged — a monthly booking's Stripe
 * subscription is cancelled first (so a Stripe failure leaves the booking as it was, not
 * "cancelled" while still renewing), an unpaid checkout is closed. Paid time is not refunded.
 */
export async function cancelBooking(db: Db, actor: Actor, bookingId: string, now = new Date()): Promise<void> {
  const { retailer, booking } = await ownBooking(db, actor, bookingId);
  if (!OPEN.includes(booking.status)) throw new AppError("CONFLICT", "This booking is already over.");
  const stripe = getStripe();
  if (booking.subscriptionId) {
    const sub = await stripe.subscriptions.retrieve(booking.subscriptionId);
    if (sub.status !== "canceled") await stripe.subscriptions.cancel(booking.subscriptionId, {}, { idempotencyKey: `placement-cancel:v1:${booking.id}` });
  } else if (booking.status === "awaiting_payment" && booking.sessionId) {
    const session = await stripe.checkout.sessions.retrieve(booking.sessionId);
    if (session.status === "open") await stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: `placement-checkout-expire:v1:${session.id}` });
  }
  await db.transaction(async (tx) => {
    // Closing the checkout may already have delivered checkout.session.expired (the fake does so at once): still the owner's cancel.
    const from = booking.status === "awaiting_payment" ? [...OPEN, "expired"] : OPEN;
    await tx.update(b).set({ status: "cancelled", cancelledAt: now, updatedAt: now }).where(and(eq(b.id, booking.id), eq(b.retailerId, retailer.id), inArray(b.status, from)));
    await tx.update(p).set({ status: "expired" }).where(and(eq(p.placementBookingId, booking.id), eq(p.status, "pending")));
  });
  logger.info({ event: "placement_booking_cancelled", bookingId: booking.id }, "placement booking cancelled");
}

export interface OwnBookingRow {
  id: string;
  placement: BookablePlacement;
  exclusive: boolean;
  renewal: "fixed" | "monthly";
  startDate: string;
  endDate: string | null;
  startsAt: Date;
  endsAt: Date | null;
  paidThrough: Date | null;
  status: string;
  amountUsdCents: number;
  monthlyUsdCents: number;
  months: number;
  displayCurrency: string;
  displayAmountCents: number;
  isDemoNoCharge: boolean;
  createdAt: Date;
}

/** The retailer's recent bookings; the retailer is the session's (requireRetailerProfile), never a bare id. */
export async function listOwnBookingRows(db: Db, retailer: { id: string }): Promise<OwnBookingRow[]> {
  const rows = await db
    .select({ id: b.id, placement: b.placement, exclusive: b.exclusive, renewal: b.renewal, startDate: b.startDate, endDate: b.endDate, startsAt: b.startsAt, endsAt: b.endsAt, paidThrough: b.paidThrough, status: b.status, amountUsdCents: b.amountUsdCents, monthlyUsdCents: b.monthlyUsdCents, months: b.months, displayCurrency: b.displayCurrency, displayAmountCents: b.displayAmountCents, isDemoNoCharge: b.isDemoNoCharge, createdAt: b.createdAt })
    .from(b)
    .where(and(eq(b.retailerId, retailer.id), inArray(b.status, [...OPEN, "ended", "cancelled", "expired"])))
    .orderBy(desc(b.createdAt))
    .limit(30);
  return rows.map((r) => ({ ...r, renewal: r.renewal === "monthly" ? "monthly" : "fixed" }));
}
