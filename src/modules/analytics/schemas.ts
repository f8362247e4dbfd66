import { z } from "zod";

/**
 * Analytics event names (agreed with the retailer portal, which sums them):
 * ad_impression / ad_click — a sponsored banner seen once per page view / its link followed;
 * coupon_view — a coupon card seen on a shopper page; coupon_save — saved to the shopper's list;
 * coupon_redemption — redeemed (written in the redemption's own transaction, never buffered).
 */
export const ANALYTICS_EVENT_TYPES = ["ad_impression", "ad_click", "coupon_view", "coupon_save", "coupon_redemption"] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** Events a browser may report through the beacon; saves and redemptions are recorded by their own actions. */
export const BEACON_EVENT_TYPES = ["ad_impression", "ad_click", "coupon_view"] as const;
export type BeaconEventType = (typeof BEACON_EVENT_TYPES)[number];

/** Which link of a banner was followed (kept in the event's metadata). */
export const AD_CLICK_TARGETS = ["store", "coupons", "cta"] as const;
export type AdClickTarget = (typeof AD_CLICK_TARGETS)[number];

/** At most this many events per beacon request (a page shows at most 3 ads per placement plus its coupons). */
export const MAX_BEACON_EVENTS = 25;

/** A signed impression token as the server issued it (decision 032); its content is checked on the server. */
const token = z.string().min(1, "Unknown token").max(300, "Unknown token");

/**
 * What a browser may report: the impression of a banner or coupon it was served, by the token
 * that came with it. `ad_click` is still accepted so that pages cached before the change do not
 * error, but it never counts (dropped as "click_beacon"): clicks count only through the
 * server-side redirect GET /api/ads/click/<token>.
 */
export const beaconEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ad_impression"), token }),
  z.object({ type: z.literal("coupon_view"), token }),
  z.object({ type: z.literal("ad_click"), adId: z.string().uuid("Unknown id").optional(), target: z.enum(AD_CLICK_TARGETS).optional() }),
]);
export type BeaconEvent = z.infer<typeof beaconEventSchema>;

export const beaconBodySchema = z.object({
  events: z.array(beaconEventSchema).min(1, "No events").max(MAX_BEACON_EVENTS, `At most ${MAX_BEACON_EVENTS} events per request`),
});
export type BeaconBody = z.infer<typeof beaconBodySchema>;

export const BEACON_PATH = "/api/analytics/events";

/** The click redirect: /api/ads/click/<token>?to=<target>. */
export const adClickHref = (token: string, target: AdClickTarget) => `/api/ads/click/${encodeURIComponent(token)}?to=${target}`;
