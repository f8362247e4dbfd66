import "server-only";
import { type TargetLookups } from "@/modules/analytics";
import { existingAdIdSql, getAdClickTarget, lookupActiveAds } from "@/modules/ads";
import { existingCouponIdSql, lookupVisibleCoupons } from "@/modules/coupons";

/**
 * The route-level composition of the tracking endpoints (decision 059): analytics checks and counts
 * impressions, coupon views and clicks, but ads and coupons own the rows that say what an id is —
 * and they import analytics, so analytics cannot ask them. The beacon and click routes hand these
 * lookups in, and the ads' and coupons' existence probes travel with the rows to the batched writer.
 */
export const eventTargets: TargetLookups = {
  activeAds: lookupActiveAds,
  visibleCoupons: lookupVisibleCoupons,
  adForClick: getAdClickTarget,
  existingAdId: existingAdIdSql,
  existingCouponId: existingCouponIdSql,
};
