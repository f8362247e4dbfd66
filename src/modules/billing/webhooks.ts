import "server-only";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type Stripe from "stripe";
import { tables, type Db, type DbTx } from "@/server/db";
import { logger } from "@/server/logger";
import { convertCents, type CurrencyCode, type RatesTable } from "@/modules/currency/engine";
import { findRetailerOfUser } from "@/modules/retailers";
import { currentRates, displayCurrencyFor } from "./queries";
import { getRetailerTerms } from "./terms";
import { getStripe, getWebhookSecret, HANDLED_EVENTS, type HandledEvent } from "./stripe-client";
import { applySubscriptionState, resolveOwner, type RetailerSubscriptionOwner, type SubscriptionOwner } from "./sync";
import { cancelDuplicateSubscriptions } from "./duplicates";
import type { CouponFeeLedger } from "./types";
import { applyPlacementEffect, isPlacement, placementCheckoutEffect, placementInvoiceEffect, type PlacementEffect } from "./placement-webhooks";

type Tx = DbTx;
/** The coupons module's fee write, run in the event's transaction (the route hands it over: billing cannot import coupons). */
type CouponFees = Pick<CouponFeeLedger, "markFeePaid">;

export interface WebhookOutcome { status: 200 | 400; body: { received: boolean; duplicate?: boolean; ignored?: boolean; error?: string } }

/** Stripe's default: a signature older than 5 minutes is refused (replayed captures). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

type Effect =
  | { kind: "coupon_paid"; sessionId: string; clientReferenceId: string | null; paymentId: string; retailerId: string; couponId: string; paymentIntentId: string | null; amountTotal: number }
  | { kind: "checkout_expired"; sessionId: string }
  | { kind: "subscription"; sub: Stripe.Subscription }
  | { kind: "invoice"; invoice: Stripe.Invoice; sub: Stripe.Subscription; display: { currency: CurrencyCode; cents: number } }
  | { kind: "placement"; effect: PlacementEffect }
  | { kind: "none"; reason: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isHandled = (type: string): type is HandledEvent => (HANDLED_EVENTS as readonly string[]).includes(type);
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

/**
 * POST /api/stripe/webhook: verify the signature over the raw body (nothing is read or written
 * before that), act only on allow-listed events, and apply each event at most once — its id is
 * inserted in the same transaction as its effect, so replays and concurrent duplicates are no-ops.
 * State is re-read from the Stripe API, so events arriving out of order still end right.
 * Throws on our own failures (the route answers 500 and Stripe retries). A paid coupon fee marks the
 * coupon paid through `coupons` (the coupons module's ledger), inside that same transaction.
 */
export async function receiveStripeWebhook(db: Db, rawBody: string, signature: string | null, coupons: CouponFees): Promise<WebhookOutcome> {
  const secret = await getWebhookSecret();
  if (!secret) {
    logger.error({ event: "billing_webhook_unconfigured" }, "webhook refused: STRIPE_WEBHOOK_SECRET is not set");
    return { status: 400, body: { received: false, error: "Webhook not configured" } };
  }
  if (!signature) return { status: 400, body: { received: false, error: "Missing signature" } };
  let event: Stripe.Event;
  try {
    event = getStripe().webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    logger.warn({ event: "webhook_signature_fail" }, "webhook signature refused");
    return { status: 400, body: { received: false, error: "Invalid signature" } };
  }
  if (!isHandled(event.type)) return { status: 200, body: { received: true, ignored: true } };

  const e = tables.paymentWebhookEvents;
  const [seen] = await db.select({ id: e.id }).from(e).where(eq(e.id, event.id)).limit(1);
  if (seen) return { status: 200, body: { received: true, duplicate: true } };

  const effect = await prepareEffect(db, event);
  const applied = await db.transaction(async (tx) => {
    const inserted = await tx.insert(e).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: e.id });
    if (!inserted.length) return { applied: false, owner: null }; // a concurrent delivery of the same event won
    return { applied: true, owner: await applyEffect(tx, effect, event, coupons) };
  });
  // After the commit (the Stripe calls must not hold a transaction open): one subscription per retailer.
  // Every later subscription or invoice event of that retailer runs it again, so a failure here is retried.
  if (applied.owner) await cancelDuplicateSubscriptions(db, applied.owner);
  return { status: 200, body: { received: true, duplicate: !applied.applied } };
}

/** Network reads happen before the transaction: the current objects, never the event's snapshot of them. */
async function prepareEffect(db: Db, event: Stripe.Event): Promise<Effect> {
  const stripe = getStripe();
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const meta = session.metadata ?? {};
      if (isPlacement(meta)) {
        const placement = placementCheckoutEffect(session);
        return placement ? { kind: "placement", effect: placement } : { kind: "none", reason: "placement not paid" };
      }
      if (session.mode === "payment") {
        if (meta.kind !== "coupon_fee" || !meta.paymentId || !meta.couponId || !meta.retailerId) return { kind: "none", reason: "not a coupon fee" };
        if (session.payment_status !== "paid") return { kind: "none", reason: "not paid" };
        return { kind: "coupon_paid", sessionId: session.id, clientReferenceId: UUID.test(session.client_reference_id ?? "") ? session.client_reference_id : null, paymentId: meta.paymentId, retailerId: meta.retailerId, couponId: meta.couponId, paymentIntentId: idOf(session.payment_intent), amountTotal: session.amount_total ?? -1 };
      }
      const subId = idOf(session.subscription);
      return subId ? { kind: "subscription", sub: await stripe.subscriptions.retrieve(subId) } : { kind: "none", reason: "no subscription" };
    }
    case "checkout.session.expired":
      if (isPlacement(event.data.object.metadata)) return { kind: "placement", effect: { kind: "checkout_expired", sessionId: event.data.object.id } };
      return event.data.object.mode === "payment" ? { kind: "checkout_expired", sessionId: event.data.object.id } : { kind: "none", reason: "subscription checkout expired" };
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const sub = await stripe.subscriptions.retrieve(event.data.object.id);
      return isPlacement(sub.metadata) ? { kind: "placement", effect: { kind: "subscription", sub } } : { kind: "subscription", sub };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoiceId = event.data.object.id;
      if (!invoiceId) return { kind: "none", reason: "invoice without id" };
      const invoice = await stripe.invoices.retrieve(invoiceId);
      const subId = idOf(invoice.parent?.subscription_details?.subscription);
      if (!subId) return { kind: "none", reason: "invoice without subscription" };
      const sub = await stripe.subscriptions.retrieve(subId);
      if (isPlacement(sub.metadata)) return { kind: "placement", effect: await placementInvoiceEffect(db, invoice, sub) };
      const cents = invoice.status === "paid" ? invoice.amount_paid : invoice.amount_due;
      const userId = sub.metadata?.userId ?? "";
      const rates = await currentRates();
      const currency = /^[0-9a-f-]{36}$/i.test(userId) ? await invoiceCurrencyFor(db, userId, rates) : "USD";
      return { kind: "invoice", invoice, sub, display: { currency, cents: convertCents(cents, "USD", currency, rates) } };
    }
    default:
      return { kind: "none", reason: "unhandled" };
  }
}

/** Applies the effect; returns the verified retailer owner whose subscriptions it touched (null otherwise). */
async function applyEffect(tx: Tx, effect: Effect, event: Stripe.Event, coupons: CouponFees): Promise<RetailerSubscriptionOwner | null> {
  switch (effect.kind) {
    case "coupon_paid":
      await settleCouponFee(tx, effect, event, coupons);
      return null;
    case "checkout_expired": {
      const p = tables.retailerPayments;
      await tx.update(p).set({ status: "expired" }).where(and(eq(p.stripeCheckoutSessionId, effect.sessionId), eq(p.status, "pending")));
      await tx.delete(tables.subscriptionCheckouts).where(eq(tables.subscriptionCheckouts.stripeCheckoutSessionId, effect.sessionId));
      return null;
    }
    case "subscription": {
      const owner = await resolveOwner(tx, effect.sub);
      if (!owner) return warn(event, "subscription owner not recognised");
      await applySubscriptionState(tx, effect.sub, owner);
      return retailerOwner(owner);
    }
    case "invoice": {
      const owner = await resolveOwner(tx, effect.sub);
      if (!owner) return warn(event, "invoice owner not recognised");
      await applySubscriptionState(tx, effect.sub, owner);
      if (owner.retailerId) await recordInvoice(tx, owner.retailerId, effect);
      return retailerOwner(owner);
    }
    case "placement":
      await applyPlacementEffect(tx, effect.effect, event);
      return null;
    case "none":
      return null;
  }
}

/**
 * The fee is paid: the payment row and the coupon change together, or not at all. Which payment,
 * coupon and retailer is decided by our own records — the payment row holding the Checkout
 * Session id we stored when we created it — never by the event's metadata (issue 23 item 7). The
 * metadata must agree; where it names another payment, coupon or retailer the disagreement is
 * logged and ignored (our row's coupon is the one that was paid for). An amount other than the
 * row's, or a session we never stored, settles nothing and is logged.
 */
async function settleCouponFee(tx: Tx, paid: Extract<Effect, { kind: "coupon_paid" }>, event: Stripe.Event, coupons: CouponFees): Promise<void> {
  const p = tables.retailerPayments;
  const bySession = await tx
    .select({ id: p.id, retailerId: p.retailerId, couponId: p.couponId, amountCents: p.amountCents, status: p.status })
    .from(p)
    .where(and(eq(p.stripeCheckoutSessionId, paid.sessionId), eq(p.kind, "coupon_fee")))
    .limit(1);
  // The session id is written right after the session is created; if that write was lost, the row we
  // named as the session's client_reference_id, still without a session, is the only other match.
  const [payment] = bySession.length
    ? bySession
    : await tx
        .select({ id: p.id, retailerId: p.retailerId, couponId: p.couponId, amountCents: p.amountCents, status: p.status })
        .from(p)
        .where(and(eq(p.id, paid.clientReferenceId ?? "00000000-0000-0000-0000-000000000000"), isNull(p.stripeCheckoutSessionId), eq(p.kind, "coupon_fee")))
        .limit(1);
  const facts = { eventId: event.id, sessionId: paid.sessionId, metadata: { paymentId: paid.paymentId, couponId: paid.couponId, retailerId: paid.retailerId } };
  if (!payment || !payment.couponId) {
    logger.error({ event: "billing_coupon_fee_unmatched", ...facts }, "coupon fee paid for a checkout session we did not record; nothing settled");
    return;
  }
  if (payment.id !== paid.paymentId || payment.couponId !== paid.couponId || payment.retailerId !== paid.retailerId) {
    logger.error(
      { event: "billing_coupon_fee_metadata_mismatch", ...facts, recorded: { paymentId: payment.id, couponId: payment.couponId, retailerId: payment.retailerId } },
      "coupon fee event metadata disagrees with our payment record; the recorded coupon is settled, the metadata ignored",
    );
  }
  if (payment.amountCents !== paid.amountTotal) {
    logger.error({ event: "billing_coupon_fee_amount_mismatch", ...facts, recordedCents: payment.amountCents, paidCents: paid.amountTotal }, "coupon fee paid with an amount other than ours; nothing settled");
    return;
  }
  const [settled] = await tx
    .update(p)
    .set({ status: "paid", paidAt: new Date(), stripePaymentIntentId: paid.paymentIntentId, stripeCheckoutSessionId: paid.sessionId })
    .where(and(eq(p.id, payment.id), inArray(p.status, ["pending", "expired", "superseded"])))
    .returning({ id: p.id });
  if (!settled) return; // already paid: nothing more to do
  await coupons.markFeePaid(tx, { id: payment.couponId, retailerId: payment.retailerId });
}

async function recordInvoice(tx: Tx, retailerId: string, { invoice, display }: Extract<Effect, { kind: "invoice" }>): Promise<void> {
  const p = tables.retailerPayments;
  const paid = invoice.status === "paid";
  const status = paid ? "paid" : invoice.status === "void" ? "void" : "failed";
  const values = {
    retailerId, kind: "subscription", amountCents: paid ? invoice.amount_paid : invoice.amount_due, currency: "USD" as const,
    displayAmountCents: display.cents, displayCurrency: display.currency,
    description: paid ? "Premium plan — monthly subscription" : "Premium plan — payment failed", couponCount: 0,
    subscriptionTierAtTime: "premium" as const, stripeInvoiceId: invoice.id, status, paidAt: paid ? new Date() : null,
  };
  await tx
    .insert(p)
    .values(values)
    // A refunded duplicate (decision 033) stays refunded whatever the invoice event says later.
    .onConflictDoUpdate({ target: p.stripeInvoiceId, set: { status, description: values.description, amountCents: values.amountCents, paidAt: values.paidAt }, setWhere: ne(p.status, "refunded") });
}

/**
 * The currency a plan invoice is shown in: the retailer's terms (its stores' currency, decision
 * 049) — as the plan card, coupon fees and placements show — else the account's profile currency.
 */
async function invoiceCurrencyFor(db: Db, userId: string, rates: RatesTable): Promise<CurrencyCode> {
  const retailer = await findRetailerOfUser(db, { userId });
  return retailer ? (await getRetailerTerms(db, { id: retailer.id, userId }, rates)).currency : displayCurrencyFor(db, { userId });
}

/** The owner as cancelDuplicateSubscriptions takes it: only a verified owner with a retailer. */
const retailerOwner = (owner: SubscriptionOwner): RetailerSubscriptionOwner | null => (owner.retailerId ? { ...owner, retailerId: owner.retailerId } : null);

function warn(event: Stripe.Event, message: string): null {
  logger.warn({ event: "billing_webhook_skipped", type: event.type, id: event.id }, message);
  return null;
}
