import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { orderSponsoredAds } from "@/modules/home/engine";
import { issueImpressionToken } from "@/modules/analytics";
import { AD_PLACEMENTS, type AdPlacement } from "../schemas";
import type { RankedAd, SponsoredAd } from "./types";

const { ads, retailers } = tables;

/** At most this many retailers rotate in one placement (spec: "rotates up to 3 retailers"). */
export const MAX_ADS_PER_PLACEMENT = 3;
// Pre-ordered in SQL (premium first, newest) so premium ads are never cut off by the limit; the
// pure orderSponsoredAds() is the rule itself and picks the final few.
const CANDIDATES = 20;

const premium = sql<boolean>`(${retailers.subscriptionTier} = 'premium' or ${retailers.premiumActive})`;

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

async function candidates(db: Db, placement: AdPlacement, includePaused: boolean) {
  return db
    .select({
      id: ads.id,
      placement: ads.placement,
      retailerId: retailers.id,
      retailerName: retailers.name,
      subscriptionTier: retailers.subscriptionTier,
      premiumActive: retailers.premiumActive,
      bannerText: ads.bannerText,
      cta: ads.cta,
      clickUrl: ads.clickUrl,
      logoUrl: ads.logoUrl,
      retailerLogoUrl: retailers.logoUrl,
      active: ads.active,
      createdAt: ads.createdAt,
    })
    .from(ads)
    .innerJoin(retailers, eq(retailers.id, ads.retailerId))
    .where(includePaused ? eq(ads.placement, placement) : and(eq(ads.placement, placement), eq(ads.active, true)))
    .orderBy(desc(premium), desc(ads.createdAt), desc(ads.id))
    .limit(CANDIDATES);
}

type Candidate = Awaited<ReturnType<typeof candidates>>[number];
const toDto = (ad: Candidate & { isPremium: boolean }, viewer: Actor | null = null, now = new Date()): SponsoredAd => ({
  id: ad.id,
  placement: ad.placement,
  retailerId: ad.retailerId,
  retailerName: ad.retailerName,
  bannerText: ad.bannerText,
  cta: ad.cta,
  clickUrl: safeClick(ad.clickUrl),
  logoUrl: safeLogo(ad.logoUrl ?? ad.retailerLogoUrl),
  isPremium: ad.isPremium,
  token: viewer ? issueImpressionToken("ad", viewer.userId, ad.id, now) : null,
});

/** The banners one placement rotates: active only, premium retailers first, newest first, at most 3. */
export async function getSponsoredAds(db: Db, actor: Actor | null, placement: AdPlacement, now = new Date()): Promise<SponsoredAd[]> {
  return orderSponsoredAds(await candidates(db, placement, false), MAX_ADS_PER_PLACEMENT).map((ad) => toDto(ad, actor, now));
}

/** /test-banner-qa: every placement's candidates (paused ones too) with their rank and whether they rotate. */
export async function getPlacementPreview(db: Db, _actor: Actor): Promise<Record<AdPlacement, RankedAd[]>> {
  const entries = await Promise.all(
    AD_PLACEMENTS.map(async (placement) => {
      const rows = await candidates(db, placement, true);
      const activeOrdered = orderSponsoredAds(rows.filter((r) => r.active), rows.length);
      const paused = orderSponsoredAds(rows.filter((r) => !r.active), rows.length);
      const ranked: RankedAd[] = [...activeOrdered, ...paused].map((ad, i) => ({
        ...toDto(ad, null),
        rank: i + 1,
        inRotation: ad.active && i < MAX_ADS_PER_PLACEMENT,
        active: ad.active,
        createdAt: ad.createdAt.toISOString(),
      }));
      return [placement, ranked] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<AdPlacement, RankedAd[]>;
}
