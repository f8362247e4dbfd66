/**
 * The analytics vocabulary (analytics_events.event_type). The shopper side records these
 * (coupons/shopper, ads/shopper) with retailer_id and ad_id / coupon_id set; the retailer portal
 * only reads them. Dashboard and analytics figures come from these rows and retailer_payments.
 */
export const ANALYTICS_EVENT = {
  adImpression: "ad_impression",
  adClick: "ad_click",
  couponView: "coupon_view",
  couponSave: "coupon_save",
  couponRedemption: "coupon_redemption",
} as const;

export type AnalyticsEventType = (typeof ANALYTICS_EVENT)[keyof typeof ANALYTICS_EVENT];
