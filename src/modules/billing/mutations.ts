import "server-only";
import { and, desc, eq, gt, inArray, or } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { env } from "@/server/env";
import { AppError } from "@/server/errors";
import { getRetailerProfile, requireRetailerProfile } from "@/modules/retailers";
import { ensureCustomerId, findCustomerId } from "./customers";
import { effectiveTier, PREMIUM_PLAN_USD_CENTS, type Tier } from "./plans";
import { getCouponFeeQuote } from "./queries";
import { couponFeePaymentSchema } from "./schemas";
import { getStripe, getWebhookSecret, premiumLineItem, shopperPremiumAvailable } from "./stripe-client";
import type { CouponFeeLedger, CouponFeePaymentStart } from "./types";

const appUrl = (path: string) => new URL(path, env.APP_URL).toString();
/** Idempotency keys for requests that have no row of their own: one per user and time bucket. */
const bucket = (minutes: number, now = new Date()) => Math.floor(now.getTime() / (minutes * 60_000));

export const DEMO_NO_BILLING = "Demo Access – No Billing. Explore all premium features for free!";
export const SHOPPER_PREMIUM_LATER = "Premium for shoppers is coming later — Cartwise is free for shoppers.";

/** Subscription statuses that still hold (or are about to hold) the plan: a second checkout would double-charge. */
const HOLDING_STATUSES = ["active", "trialing", "past_due", "unpaid", "incomplete"];

/**
 * create-checkout: a Stripe Checkout Session (subscription mode) for premium; returns its address.
 * One subscription per account (decision 033): an account holding a subscription (active,
 * trialing, or in payment trouble) gets its billing portal instead, and one with a checkout still
 * open gets that same checkout back — however long ago it was opened — so two checkouts can never
 * both be paid.
 */
export async function createSubscriptionCheckout(db: Db, actor: Actor, input: { tier: "premium" }, now = new Date()): Promise<{ url: string; kind: "checkout" | "portal" }> {
  const retailer = await getRetailerProfile(db, actor);
  let audience: "retailer" | "shopper";
  let returnTo: { success: string; cancel: string };
  if (retailer) {
    if (retailer.isDemo) throw new AppError("CONFLICT", DEMO_NO_BILLING, { title: "Demo Account" });
    audience = "retailer";
    returnTo = { success: "/retailer/subscription?success=true", cancel: "/retailer/subscription?canceled=true" };
  } else {
    if (!shopperPremiumAvailable()) throw new AppError("CONFLICT", SHOPPER_PREMIUM_LATER, { title: "Coming later" });
    audience = "shopper";
    returnTo = { success: "/?success=true", cancel: "/?cancelled=true" };
  }
  const held = await holdingSubscription(db, actor, retailer?.id ?? null);
  if (held || (retailer && effectiveTier(retailer) === "premium")) {
    if (!(await findCustomerId(db, actor))) throw new AppError("CONFLICT", "You're already on Premium. Use Manage Subscription to change it.");
    return { ...(await openBillingPortal(db, actor)), kind: "portal" };
  }
  const open = await openCheckoutOf(db, actor, now);
  if (open) return open;

  const lineItem = premiumLineItem(audience, PREMIUM_PLAN_USD_CENTS);
  if (!lineItem) throw new AppError("CONFLICT", SHOPPER_PREMIUM_LATER, { title: "Coming later" });
  await getWebhookSecret(); // the local fake learns where to send this account's events
  const customer = await ensureCustomerId(db, actor);
  const metadata = { kind: "subscription", audience, userId: actor.userId, retailerId: retailer?.id ?? "", tier: input.tier };
  const session = await getStripe().checkout.sessions.create(
    {
      mode: "subscription",
      customer,
      line_items: [lineItem],
      success_url: appUrl(returnTo.success),
      cancel_url: appUrl(returnTo.cancel),
      client_reference_id: actor.userId,
      metadata,
      subscription_data: { metadata },
    },
    // Double clicks share one session; a new attempt after a subscription has come and gone gets a new one.
    { idempotencyKey: `subscription-checkout:v1:${actor.userId}:${input.tier}:${await latestSubscriptionId(db, actor)}:${bucket(10, now)}` },
  );
  if (!session.url) throw new Error("Checkout session has no url");
  const expiresAt = new Date((session.expires_at ?? Math.floor(now.getTime() / 1000) + 24 * 3600) * 1000);
  await db
    .insert(tables.subscriptionCheckouts)
    .values({ stripeCheckoutSessionId: session.id, userId: actor.userId, retailerId: retailer?.id ?? null, url: session.url, expiresAt })
    .onConflictDoNothing();
  return { url: session.url, kind: "checkout" };
}

async function holdingSubscription(db: Db, who: Pick<Actor, "userId">, retailerId: string | null): Promise<boolean> {
  const s = tables.subscriptions;
  const owner = retailerId ? or(eq(s.retailerId, retailerId), eq(s.userId, who.userId)) : eq(s.userId, who.userId);
  const [row] = await db.select({ id: s.id }).from(s).where(and(owner, inArray(s.status, HOLDING_STATUSES))).limit(1);
  return Boolean(row);
}

/**
 * A subscription checkout of this account that can still be paid: asked of Stripe (the session's
 * own status), not assumed from our row. Completed means a subscription is on its way: the portal.
 */
async function openCheckoutOf(db: Db, actor: Actor, now: Date): Promise<{ url: string; kind: "checkout" | "portal" } | null> {
  const sc = tables.subscriptionCheckouts;
  const rows = await db.select({ id: sc.stripeCheckoutSessionId, url: sc.url }).from(sc).where(and(eq(sc.userId, actor.userId), gt(sc.expiresAt, now))).orderBy(desc(sc.createdAt));
  for (const row of rows) {
    const session = await getStripe().checkout.sessions.retrieve(row.id);
    if (session.status === "open") return { url: session.url ?? row.url, kind: "checkout" };
    if (session.status === "complete") {
      // Paid: until its subscription reaches our table (the webhook may still be on its way) the plan is held.
      const subId = typeof session.subscription === "string" ? session.subscription : (session.subscription?.id ?? null);
      const s = tables.subscriptions;
      const recorded = subId ? (await db.select({ id: s.id }).from(s).where(eq(s.stripeSubscriptionId, subId)).limit(1)).length > 0 : false;
      if (!recorded) return { url: (await openBillingPortal(db, actor)).url, kind: "portal" };
    }
    await db.delete(sc).where(eq(sc.stripeCheckoutSessionId, row.id));
  }
  return null;
}

async function latestSubscriptionId(db: Db, who: Pick<Actor, "userId">): Promise<string> {
  const s = tables.subscriptions;
  const [row] = await db.select({ id: s.id }).from(s).where(eq(s.userId, who.userId)).orderBy(desc(s.createdAt)).limit(1);
  return row?.id ?? "none";
}

/** customer-portal: a billing portal session for the signed-in account's own Stripe customer. */
export async function openBillingPortal(db: Db, actor: Actor): Promise<{ url: string }> {
  const { userId } = actor;
  const retailer = await getRetailerProfile(db, actor);
  if (retailer?.isDemo) throw new AppError("CONFLICT", DEMO_NO_BILLING, { title: "Demo Account" });
  const customer = await findCustomerId(db, actor);
  if (!customer) throw new AppError("NOT_FOUND", "There is no subscription to manage yet.", { title: "Portal unavailable" });
  const returnPath = retailer ? "/retailer/subscription" : "/profile";
  const session = await getStripe().billingPortal.sessions.create(
    { customer, return_url: appUrl(returnPath) },
    { idempotencyKey: `portal:v1:${userId}:${bucket(1)}` },
  );
  return { url: session.url };
}

function feeDescription(title: string, tier: Tier, demo: boolean): string {
  const base = `Coupon upload fee — ${title}`.slice(0, 160);
  return demo ? `${base} (demo account, no charge)` : `${base} (${tier === "premium" ? "Premium" : "Basic"} rate)`;
}

/**
 * Settles a coupon's upload fee. The coupon (owned by the coupons module, read and written through
 * the `coupons` ledger its caller hands over) must belong to the actor's retailer and await payment.
 * Demo account: a no-charge record and the coupon goes live at once. Otherwise a pending payment
 * row and a Checkout Session (payment mode); the coupon goes live only when the signed
 * checkout.session.completed webhook arrives.
 */
export async function startCouponFeePayment(
  db: Db,
  actor: Actor,
  input: { couponId: string; returnPath?: string },
  coupons: Pick<CouponFeeLedger, "findOwnCoupon" | "waiveFee">,
): Promise<CouponFeePaymentStart> {
  const parsed = couponFeePaymentSchema.safeParse(input);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Coupon not found");
  const { couponId, returnPath = "/retailer/dashboard" } = parsed.data;
  const retailer = await requireRetailerProfile(db, actor);
  const coupon = await coupons.findOwnCoupon(db, retailer, couponId);
  if (!coupon) throw new AppError("NOT_FOUND", "Coupon not found");
  if (coupon.feeStatus !== "awaiting_payment") return { status: "live" };

  const quote = await getCouponFeeQuote(db, actor);
  const p = tables.retailerPayments;
  if (quote.usdCents === 0) {
    await db.transaction(async (tx) => {
      if (!(await coupons.waiveFee(tx, coupon))) return; // a concurrent call already waived it
      await tx.insert(p).values({
        retailerId: retailer.id, kind: "coupon_fee", amountCents: 0, currency: "USD", displayAmountCents: 0, displayCurrency: quote.displayCurrency,
        description: feeDescription(coupon.title, quote.tier, true), couponCount: 1, couponId: coupon.id, subscriptionTierAtTime: quote.tier,
        isDemoNoCharge: true, status: "no_charge", paidAt: new Date(),
      });
    });
    return { status: "live" };
  }

  const stripe = getStripe();
  const [open] = await db
    .select({ id: p.id, amountCents: p.amountCents, sessionId: p.stripeCheckoutSessionId })
    .from(p)
    .where(and(eq(p.couponId, coupon.id), eq(p.status, "pending")))
    .limit(1);
  if (open?.sessionId && open.amountCents === quote.usdCents) {
    const session = await stripe.checkout.sessions.retrieve(open.sessionId);
    if (session.status === "open" && session.url) return { status: "awaiting_payment", checkoutUrl: session.url };
  }
  if (open && (open.amountCents !== quote.usdCents || open.sessionId)) {
    // The tier changed since, or its session is no longer open: keep it in the history, start afresh.
    await db.update(p).set({ status: "superseded" }).where(and(eq(p.id, open.id), eq(p.status, "pending")));
  }
  const [created] = await db
    .insert(p)
    .values({
      retailerId: retailer.id, kind: "coupon_fee", amountCents: quote.usdCents, currency: "USD", displayAmountCents: quote.displayCents,
      displayCurrency: quote.displayCurrency, description: feeDescription(coupon.title, quote.tier, false), couponCount: 1, couponId: coupon.id,
      subscriptionTierAtTime: quote.tier, status: "pending",
    })
    .onConflictDoNothing()
    .returning({ id: p.id, amountCents: p.amountCents });
  const payment =
    created ??
    (await db.select({ id: p.id, amountCents: p.amountCents }).from(p).where(and(eq(p.couponId, coupon.id), eq(p.status, "pending"))).limit(1))[0];
  if (!payment) throw new AppError("CONFLICT", "This coupon's payment changed meanwhile. Please try again.");

  await getWebhookSecret();
  const customer = await ensureCustomerId(db, actor);
  const metadata = { kind: "coupon_fee", couponId: coupon.id, paymentId: payment.id, retailerId: retailer.id };
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      customer,
      line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: payment.amountCents, product_data: { name: "Coupon upload fee", description: coupon.title } } }],
      success_url: appUrl(`${returnPath}?coupon_payment=success`),
      cancel_url: appUrl(`${returnPath}?coupon_payment=canceled`),
      client_reference_id: payment.id,
      metadata,
      payment_intent_data: { metadata },
    },
    { idempotencyKey: `coupon-fee-checkout:v1:${payment.id}` },
  );
  await db.update(p).set({ stripeCheckoutSessionId: session.id }).where(eq(p.id, payment.id));
  if (!session.url) throw new Error("Checkout session has no url");
  return { status: "awaiting_payment", checkoutUrl: session.url };
}

