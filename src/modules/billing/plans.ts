/**
 * Billing constants and pure rules (no I/O): the server computes every amount from here.
 * All charges are in U.S. dollars; the spec's 24.99 on the analytics button is settled on 49.99
 * everywhere (docs/decisions/011-billing-and-stripe-fake.md).
 */
export type Tier = "basic" | "premium";

export const PREMIUM_PLAN_USD_CENTS = 4999;
export const COUPON_FEE_USD_CENTS: Readonly<Record<Tier, number>> = { basic: 1999, premium: 399 };
export const DEMO_BADGE_TEXT = "Demo Account";
export const DEMO_DESCRIPTION = "Demo Access – No Billing. Explore all premium features for free!";

/** Stripe subscription statuses that grant premium; anything else (past_due, unpaid, canceled, …) is basic. */
export const PREMIUM_STATUSES: ReadonlySet<string> = new Set(["active", "trialing"]);

export interface RetailerBillingFacts { tier: Tier; premiumActive: boolean; isDemo: boolean }

/** A retailer counts as premium if the tier is premium or premium_active is set (spec §3). */
export function effectiveTier(r: { tier: Tier; premiumActive: boolean }): Tier {
  return r.tier === "premium" || r.premiumActive ? "premium" : "basic";
}

/** Coupon upload fee in USD cents: demo 0, premium 3.99, basic 19.99. */
export function couponUploadFeeUsdCents(retailer: RetailerBillingFacts): number {
  if (retailer.isDemo) return 0;
  return COUPON_FEE_USD_CENTS[effectiveTier(retailer)];
}

export function grantsPremium(status: string): boolean {
  return PREMIUM_STATUSES.has(status);
}
