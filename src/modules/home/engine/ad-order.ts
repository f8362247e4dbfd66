/** Which sponsored ads the home banner rotates, and in what order. */

export const MAX_HOME_ADS = 3;

export interface AdCandidate {
  id: string;
  retailerId: string | null;
  retailerName: string | null;
  subscriptionTier: "basic" | "premium" | null;
  premiumActive: boolean | null;
  createdAt: Date;
}

export function isPremiumRetailer(ad: Pick<AdCandidate, "subscriptionTier" | "premiumActive">): boolean {
  return ad.subscriptionTier === "premium" || ad.premiumActive === true;
}

/**
 * Ads whose retailer is gone are dropped; premium retailers come first (their plan buys priority
 * rotation), newest first within each group, and at most `max` are kept.
 */
export function orderSponsoredAds<T extends AdCandidate>(ads: readonly T[], max = MAX_HOME_ADS): Array<T & { isPremium: boolean }> {
  return ads
    .filter((ad) => ad.retailerId && ad.retailerName)
    .map((ad) => ({ ...ad, isPremium: isPremiumRetailer(ad) }))
    .sort((a, b) => Number(b.isPremium) - Number(a.isPremium) || b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, Math.max(0, max));
}
