import { pgEnum } from "drizzle-orm/pg-core";

export const roleEnum = pgEnum("user_role", ["shopper", "retailer", "admin"]);
export const storeTypeEnum = pgEnum("store_type", ["supermarket", "grocery", "butcher", "greengrocer", "fishmonger"]);
export const unitEnum = pgEnum("product_unit", ["g", "ml", "each"]);
export const priceSourceEnum = pgEnum("price_source", ["scrape", "receipt", "retailer", "seed"]);
export const tierEnum = pgEnum("subscription_tier", ["basic", "premium"]);
export const couponStatusEnum = pgEnum("coupon_status", ["available", "expired"]);
export const adPlacementEnum = pgEnum("ad_placement", ["homepage", "category", "coupon"]);
export const currencyEnum = pgEnum("currency_code", ["NZD", "AUD", "USD"]);
/** Whether a coupon's upload fee is settled (billing module): only paid or waived (demo) coupons reach shoppers. */
export const couponFeeStatusEnum = pgEnum("coupon_fee_status", ["awaiting_payment", "paid", "waived"]);
