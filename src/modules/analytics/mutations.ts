import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError, isAppError } from "@/server/errors";
import { enforceLimit, limitSubject } from "@/server/rate-limit";
import { isKnownBot } from "./bots";
import { recordAnalyticsEvent, recordDroppedEvent, type AnalyticsRow, type DropReason } from "./recorder";
import type { AnalyticsEventType, BeaconBody } from "./schemas";
import { resolveAds, resolveVisibleCoupons, type TargetLookups } from "./targets";
import { SlidingWindowCounter } from "./throttle";
import { verifyImpressionToken } from "./tokens";

// Per user and instance, in memory: a flood is turned away before it costs even the database
// limiter's round trip. The database limiter (analytics_beacon) is the one shared by all instances.
export const BEACON_EVENTS_PER_MINUTE = 300;
const g = globalThis as unknown as { cartwiseBeaconThrottle?: SlidingWindowCounter };
const throttle = (g.cartwiseBeaconThrottle ??= new SlidingWindowCounter(BEACON_EVENTS_PER_MINUTE, 60_000));

export interface RequestFacts { userAgent: string | null }

type Checked =
  | { ok: true; row: AnalyticsRow }
  | { ok: false; eventType: AnalyticsEventType; retailerId: string | null; reason: DropReason; refuse: boolean };

/**
 * Records a browser's beacon (decision 032). Every event names a signed impression token the
 * server issued with the banner or coupon; the viewer, target and impression id come from it, the
 * retailer from the ad or coupon row, the user from the session. Nothing the browser says is
 * counted as such:
 * - a forged token, someone else's token, an unknown, paused or invisible target makes the whole
 *   request "not found" (nothing recorded, the events counted as dropped);
 * - an expired token, a known bot, a click beacon, or a viewer over the limit: dropped and counted;
 * - a second impression of the same ad in the same 30-minute window is dropped at the write.
 * Returns how many events were queued for counting.
 *
 * Built with the ads' and coupons' lookups (`beaconRecorder(lookups)`): those modules own the rows
 * and import analytics, so the tracking route composes them (decision 059).
 */
export type RecordBeaconEvents = (db: Db, actor: Actor, body: BeaconBody, facts?: RequestFacts, now?: Date) => Promise<number>;

export function beaconRecorder(lookups: TargetLookups): RecordBeaconEvents {
  return (db, actor, body, facts = { userAgent: "unknown" }, now = new Date()) => recordBeaconEvents(db, lookups, actor, body, facts, now);
}

async function recordBeaconEvents(db: Db, lookups: TargetLookups, actor: Actor, body: BeaconBody, facts: RequestFacts, now: Date): Promise<number> {
  const dropAll = (reason: DropReason) => {
    for (const e of body.events) recordDroppedEvent({ eventType: e.type, retailerId: null, reason, at: now });
  };
  if (!throttle.take(actor.userId, body.events.length, now.getTime())) {
    dropAll("rate_limited");
    throw new AppError("RATE_LIMITED", "Please wait a few minutes before trying again.", { title: "Too many requests", retryAfterSeconds: 60 });
  }
  try {
    await enforceLimit(db, "analytics_beacon", limitSubject(actor));
  } catch (e) {
    if (isAppError(e) && e.code === "RATE_LIMITED") dropAll("rate_limited");
    throw e;
  }

  const checked = await checkEvents(db, lookups, actor, body, now);
  const refused = checked.find((c) => !c.ok && c.refuse);
  const bot = isKnownBot(facts.userAgent);
  let queued = 0;
  for (const c of checked) {
    if (!c.ok) recordDroppedEvent({ eventType: c.eventType, retailerId: c.retailerId, reason: c.reason, at: now });
    else if (refused) recordDroppedEvent({ eventType: c.row.eventType, retailerId: c.row.retailerId, reason: "not_found", at: now });
    else if (bot) recordDroppedEvent({ eventType: c.row.eventType, retailerId: c.row.retailerId, reason: "bot", at: now });
    else {
      recordAnalyticsEvent(c.row);
      queued++;
    }
  }
  if (refused && !refused.ok) throw new AppError("NOT_FOUND", refused.eventType === "coupon_view" ? "Coupon not found" : "Banner not found");
  return queued;
}

async function checkEvents(db: Db, lookups: TargetLookups, actor: Actor, body: BeaconBody, now: Date): Promise<Checked[]> {
  const claims = body.events.map((e) => (e.type === "ad_click" ? null : verifyImpressionToken(e.token, now)));
  const adIds: string[] = [];
  const couponIds: string[] = [];
  for (const c of claims) {
    if (!c || !c.claims) continue;
    (c.claims.kind === "ad" ? adIds : couponIds).push(c.claims.targetId);
  }
  const [ads, coupons] = await Promise.all([
    adIds.length ? resolveAds(db, lookups, adIds, now.getTime()) : Promise.resolve(new Map()),
    couponIds.length ? resolveVisibleCoupons(db, lookups, couponIds, now) : Promise.resolve(new Map()),
  ]);

  return body.events.map((e, i): Checked => {
    const check = claims[i];
    if (e.type === "ad_click" || !check) {
      const retailerId = e.type === "ad_click" && e.adId ? (ads.get(e.adId)?.retailerId ?? null) : null;
      return { ok: false, eventType: e.type, retailerId, reason: "click_beacon", refuse: false };
    }
    if (!check.claims) return { ok: false, eventType: e.type, retailerId: null, reason: "bad_token", refuse: true };
    const t = check.claims;
    const expectedKind = e.type === "ad_impression" ? "ad" : "coupon";
    const target = t.kind === "ad" ? ads.get(t.targetId) : coupons.get(t.targetId);
    const retailerId = target?.retailerId ?? null;
    if (t.kind !== expectedKind) return { ok: false, eventType: e.type, retailerId: null, reason: "bad_token", refuse: true };
    if (t.viewerId !== actor.userId) return { ok: false, eventType: e.type, retailerId, reason: "wrong_viewer", refuse: true };
    if (!target) return { ok: false, eventType: e.type, retailerId: null, reason: "not_found", refuse: true };
    if (!check.ok) return { ok: false, eventType: e.type, retailerId, reason: "expired", refuse: false };
    if (e.type === "coupon_view") {
      return { ok: true, row: { eventType: "coupon_view", userId: actor.userId, retailerId, couponId: t.targetId, existingCouponId: lookups.existingCouponId, impressionId: t.impressionId, createdAt: now } };
    }
    const placement = (target as { placement: string }).placement;
    return { ok: true, row: { eventType: "ad_impression", userId: actor.userId, retailerId, adId: t.targetId, existingAdId: lookups.existingAdId, impressionId: t.impressionId, metadata: { placement }, createdAt: now } };
  });
}
