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
}

/** One candidate in the QA preview: where it ranked and whether it made the rotation. */
export interface RankedAd extends SponsoredAd {
  rank: number;
  inRotation: boolean;
  active: boolean;
  createdAt: string;
}
