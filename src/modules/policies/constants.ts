import { formatMoney } from "@/modules/currency/engine";

/** Bump both together when a policy text changes: views are recorded against the version. */
export const POLICY_VERSION = "2025-08-04";
export const POLICY_LAST_UPDATED = "4 August 2025";

export type PolicyType = "terms" | "privacy";

// Facts the policy texts quote (retailer-admin spec section 9). Money in integer cents, USD.
export const POLICY_FACTS = {
  premiumMonthly: formatMoney(4999, "USD"),
  couponFeePremium: formatMoney(399, "USD"),
  couponFeeStandard: formatMoney(1999, "USD"),
  bannerHomepage: { standard: formatMoney(14900, "USD"), exclusive: formatMoney(19900, "USD") },
  bannerCategory: { standard: formatMoney(9900, "USD"), exclusive: formatMoney(14900, "USD") },
  bannerCouponHub: { standard: formatMoney(7900, "USD"), exclusive: formatMoney(11900, "USD") },
  accountDeletionDays: 30,
  analyticsRetentionYears: 2,
  financialRetentionYears: 7,
  minimumAge: 13,
  supportEmail: "support@cartwise.app",
} as const;

export interface PolicySection { heading: string; paragraphs?: readonly string[]; bullets?: readonly string[] }
