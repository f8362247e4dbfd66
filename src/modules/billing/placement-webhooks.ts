import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { tables, type Db, type DbTx } from "@/server/db";
import { logger } from "@/server/logger";
import { convertCents } from "@/modules/currency/engine";
import { getRetailerPlanFacts, retailerUserIdSql } from "@/modules/retailers";
import { currentRates } from "./queries";
import { customerIdOf } from "./sync";
import { BOOKING_MONTH_MS } from "./placement-pricing";

/**
 * Placement bookings in the Stripe webhook (decision 051). Which booking is decided by our own
 * records — the Checkout Session id we stored, or the booking named by a subscription we created
 * (believed only if its customer is the one we created for that retailer's user) — and the amount
 * must be ours. Each effect runs in the webhook's transaction with the event id, so a replay is a no-op.
 */
export type PlacementEffect =
  | { kind: "paid"; sessionId: string; amountTotal: number; paymentIntentId: string | null }
  | { kind: "subscribed"; sessionId: string; subscriptionId: string | null; customerId: string | null }
  | { kind: "checkout_expired"; sessionId: string }
  | { kind: "subscription"; sub: Stripe.Subscription }
  | { kind: "invoice"; invoice: Stripe.Invoice; sub: Stripe.Subscription; displayRate: { currency: string; cents: number } | null };

const b = tables.placementBookings;
const p = tables.retailerPayments;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

export const isPlacement = (meta: Stripe.Metadata | null | undefined) => meta?.kind === "placement";

/** The Stripe reads an invoice effect needs, before the transaction (as webhooks.ts does). */
export async function placementInvoiceEffect(db: Db, invoice: Stripe.Invoice, sub: Stripe.Subscription): Promise<PlacementEffect> {
  const bookingId = sub.metadata?.bookingId ?? "";
  let displayRate: { currency: string; cents: number } | null = null;
  if (UUID.test(bookingId)) {
    const [row] = await db.select({ currency: b.displayCurrency }).from(b).where(eq(b.id, bookingId)).limit(1);
    const cents = invoice.status === "paid" ? invoice.amount_paid : invoice.amount_due;
    if (row) displayRate = { currency: row.currency, cents: row.currency === "USD" ? cents : convertCents(cents, "USD", row.currency, await currentRates()) };
  }
  return { kind: "invoice", invoice, sub, displayRate };
}

/** The booking a subscription we created names, if its customer is that retailer user's customer. */
async function bookingOfSubscription(tx: DbTx, sub: Stripe.Subscription) {
  const bookingId = sub.metadata?.bookingId ?? "";
  if (!UUID.test(bookingId)) return null;
  const [row] = await tx
    .select({ id: b.id, retailerId: b.retailerId, status: b.status, monthly: b.monthlyUsdCents, subscriptionId: b.stripeSubscriptionId, renewal: b.renewal })
    .from(b)
    // The booking's retailer's user, through the retailers module's fragment (one statement, decision 059).
    .innerJoin(tables.billingCustomers, eq(tables.billingCustomers.userId, retailerUserIdSql(b.retailerId)))
    .where(and(eq(b.id, bookingId), eq(tables.billingCustomers.stripeCustomerId, customerIdOf(sub.customer) ?? "")))
    .limit(1);
  if (!row || row.renewal !== "monthly" || (row.subscriptionId && row.subscriptionId !== sub.id)) return null;
  return row;
}

export async function applyPlacementEffect(tx: DbTx, effect: PlacementEffect, event: Stripe.Event): Promise<void> {
  const now = new Date();
  const facts = { eventId: event.id, type: event.type };
  switch (effect.kind) {
    case "paid": {
      const [booking] = await tx.select({ id: b.id, amount: b.amountUsdCents, endsAt: b.endsAt, status: b.status }).from(b).where(and(eq(b.stripeCheckoutSessionId, effect.sessionId), eq(b.renewal, "fixed"))).limit(1);
      if (!booking) return void logger.error({ event: "billing_placement_unmatched", ...facts, sessionId: effect.sessionId }, "placement paid for a checkout session we did not record; nothing settled");
      if (booking.amount !== effect.amountTotal) return void logger.error({ event: "billing_placement_amount_mismatch", ...facts, recorded: booking.amount, paid: effect.amountTotal }, "placement paid with an amount other than ours; nothing settled");
      await tx.update(p).set({ status: "paid", paidAt: now, stripePaymentIntentId: effect.paymentIntentId }).where(and(eq(p.placementBookingId, booking.id), eq(p.stripeCheckoutSessionId, effect.sessionId), inArray(p.status, ["pending", "expired", "superseded"])));
      // Paid after it was cancelled or replaced (a race with the checkout's closing): recorded, not run.
      await tx.update(b).set({ status: "active", paidThrough: booking.endsAt, updatedAt: now }).where(and(eq(b.id, booking.id), eq(b.status, "awaiting_payment")));
      if (booking.status !== "awaiting_payment") logger.warn({ event: "billing_placement_paid_late", ...facts, bookingId: booking.id, status: booking.status }, "placement paid while not awaiting payment");
      return;
    }
    case "subscribed": {
      if (!effect.subscriptionId) return;
      await tx.update(b).set({ stripeSubscriptionId: effect.subscriptionId, updatedAt: now }).where(and(eq(b.stripeCheckoutSessionId, effect.sessionId), eq(b.renewal, "monthly"), sql`${b.stripeSubscriptionId} is null`));
      return;
    }
    case "checkout_expired": {
      await tx.update(b).set({ status: "expired", updatedAt: now }).where(and(eq(b.stripeCheckoutSessionId, effect.sessionId), eq(b.status, "awaiting_payment")));
      await tx.update(p).set({ status: "expired" }).where(and(eq(p.stripeCheckoutSessionId, effect.sessionId), eq(p.status, "pending")));
      return;
    }
    case "subscription": {
      const booking = await bookingOfSubscription(tx, effect.sub);
      if (!booking) return void logger.warn({ event: "billing_webhook_skipped", ...facts }, "placement subscription owner not recognised");
      const set = { stripeSubscriptionId: effect.sub.id, updatedAt: now };
      if (effect.sub.status === "canceled") {
        await tx.update(b).set({ ...set, status: "cancelled", cancelledAt: now }).where(and(eq(b.id, booking.id), inArray(b.status, ["awaiting_payment", "active", "paused", "payment_failed"])));
      } else if (["past_due", "unpaid", "incomplete_expired"].includes(effect.sub.status)) {
        await tx.update(b).set({ ...set, status: "payment_failed" }).where(and(eq(b.id, booking.id), inArray(b.status, ["active", "paused"])));
      } else {
        await tx.update(b).set(set).where(eq(b.id, booking.id));
      }
      return;
    }
    case "invoice": {
      const booking = await bookingOfSubscription(tx, effect.sub);
      if (!booking) return void logger.warn({ event: "billing_webhook_skipped", ...facts }, "placement invoice owner not recognised");
      const { invoice } = effect;
      const paid = invoice.status === "paid";
      const cents = paid ? invoice.amount_paid : invoice.amount_due;
      if (cents !== booking.monthly) return void logger.error({ event: "billing_placement_amount_mismatch", ...facts, recorded: booking.monthly, invoiced: cents }, "placement invoice for an amount other than ours; nothing settled");
      const status = paid ? "paid" : "failed";
      const retailer = await getRetailerPlanFacts(tx, { id: booking.retailerId });
      const [row] = await tx
        .insert(p)
        .values({
          retailerId: booking.retailerId, kind: "placement", amountCents: cents, currency: "USD", displayAmountCents: effect.displayRate?.cents ?? cents,
          displayCurrency: (effect.displayRate?.currency ?? "USD") as "USD", description: paid ? "Banner placement — monthly renewal" : "Banner placement — renewal payment failed",
          couponCount: 0, placementBookingId: booking.id, subscriptionTierAtTime: retailer?.tier === "premium" || retailer?.premiumActive ? "premium" : "basic",
          stripeInvoiceId: invoice.id, status, paidAt: paid ? now : null,
        })
        .onConflictDoUpdate({ target: p.stripeInvoiceId, set: { status, paidAt: paid ? now : null, description: paid ? "Banner placement — monthly renewal" : "Banner placement — renewal payment failed" }, setWhere: sql`${p.status} not in ('paid', 'refunded')` })
        .returning({ id: p.id });
      if (!row) return; // this invoice was already counted
      if (paid) {
        // 30 days more from the later of the start and the paid time so far; a failed booking runs again.
        await tx
          .update(b)
          .set({ stripeSubscriptionId: effect.sub.id, paidThrough: sql`greatest(coalesce(${b.paidThrough}, ${b.startsAt}), ${b.startsAt}) + make_interval(secs => ${BOOKING_MONTH_MS / 1000})`, status: sql`case when ${b.status} in ('awaiting_payment', 'payment_failed') then 'active' else ${b.status} end`, updatedAt: now })
          .where(and(eq(b.id, booking.id), inArray(b.status, ["awaiting_payment", "active", "paused", "payment_failed"])));
      } else {
        // A failed renewal stops the placement at once (as a failed plan payment downgrades at once).
        await tx.update(b).set({ stripeSubscriptionId: effect.sub.id, status: "payment_failed", updatedAt: now }).where(and(eq(b.id, booking.id), inArray(b.status, ["active", "paused", "awaiting_payment"])));
      }
      return;
    }
  }
}

export function placementCheckoutEffect(session: Stripe.Checkout.Session): PlacementEffect | null {
  if (session.mode === "payment") {
    if (session.payment_status !== "paid") return null;
    return { kind: "paid", sessionId: session.id, amountTotal: session.amount_total ?? -1, paymentIntentId: idOf(session.payment_intent) };
  }
  return { kind: "subscribed", sessionId: session.id, subscriptionId: idOf(session.subscription), customerId: customerIdOf(session.customer) };
}
