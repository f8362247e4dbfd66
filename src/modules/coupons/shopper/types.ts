import type { CouponType } from "../types";

/** A coupon as a shopper sees it (DTO). */
export interface ShopperCoupon {
  id: string;
  title: string;
  description: string | null;
  discountValue: string;
  /** yyyy-MM-dd; valid through this day (UTC). */
  expiryDate: string;
  type: CouponType;
  retailerId: string;
  retailerName: string;
  isPremium: boolean;
  saved: boolean;
  redemption: { code: string; redeemedAt: string } | null;
  /** Signed impression token for this viewer (decision 032), reported with the coupon's view. */
  viewToken: string | null;
}

export interface CouponHub {
  available: ShopperCoupon[];
  expired: ShopperCoupon[];
  /** The featured coupon when no retailer bought the coupon-hub banner: premium retailers first, then newest. */
  featured: ShopperCoupon | null;
  /** The shopper's place the coupons are near ("Ponsonby"); null when the shopper has saved no address. */
  near: string | null;
}

export interface RetailerCouponsPage {
  retailer: { id: string; name: string; address: string; isPremium: boolean; storeId: string | null };
  coupons: ShopperCoupon[];
}

export type RedeemResult = { code: string; redeemedAt: string; alreadyRedeemed: boolean };
