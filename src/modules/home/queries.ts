import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { profileSnapshot } from "@/modules/users/ui";
import { retailerInReachSql, type ShopperPlace } from "@/modules/stores";
import { countOwnListsAndItems } from "@/modules/lists";
import { listFeaturedCoupons } from "@/modules/coupons";
import { retailerNames } from "@/modules/retailers";

export interface HomeSummary { name: string | null; listCount: number; itemCount: number }
export interface FeaturedDeal { id: string; title: string; discountValue: string; expiryDate: string; retailerId: string; retailerName: string }

/** The actor's own name and list totals; scoped by user id, so nobody else's lists are counted. */
export async function getHomeSummary(db: Db, actor: Actor): Promise<HomeSummary> {
  const [profile, totals] = await Promise.all([
    profileSnapshot(db, actor.userId),
    countOwnListsAndItems(db, actor),
  ]);
  return { name: profile?.name ?? null, listCount: totals.listCount, itemCount: totals.itemCount };
}

/**
 * Newest available, unexpired, fee-settled coupons with their retailer's name, from retailers in
 * reach of the shopper's place (decision media-044); none without a place.
 */
export async function getFeaturedDeals(db: Db, input: { place: ShopperPlace | null; limit?: number }): Promise<FeaturedDeal[]> {
  const limit = input.limit ?? 3;
  if (!input.place) return [];
  const place = input.place;
  const deals = await listFeaturedCoupons(db, { inReach: (retailerId) => retailerInReachSql(retailerId, place), limit });
  const names = await retailerNames(db, deals.map((d) => d.retailerId));
  // A coupon is shown with its retailer's name (every coupon has a retailer: the foreign key).
  return deals.flatMap((d) => {
    const retailerName = names.get(d.retailerId);
    return retailerName === undefined ? [] : [{ ...d, retailerName }];
  });
}
