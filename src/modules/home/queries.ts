import "server-only";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { MAX_HOME_ADS, orderSponsoredAds } from "./engine/ad-order";

const { ads, coupons, profiles, retailers, shoppingListItems, shoppingLists } = tables;

export interface HomeSummary { name: string | null; listCount: number; itemCount: number }
export interface FeaturedDeal { id: string; title: string; discountValue: string; expiryDate: string; retailerId: string; retailerName: string }
export interface SponsoredAd { id: string; retailerId: string; retailerName: string; bannerText: string; cta: string | null; isPremium: boolean }

/** The actor's own name and list totals; scoped by user id, so nobody else's lists are counted. */
export async function getHomeSummary(db: Db, actor: Actor): Promise<HomeSummary> {
  const [profileRows, totals] = await Promise.all([
    db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, actor.userId)).limit(1),
    db
      .select({
        listCount: sql<number>`count(distinct ${shoppingLists.id})::int`,
        itemCount: sql<number>`count(${shoppingListItems.id})::int`,
      })
      .from(shoppingLists)
      .leftJoin(shoppingListItems, eq(shoppingListItems.listId, shoppingLists.id))
      .where(eq(shoppingLists.userId, actor.userId)),
  ]);
  return { name: profileRows[0]?.name ?? null, listCount: Number(totals[0]?.listCount ?? 0), itemCount: Number(totals[0]?.itemCount ?? 0) };
}

/** Newest available, unexpired, fee-settled coupons with their retailer's name. */
export async function getFeaturedDeals(db: Db, input: { limit?: number } = {}): Promise<FeaturedDeal[]> {
  const limit = input.limit ?? 3;
  return db
    .select({
      id: coupons.id,
      title: coupons.title,
      discountValue: coupons.discountValue,
      expiryDate: coupons.expiryDate,
      retailerId: retailers.id,
      retailerName: retailers.name,
    })
    .from(coupons)
    .innerJoin(retailers, eq(retailers.id, coupons.retailerId))
    // Shopper-visible only: an unsettled upload fee keeps a coupon off every shopper screen.
    .where(and(eq(coupons.status, "available"), gte(coupons.expiryDate, sql`current_date`), inArray(coupons.feeStatus, ["paid", "waived"])))
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(limit);
}

// Candidates are pre-ordered in SQL so premium ads are never cut off by the limit; the pure
// orderSponsoredAds() is the rule itself and decides the final few.
const AD_CANDIDATES = 20;

export async function getHomepageAds(db: Db): Promise<SponsoredAd[]> {
  const premium = sql<boolean>`(${retailers.subscriptionTier} = 'premium' or ${retailers.premiumActive})`;
  const rows = await db
    .select({
      id: ads.id,
      retailerId: retailers.id,
      retailerName: retailers.name,
      subscriptionTier: retailers.subscriptionTier,
      premiumActive: retailers.premiumActive,
      bannerText: ads.bannerText,
      cta: ads.cta,
      createdAt: ads.createdAt,
    })
    .from(ads)
    .innerJoin(retailers, eq(retailers.id, ads.retailerId))
    .where(eq(ads.placement, "homepage"))
    .orderBy(desc(premium), desc(ads.createdAt))
    .limit(AD_CANDIDATES);
  return orderSponsoredAds(rows, MAX_HOME_ADS).map((ad) => ({
    id: ad.id,
    retailerId: ad.retailerId,
    retailerName: ad.retailerName,
    bannerText: ad.bannerText,
    cta: ad.cta,
    isPremium: ad.isPremium,
  }));
}
