import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { countOwnLists } from "@/modules/lists/profile-stats";
import { countOwnRedemptions } from "@/modules/coupons/shopper/profile-stats";
import { getShopperMembershipTier } from "@/modules/billing/queries";
import type { ProfileStatsReaders, TripStatsReader } from "../queries";

/** The readers the profile page composes (lists, coupons, billing, and the given trip figures), for tests of getProfileSummary. */
export function profileReaders(db: Db, actor: Actor, tripStats: TripStatsReader): ProfileStatsReaders {
  return {
    tripStats,
    listCount: () => countOwnLists(db, actor),
    couponsRedeemed: () => countOwnRedemptions(db, actor),
    membershipTier: () => getShopperMembershipTier(db, actor),
  };
}
