import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import { logger } from "@/server/logger";
import { PREMIUM_STATUSES } from "./plans";
import { getStripe } from "./stripe-client";
import { recomputeRetailerTier, type RetailerSubscriptionOwner } from "./sync";

export const DUPLICATE_REFUND_DESCRIPTION = "Duplicate Premium subscription — cancelled and refunded";

/**
 * One subscription per retailer (decision 033). Run after every subscription or invoice webhook
 * for a retailer: if it now holds more than one premium-granting subscription, the one it has
 * held longest stays; every other is cancelled at once through Stripe and its paid invoices
 * refunded, and the refund is written to the retailer's billing history (status "refunded") and to
 * the log. Stripe calls carry idempotency keys, so a retried webhook repeats nothing.
 * Returns the Stripe ids of the subscriptions it cancelled. It takes the subscription owner the
 * webhook verified (resolveOwner), never a bare retailer id.
 */
export async function cancelDuplicateSubscriptions(db: Db, owner: RetailerSubscriptionOwner): Promise<string[]> {
  const { retailerId } = owner;
  const s = tables.subscriptions;
  const live = await db
    .select({ id: s.id, stripeId: s.stripeSubscriptionId, userId: s.userId })
    .from(s)
    .where(and(eq(s.retailerId, retailerId), inArray(s.status, [...PREMIUM_STATUSES])))
    .orderBy(asc(s.createdAt), asc(s.id));
  const duplicates = live.slice(1).filter((d): d is typeof d & { stripeId: string } => Boolean(d.stripeId));
  if (!duplicates.length) return [];
  const stripe = getStripe();
  const cancelled: string[] = [];
  for (const dup of duplicates) {
    const sub = await stripe.subscriptions.cancel(dup.stripeId, {}, { idempotencyKey: `duplicate-subscription-cancel:v1:${dup.stripeId}` });
    const invoiceId = typeof sub.latest_invoice === "string" ? sub.latest_invoice : (sub.latest_invoice?.id ?? null);
    let refundedCents = 0;
    if (invoiceId) {
      const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ["payments"] });
      for (const payment of invoice.payments?.data ?? []) {
        const pi = payment.payment?.payment_intent;
        const piId = typeof pi === "string" ? pi : (pi?.id ?? null);
        if (!piId || payment.status !== "paid") continue;
        const refund = await stripe.refunds.create(
          { payment_intent: piId, reason: "duplicate", metadata: { retailerId, subscriptionId: dup.stripeId, invoiceId } },
          { idempotencyKey: `duplicate-subscription-refund:v1:${piId}` },
        );
        refundedCents += refund.amount;
      }
      await recordRefund(db, retailerId, invoiceId, refundedCents);
    }
    await db.update(s).set({ status: sub.status, updatedAt: new Date() }).where(eq(s.id, dup.id));
    logger.warn({ event: "billing_duplicate_subscription_cancelled", retailerId, subscriptionId: dup.stripeId, invoiceId, refundedCents }, "second active subscription for one retailer cancelled and refunded");
    cancelled.push(dup.stripeId);
  }
  await recomputeRetailerTier(db, owner);
  return cancelled;
}

/** The duplicate's invoice row becomes a refund record (or is created as one if its invoice.paid has not arrived yet). */
async function recordRefund(db: Db, retailerId: string, invoiceId: string, cents: number): Promise<void> {
  const p = tables.retailerPayments;
  const values = { status: "refunded", description: DUPLICATE_REFUND_DESCRIPTION, amountCents: cents, paidAt: null };
  await db
    .insert(p)
    .values({ retailerId, kind: "subscription", currency: "USD", displayAmountCents: 0, displayCurrency: "USD", couponCount: 0, subscriptionTierAtTime: "premium", stripeInvoiceId: invoiceId, ...values })
    .onConflictDoUpdate({ target: p.stripeInvoiceId, set: values });
}
