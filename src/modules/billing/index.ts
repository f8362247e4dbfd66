import "server-only";
/**
 * The billing module's public surface (the only code that talks to Stripe). Other modules call these;
 * UI for other pages composes components from ./components (app/ pages only).
 *
 * Coupon fees (contract with the retailer portal): insert the coupon with fee_status 'awaiting_payment',
 * then call startCouponFeePayment(db, actor, { couponId, returnPath? }). It answers { status: "live" }
 * (demo account: waived at once, or already settled) or { status: "awaiting_payment", checkoutUrl }
 * (open it; Checkout returns to returnPath — default /retailer/dashboard — with
 * ?coupon_payment=success or ?coupon_payment=canceled). Only billing writes coupons.fee_status:
 * the signed checkout.session.completed webhook sets 'paid'.
 */
export { couponUploadFeeUsdCents, effectiveTier, COUPON_FEE_USD_CENTS, PREMIUM_PLAN_USD_CENTS, DEMO_BADGE_TEXT, DEMO_DESCRIPTION } from "./plans";
export type { Tier, RetailerBillingFacts } from "./plans";
export { getCouponFeeQuote, getSubscriptionStatus, getBillingHistory, getDemoStatus, getRetailerPlan } from "./queries";
export { startCouponFeePayment, createSubscriptionCheckout, openBillingPortal } from "./mutations";
export type { BillingHistoryRow, CouponFeeQuote, CouponFeePaymentStart, DemoStatus, RetailerPlan, SubscriptionStatus } from "./types";
