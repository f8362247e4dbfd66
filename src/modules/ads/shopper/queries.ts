import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { retailerInReachSql, type ShopperPlace } from "@/modules/stores";
import { issueImpressionToken } from "@/modules/analytics";
import { liveBookingExistsSql, liveExclusiveBookingSql } from "@/modules/billing";
import { retailerListingSql } from "@/modules/retailers";
import { AD_PLACEMENTS, type AdPlacement } from "../schemas";
import { rotate, ROTATION_SEATS, slotOf } from "../engine/rotation";
import type { RankedAd, SponsoredAd } from "./types";

const { ads } = tables;
// The banner's retailer through its owner's relation (decision 059: retailers owns the table).
const retailers = retailerListingSql("ad_retailer");

/** At most this many retailers rotate in one placement (spec: "rotates up to 3 retailers"). */
export const MAX_ADS_PER_PLACEMENT = ROTATION_SEATS;
// Every banner in reach takes part in the rotation; this only bounds a pathological area.
const CANDIDATES = 500;

const premium = retailers.isPremium;

/** Only https or same-origin paths reach an <img>/<a>; anything else is dropped. */
const safeLogo = (url: string | null) => (url && (url.startsWith("/") && !url.startsWith("//") ? url : /^https:\/\//i.test(url) ? url : null)) || null;
function safeClick(url: string | null): string | null {
  if (!url || !/^https:\/\//i.test(url)) return null;
  try {
    return new URL(url).toString();
  } catch {
    return null;
  }
}

/**
 * A banner runs only in a placement its retailer has a live paid booking for (decision 051); the
 * demo account is exempt. Exclusivity is the booking's, bought with it — not a banner flag.
 */
const bookedSql = (now: Date) => sql<boolean>`(${retailers.isDemo} or ${liveBookingExistsSql(ads.retailerId, ads.placement, now)})`;

/**
 * One placement's banners; with a place, only those a shopper there may see (decision media-044):
 * the retailer has an approved, open store in the shopper's country within the comparison radius,
 * narrowed by the banner's own reach. Done in SQL (retailerInReachSql), never by loading retailers.
 */
export async function candidates(db: Db, placement: AdPlacement, includePaused: boolean, place: ShopperPlace | null, now = new Date()) {
  return db
    .select({
      id: ads.id,
      placement: ads.placement,
      retailerId: retailers.id,
      retailerName: retailers.name,
      subscriptionTier: retailers.subscriptionTier,
      premiumActive: retailers.premiumActive,
      isPremium: premium,
      exclusive: liveExclusiveBookingSql(ads.retailerId, ads.placement, now),
      booked: bookedSql(now),
      bannerText: ads.bannerText,
      cta: ads.cta,
      clickUrl: ads.clickUrl,
      logoUrl: ads.logoUrl,
      retailerLogoUrl: retailers.logoUrl,
      active: ads.active,
      createdAt: ads.createdAt,
    })
    .from(ads)
    .innerJoin(retailers.relation, sql`${retailers.id} = ${ads.retailerId}`)
    .where(
      and(
        eq(ads.placement, placement),
        // The preview (includePaused) lists unbooked and paused banners too, marked; shoppers get only booked, active ones.
        includePaused ? undefined : eq(ads.active, true),
        includePaused ? undefined : bookedSql(now),
        place ? retailerInReachSql(ads.retailerId, place, sql`${ads.reachKm}::float8`) : undefined,
      ),
    )
    .orderBy(desc(premium), desc(ads.createdAt), desc(ads.id))
    .limit(CANDIDATES);
}

type Candidate = Awaited<ReturnType<typeof candidates>>[number];
const toDto = (ad: Candidate, viewer: Actor | null = null, now = new Date()): SponsoredAd => ({
  id: ad.id,
  placement: ad.placement,
  retailerId: ad.retailerId,
  retailerName: ad.retailerName,
  bannerText: ad.bannerText,
  cta: ad.cta,
  clickUrl: safeClick(ad.clickUrl),
  logoUrl: safeLogo(ad.logoUrl ?? ad.retailerLogoUrl),
  isPremium: Boolean(ad.isPremium),
  token: viewer ? issueImpressionToken("ad", viewer.userId, ad.id, now) : null,
});

const asRotation = (rows: Candidate[]) => rows.map((r) => ({ ...r, isPremium: Boolean(r.isPremium), exclusive: Boolean(r.exclusive), booked: Boolean(r.booked) }));

/**
 * The banners one placement shows a shopper now: those in reach of the shopper's place (none
 * without a place), through the fair rotation — up to 3 retailers, one banner each, premium first,
 * an exclusive holder alone (ads/engine/rotation.ts).
 */
export async function getSponsoredAds(db: Db, actor: Actor | null, placement: AdPlacement, place: ShopperPlace | null, now = new Date()): Promise<SponsoredAd[]> {
  if (!place) return [];
  const rows = await candidates(db, placement, false, place, now);
  return rotate(asRotation(rows), slotOf(now)).live.map((ad) => toDto(ad, actor, now));
}

/**
 * /test-banner-qa: every placement's banners (paused ones too) as the rotation ranks them for a
 * shopper at `place` (everywhere when null) in the current slot.
 */
export async function getPlacementPreview(db: Db, _actor: Actor, place: ShopperPlace | null = null, now = new Date()): Promise<Record<AdPlacement, RankedAd[]>> {
  const entries = await Promise.all(
    AD_PLACEMENTS.map(async (placement) => {
      const rows = asRotation(await candidates(db, placement, true, place, now));
      const outcome = rotate(rows.filter((r) => r.active && r.booked), slotOf(now));
      const ordered = [...outcome.live, ...outcome.waiting.map((w) => w.banner), ...rows.filter((r) => !(r.active && r.booked))];
      const live = new Set(outcome.live.map((b) => b.id));
      const ranked: RankedAd[] = ordered.map((ad, i) => ({
        ...toDto(ad, null),
        rank: i + 1,
        inRotation: live.has(ad.id),
        active: ad.active,
        createdAt: ad.createdAt.toISOString(),
      }));
      return [placement, ranked] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<AdPlacement, RankedAd[]>;
}
