import type { AdPlacement } from "../schemas";

/** A sponsored banner as shoppers see it (DTO). */
export interface SponsoredAd {
  id: string;
  placement: AdPlacement;
  retailerId: string;
  retailerName: string;
  bannerText: string;
  cta: string | null;
  clickUrl: string | null;
  logoUrl: string | null;
  isPremium: boolean;
  /**
   * Signed impression token for this viewer (decision 032): reported with the impression and
   * carried by the click redirect. Null where nothing counts (previews, no signed-in viewer).
   */
  token: string | null;
}

/** One candidate in the QA preview: where it ranked and whether it made the rotation. */
export interface RankedAd extends SponsoredAd {
  rank: number;
  inRotation: boolean;
  active: boolean;
  createdAt: string;
}
