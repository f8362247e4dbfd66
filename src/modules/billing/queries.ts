import "server-only";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { convertCents, FALLBACK_RATES, type CurrencyCode, type RatesTable } from "@/modules/currency/engine";
import { getExchangeRates } from "@/modules/currency";
import { getRetailerProfile, requireRetailerProfile } from "@/modules/retailers";
import { getProfileRegion } from "@/modules/users";
import { couponUploadFeeUsdCents, DEMO_BADGE_TEXT, DEMO_DESCRIPTION, effectiveTier, grantsPremium, PREMIUM_PLAN_USD_CENTS } from "./plans";
import type { BillingHistoryRow, CouponFeeQuote, DemoStatus, RetailerPlan, ShopperPremium, SubscriptionStatus } from "./types";
import { shopperPremiumAvailable } from "./stripe-client";
import { getRetailerTerms } from "./terms";
import { formatInvoiceNumber } from "./invoices/layout";

/** The account's display currency (profile override, else its country, else USD). */
export async function displayCurrencyFor(db: Db, who: Pick<Actor, "userId">): Promise<CurrencyCode> {
  return (await getProfileRegion(db, who)).currency;
}

export async function currentRates(): Promise<RatesTable> {
  return (await getExchangeRates().catch(() => null))?.rates ?? FALLBACK_RATES;
}

/** The upload fee the server will charge, and the same amount in the retailer's currency (its terms) with the rate. */
export async function getCouponFeeQuote(db: Db, actor: Actor): Promise<CouponFeeQuote> {
  const retailer = await requireRetailerProfile(db, actor);
  const usdCents = couponUploadFeeUsdCents(retailer);
  const rates = await currentRates();
  const terms = await getRetailerTerms(db, { id: retailer.id, userId: actor.userId }, rates);
  const displayCents = usdCents === 0 ? 0 : convertCents(usdCents, "USD", terms.currency, rates);
  return { usdCents, displayCents, displayCurrency: terms.currency, ratePerUsd: terms.ratePerUsd, tier: effectiveTier(retailer), isDemo: retailer.isDemo };
}

async function latestSubscription(db: Db, where: ReturnType<typeof and>) {
  const s = tables.subscriptions;
  const [row] = await db
    .select({ status: s.status, tier: s.tier, currentPeriodEnd: s.currentPeriodEnd, cancelAtPeriodEnd: s.cancelAtPeriodEnd, endedAt: s.endedAt })
    .from(s)
    .where(where)
    .orderBy(desc(s.updatedAt))
    .limit(1);
  return row ?? null;
}

/**
 * check-subscription: retailers get their plan (premium while the subscription is active, or the
 * demo account's premium_active); shoppers their shopper-premium subscription.
 */
export async function getSubscriptionStatus(db: Db, actor: Actor): Promise<SubscriptionStatus> {
  const s = tables.subscriptions;
  const retailer = await getRetailerProfile(db, actor);
  if (retailer) {
    const tier = effectiveTier(retailer);
    const sub = await latestSubscription(db, and(eq(s.retailerId, retailer.id)));
    return { subscribed: tier === "premium", subscription_tier: tier, subscription_end: sub?.currentPeriodEnd?.toISOString() ?? null };
  }
  const sub = await latestSubscription(db, and(eq(s.userId, actor.userId), isNull(s.retailerId)));
  if (!sub || !grantsPremium(sub.status)) return { subscribed: false, subscription_tier: null, subscription_end: null };
  return { subscribed: true, subscription_tier: sub.tier, subscription_end: sub.currentPeriodEnd?.toISOString() ?? null };
}

export async function getDemoStatus(db: Db, actor: Actor): Promise<DemoStatus> {
  const retailer = await getRetailerProfile(db, actor);
  if (!retailer) return { isDemo: false, subscriptionTier: null, premiumActive: false, billingEnabled: true, badgeText: null, description: null };
  return {
    isDemo: retailer.isDemo,
    subscriptionTier: retailer.tier,
    premiumActive: retailer.premiumActive,
    billingEnabled: !retailer.isDemo,
    badgeText: retailer.isDemo ? DEMO_BADGE_TEXT : null,
    description: retailer.isDemo ? DEMO_DESCRIPTION : null,
  };
}

export async function getRetailerPlan(db: Db, actor: Actor): Promise<RetailerPlan> {
  const retailer = await requireRetailerProfile(db, actor);
  const s = tables.subscriptions;
  const sub = await latestSubscription(db, and(eq(s.retailerId, retailer.id)));
  const [customer] = await db.select({ id: tables.billingCustomers.userId }).from(tables.billingCustomers).where(eq(tables.billingCustomers.userId, actor.userId)).limit(1);
  const terms = await getRetailerTerms(db, { id: retailer.id, userId: actor.userId });
  return {
    retailerName: retailer.name,
    tier: effectiveTier(retailer),
    isDemo: retailer.isDemo,
    subscriptionStatus: sub?.status ?? null,
    subscriptionEnd: sub?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
    subscriptionEndedAt: sub?.endedAt?.toISOString() ?? null,
    terms,
    canManage: !retailer.isDemo && Boolean(customer) && Boolean(sub),
    premiumPriceUsdCents: PREMIUM_PLAN_USD_CENTS,
  };
}

/** The retailer's currency and time zone (pages that show its money and dates). */
export async function getOwnRetailerTerms(db: Db, actor: Actor) {
  const retailer = await requireRetailerProfile(db, actor);
  return getRetailerTerms(db, { id: retailer.id, userId: actor.userId });
}

/** The retailer's receipts, newest first (settings page). Superseded attempts are not shown. */
export async function getBillingHistory(db: Db, actor: Actor, options: { limit?: number } = {}): Promise<BillingHistoryRow[]> {
  const retailer = await requireRetailerProfile(db, actor);
  const p = tables.retailerPayments;
  const rows = await db
    .select({
      id: p.id, createdAt: p.createdAt, paidAt: p.paidAt, description: p.description, amountCents: p.amountCents,
      displayAmountCents: p.displayAmountCents, displayCurrency: p.displayCurrency, status: p.status, isDemoNoCharge: p.isDemoNoCharge, invoiceNumber: p.invoiceNumber,
    })
    .from(p)
    .where(eq(p.retailerId, retailer.id))
    .orderBy(desc(p.createdAt))
    .limit(Math.min(200, options.limit ?? 50));
  return rows
    .filter((r) => r.status !== "superseded")
    .map((r) => ({
      id: r.id,
      date: (r.paidAt ?? r.createdAt).toISOString(),
      description: r.description,
      amountUsdCents: r.amountCents,
      displayCents: r.displayAmountCents,
      displayCurrency: r.displayCurrency,
      status: r.status,
      isDemoNoCharge: r.isDemoNoCharge,
      invoiceNumber: r.invoiceNumber === null ? null : formatInvoiceNumber(r.invoiceNumber),
    }));
}

/** The profile's premium area: upgrade (when a shopper price is configured), manage, or "coming later". */
export async function getShopperPremium(db: Db, actor: Actor): Promise<ShopperPremium> {
  const s = tables.subscriptions;
  const sub = await latestSubscription(db, and(eq(s.userId, actor.userId), isNull(s.retailerId)));
  const subscribed = Boolean(sub && grantsPremium(sub.status));
  return {
    available: shopperPremiumAvailable(),
    subscribed,
    subscriptionEnd: subscribed ? (sub?.currentPeriodEnd?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: subscribed && Boolean(sub?.cancelAtPeriodEnd),
    canManage: Boolean(sub),
  };
}

const MEMBERSHIP_STATUSES = ["active", "trialing"];

/**
 * The profile's membership line: the tier of the shopper's own (not a retailer's) subscription that
 * is active or trialing and whose period has not ended; null means "Free Member".
 */
export async function getShopperMembershipTier(db: Db, actor: Actor): Promise<"basic" | "premium" | null> {
  const s = tables.subscriptions;
  const [sub] = await db
    .select({ tier: s.tier })
    .from(s)
    .where(and(eq(s.userId, actor.userId), isNull(s.retailerId), inArray(s.status, MEMBERSHIP_STATUSES), sql`(${s.currentPeriodEnd} is null or ${s.currentPeriodEnd} > now())`))
    .limit(1);
  return sub?.tier ?? null;
}
