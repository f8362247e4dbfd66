import type { Db, DbTx } from "@/server/db";
import type { CurrencyCode } from "@/modules/currency/engine";
import type { Tier } from "./plans";
import type { RetailerTerms } from "./retailer-terms";

/** check-subscription (spec §3): from our database, which only verified webhooks update. */
export interface SubscriptionStatus { subscribed: boolean; subscription_tier: Tier | null; subscription_end: string | null }

/** get-demo-status (spec §3). */
export interface DemoStatus {
  isDemo: boolean;
  subscriptionTier: Tier | null;
  premiumActive: boolean;
  billingEnabled: boolean;
  badgeText: string | null;
  description: string | null;
}

export interface CouponFeeQuote {
  usdCents: number;
  displayCents: number;
  displayCurrency: CurrencyCode;
  /** Units of displayCurrency per 1 USD, the rate displayCents was converted at. */
  ratePerUsd: number;
  tier: Tier;
  isDemo: boolean;
}

/**
 * The coupons module's side of a coupon's upload fee (decision 059: only coupons names its table).
 * Billing cannot import coupons — coupons imports billing for the fee — so the caller hands these
 * over: coupons' upload action to startCouponFeePayment, the Stripe webhook route to
 * receiveStripeWebhook. Each write runs in the transaction billing gives it, next to the payment row.
 */
export interface CouponFeeLedger {
  /** The retailer's own coupon (another retailer's, or none: null), with its title and fee status. */
  findOwnCoupon(db: Db, retailer: { id: string }, couponId: string): Promise<{ id: string; title: string; feeStatus: string } | null>;
  /** A no-charge fee: awaiting_payment → waived. False when it no longer awaited payment (a concurrent call won). */
  waiveFee(tx: DbTx, coupon: { id: string }): Promise<boolean>;
  /** The paid fee: that retailer's coupon goes awaiting_payment → paid (already paid or waived: unchanged). */
  markFeePaid(tx: DbTx, coupon: { id: string; retailerId: string }): Promise<void>;
}

export type CouponFeePaymentStart = { status: "live" } | { status: "awaiting_payment"; checkoutUrl: string };

export interface BillingHistoryRow {
  id: string;
  date: string;
  description: string;
  amountUsdCents: number;
  displayCents: number;
  displayCurrency: CurrencyCode;
  /** paid · pending · no_charge · expired · failed · superseded */
  status: string;
  isDemoNoCharge: boolean;
  /** "CW-000042" once a tax invoice was issued (paid), else null. */
  invoiceNumber: string | null;
}

/** What /retailer/subscription shows. */
export interface RetailerPlan {
  retailerName: string;
  tier: Tier;
  isDemo: boolean;
  subscriptionStatus: string | null;
  subscriptionEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** When the subscription really ended (a "cancel now" ends that day). */
  subscriptionEndedAt: string | null;
  /** The retailer's currency, rate and time zone. */
  terms: RetailerTerms;
  canManage: boolean;
  premiumPriceUsdCents: number;
}

export interface ShopperPremium { available: boolean; subscribed: boolean; subscriptionEnd: string | null; cancelAtPeriodEnd: boolean; canManage: boolean }
