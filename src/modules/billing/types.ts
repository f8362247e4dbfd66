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
