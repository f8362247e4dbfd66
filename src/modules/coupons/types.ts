/** Coupon vocabulary shared by the retailer side (coupons/retailer) and the shopper side (coupons/shopper). */

export type CouponStatus = "available" | "expired";
/** Whether the upload fee is settled; written only by the billing module. */
export type CouponFeeStatus = "awaiting_payment" | "paid" | "waived";
export type CouponType = "percentage" | "freebie" | "dollar";

/**
 * The spec's derived type: percentage if the value contains "%", freebie if it contains "free"
 * (any case), otherwise dollar.
 */
export function deriveCouponType(discountValue: string): CouponType {
  if (discountValue.includes("%")) return "percentage";
  if (/free/i.test(discountValue)) return "freebie";
  return "dollar";
}

/**
 * What a coupon's owner sees about its lifecycle. A coupon reaches shoppers only when it is
 * "live": fee settled, status available and not past its expiry date.
 */
export type RetailerCouponState = "awaiting_payment" | "live" | "expired";

export function retailerCouponState(c: { status: CouponStatus; feeStatus: CouponFeeStatus; expiryDate: string }, today: string): RetailerCouponState {
  if (c.status === "expired" || c.expiryDate < today) return "expired";
  if (c.feeStatus === "awaiting_payment") return "awaiting_payment";
  return "live";
}

export const COUPON_STATE_LABEL: Record<RetailerCouponState, string> = {
  awaiting_payment: "Awaiting payment",
  live: "Live",
  expired: "Expired",
};

/** A retailer's own coupon as its owner sees it (DTO; never a raw row). */
export interface RetailerCoupon {
  id: string;
  title: string;
  description: string | null;
  discountValue: string;
  /** yyyy-MM-dd */
  expiryDate: string;
  /** When it was ended early ("Expire now"), ISO; null otherwise. */
  endedAt: string | null;
  type: CouponType;
  state: RetailerCouponState;
  createdAt: string;
  redemptions: number;
}

/** Today's date (yyyy-MM-dd, UTC): the expiry rule's reference day. A coupon is valid through its expiry date. */
export { todayUtc } from "@/lib/iso-day";
