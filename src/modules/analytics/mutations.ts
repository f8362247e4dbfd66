import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { recordAnalyticsEvent, type AnalyticsRow } from "./recorder";
import type { BeaconBody } from "./schemas";
import { resolveAds, resolveVisibleCoupons } from "./targets";
import { SlidingWindowCounter } from "./throttle";

// Per user and instance: generous for real pages (a view sends a handful), a ceiling for scripts.
// In memory on purpose: a database-backed limiter would cost more than the event it guards.
export const BEACON_EVENTS_PER_MINUTE = 300;
const g = globalThis as unknown as { cartwiseBeaconThrottle?: SlidingWindowCounter };
const throttle = (g.cartwiseBeaconThrottle ??= new SlidingWindowCounter(BEACON_EVENTS_PER_MINUTE, 60_000));

/**
 * Records a browser's beacon: every id is resolved on the server (retailer from the ad or coupon,
 * user from the session). Any unknown id, or a coupon a shopper could not see, makes the whole
 * request "not found" with nothing recorded. Returns how many events were queued.
 */
export async function recordBeaconEvents(db: Db, actor: Actor, body: BeaconBody, now = new Date()): Promise<number> {
  if (!throttle.take(actor.userId, body.events.length, now.getTime())) {
    throw new AppError("RATE_LIMITED", "Please wait a few minutes before trying again.", { title: "Too many requests", retryAfterSeconds: 60 });
  }
  const adIds: string[] = [];
  const couponIds: string[] = [];
  for (const e of body.events) {
    if (e.type === "coupon_view") couponIds.push(e.couponId);
    else adIds.push(e.adId);
  }
  const [ads, coupons] = await Promise.all([
    adIds.length ? resolveAds(db, adIds, now.getTime()) : Promise.resolve(new Map()),
    couponIds.length ? resolveVisibleCoupons(db, couponIds, now) : Promise.resolve(new Map()),
  ]);

  const rows: AnalyticsRow[] = [];
  for (const e of body.events) {
    if (e.type === "coupon_view") {
      const target = coupons.get(e.couponId);
      if (!target) throw new AppError("NOT_FOUND", "Coupon not found");
      rows.push({ eventType: "coupon_view", userId: actor.userId, retailerId: target.retailerId, couponId: e.couponId, createdAt: now });
    } else {
      const target = ads.get(e.adId);
      if (!target) throw new AppError("NOT_FOUND", "Banner not found");
      rows.push({
        eventType: e.type,
        userId: actor.userId,
        retailerId: target.retailerId,
        adId: e.adId,
        metadata: e.type === "ad_click" ? { placement: target.placement, target: e.target } : { placement: target.placement },
        createdAt: now,
      });
    }
  }
  for (const row of rows) recordAnalyticsEvent(row);
  return rows.length;
}
