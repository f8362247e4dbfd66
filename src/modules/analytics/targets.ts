import "server-only";
import type { Db } from "@/server/db";
import type { ExistingIdSql } from "./recorder";

/** What an event's id resolves to on the server: the owning retailer (never taken from the client). */
export interface AdTarget { retailerId: string; placement: string }
export interface CouponTarget { retailerId: string }
/** A banner as its click needs it, from its own row: owner, call-to-action link, whether it runs. */
export interface ClickableAd { retailerId: string; clickUrl: string | null; active: boolean }

/**
 * How analytics learns what a banner or coupon id is. The ads and coupons modules own those rows
 * (decision 059) and import analytics, so analytics cannot ask them: the tracking routes compose
 * their lookups and hand them in (src/app/api/analytics/event-targets.ts).
 */
export interface TargetLookups {
  /** Active ads among these ids (a paused banner is never shown, so it cannot be seen or clicked). */
  activeAds(db: Db, ids: readonly string[]): Promise<Map<string, AdTarget>>;
  /** Coupons among these ids a shopper could have seen on `today` (UTC date): available, unexpired, fee settled. */
  visibleCoupons(db: Db, ids: readonly string[], today: string): Promise<Map<string, CouponTarget>>;
  /** The banner with this id, active or not; null when there is none. */
  adForClick(db: Db, id: string): Promise<ClickableAd | null>;
  /** Ads' probe for the batched writer: the ad id while the banner exists, else null (see ExistingIdSql). */
  existingAdId: ExistingIdSql;
  /** Coupons' probe for the batched writer: the coupon id while the coupon exists, else null. */
  existingCouponId: ExistingIdSql;
}

const TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

/**
 * A small TTL cache in front of the id → retailer lookups, so a page view's beacon costs a Map
 * read, not a query. Unknown ids are cached too (as null), so a stream of forged ids stays cheap.
 * 30 s staleness is fine for analytics: at worst a just-deleted ad gets a few more impressions,
 * which the flush then writes with a null ad id.
 */
class TtlCache<V> {
  private readonly map = new Map<string, { value: V | null; expires: number }>();
  get(key: string, now: number): { hit: boolean; value: V | null } {
    const entry = this.map.get(key);
    if (!entry || entry.expires < now) return { hit: false, value: null };
    return { hit: true, value: entry.value };
  }
  set(key: string, value: V | null, now: number): void {
    if (this.map.size >= MAX_ENTRIES) this.map.clear();
    this.map.set(key, { value, expires: now + TTL_MS });
  }
  clear(): void {
    this.map.clear();
  }
}

const g = globalThis as unknown as { cartwiseAnalyticsTargets?: { ads: TtlCache<AdTarget>; coupons: TtlCache<CouponTarget> } };
const caches = (g.cartwiseAnalyticsTargets ??= { ads: new TtlCache(), coupons: new TtlCache() });

export function clearTargetCaches(): void {
  caches.ads.clear();
  caches.coupons.clear();
}

/** Active ads only: a paused banner is never shown, so it cannot be seen or clicked. */
export async function resolveAds(db: Db, lookups: TargetLookups, ids: readonly string[], now = Date.now()): Promise<Map<string, AdTarget | null>> {
  const out = new Map<string, AdTarget | null>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const cached = caches.ads.get(id, now);
    if (cached.hit) out.set(id, cached.value);
    else missing.push(id);
  }
  if (missing.length) {
    const found = await lookups.activeAds(db, missing);
    for (const id of missing) {
      const value = found.get(id) ?? null;
      caches.ads.set(id, value, now);
      out.set(id, value);
    }
  }
  return out;
}

/** Coupons a shopper could have seen: available, unexpired (UTC date), fee settled. */
export async function resolveVisibleCoupons(db: Db, lookups: TargetLookups, ids: readonly string[], now = new Date()): Promise<Map<string, CouponTarget | null>> {
  const out = new Map<string, CouponTarget | null>();
  const missing: string[] = [];
  const ms = now.getTime();
  for (const id of new Set(ids)) {
    const cached = caches.coupons.get(id, ms);
    if (cached.hit) out.set(id, cached.value);
    else missing.push(id);
  }
  if (missing.length) {
    const found = await lookups.visibleCoupons(db, missing, now.toISOString().slice(0, 10));
    for (const id of missing) {
      const value = found.get(id) ?? null;
      caches.coupons.set(id, value, ms);
      out.set(id, value);
    }
  }
  return out;
}
