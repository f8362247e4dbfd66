import "server-only";
import { type TargetLookups } from "@/modules/analytics";
import { getAdClickTarget, lookupActiveAds } from "@/modules/ads";
import { lookupVisibleCoupons } from "@/modules/coupons";

/**
 * The route-level composition of the tracking endpoints (decision 059): analytics checks and counts
 * impressions, coupon views and clicks, but ads and coupons own the rows that say what an id is —
 * and they import analytics, so analytics cannot ask them. The beacon and click routes hand these
 * lookups in.
 */
export const eventTargets: TargetLookups = {
  activeAds: lookupActiveAds,
  visibleCoupons: lookupVisibleCoupons,
  adForClick: getAdClickTarget,
};
