import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { profileSnapshot } from "@/modules/users/ui";
import type { ShopperPlace } from "@/modules/stores";
import { countOwnListsAndItems } from "@/modules/lists";
import { getFeaturedDeals as featuredCoupons, type FeaturedDeal } from "@/modules/coupons";

export type { FeaturedDeal };
export interface HomeSummary { name: string | null; listCount: number; itemCount: number }

/** The actor's own name and list totals; scoped by user id, so nobody else's lists are counted. */
export async function getHomeSummary(db: Db, actor: Actor): Promise<HomeSummary> {
  const [profile, totals] = await Promise.all([profileSnapshot(db, actor.userId), countOwnListsAndItems(db, actor)]);
  return { name: profile?.name ?? null, listCount: totals.listCount, itemCount: totals.itemCount };
}

/**
 * Newest available, unexpired, fee-settled coupons with their retailer's name, from retailers in
 * reach of the shopper's place (decision media-044); none without a place. Coupons owns the rows
 * (decision 059): this is its query, under the home page's name.
 */
export async function getFeaturedDeals(db: Db, input: { place: ShopperPlace | null; limit?: number }): Promise<FeaturedDeal[]> {
  return featuredCoupons(db, input);
}
