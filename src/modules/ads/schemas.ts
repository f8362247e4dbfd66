import { z } from "zod";
import { checkedText, hasNoUnsafeText } from "@/lib/safe-text";

/** Banner placements: stored on the ad (the spec's form chose one and forgot it). */
export const AD_PLACEMENTS = ["homepage", "category", "coupon"] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** The spec's three placement cards, prices in whole USD per month (standard / premium-exclusive). */
export const PLACEMENT_CARDS: Record<AdPlacement, { title: string; where: string; standardUsd: number; premiumUsd: number; note: string }> = {
  homepage: { title: "Homepage Header Banner", where: "Top of the shopper Home screen", standardUsd: 149, premiumUsd: 199, note: "Rotates up to 3 retailers every 5 seconds" },
  category: { title: "Category Inline Banner", where: "Inline on Best Savings and Compare", standardUsd: 99, premiumUsd: 149, note: "Shown between comparison results" },
  coupon: { title: "Coupon Hub Featured Banner", where: "Featured on the Coupons and Deals page", standardUsd: 79, premiumUsd: 119, note: "Shared slot; exclusive for premium" },
};

export const BANNER_LIMITS = { text: 120, cta: 20, url: 500 } as const;

export const BANNER_MESSAGES = {
  textRequired: "Banner text is required",
  textTooLong: `Banner text must be ${BANNER_LIMITS.text} characters or fewer`,
  ctaTooLong: `Call to action must be ${BANNER_LIMITS.cta} characters or fewer`,
  urlInvalid: "Enter a full https:// address (for example https://example.com/deals)",
  placementInvalid: "Choose a banner placement",
  reachInvalid: "Choose how far from your stores the banner reaches",
  exclusivePremium: "Exclusive placements are for Premium retailers. Upgrade to book one.",
} as const;

/** A banner may narrow its reach below the comparison radius (30 km); null is the whole radius. */
export const BANNER_REACH_KM = [5, 10, 15, 20] as const;

/**
 * Click-through address: absolute https only. javascript:, data:, http:, protocol-relative and
 * credential-bearing addresses are refused; empty means "no link" (null).
 */
export function parseClickUrl(raw: string): string | null | undefined {
  const v = raw.trim();
  if (!v) return null;
  if (v.length > BANNER_LIMITS.url) return undefined;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" || !url.hostname || url.username || url.password) return undefined;
  if (!/^https:\/\//i.test(v)) return undefined;
  return url.toString();
}

export const bannerFieldsSchema = z.object({
  placement: z.enum(AD_PLACEMENTS, { error: BANNER_MESSAGES.placementInvalid }),
  // Every text through the shared check (src/lib/safe-text): NUL, other controls and bidi overrides are refused.
  bannerText: checkedText("Banner text", z.string().trim().min(1, BANNER_MESSAGES.textRequired).max(BANNER_LIMITS.text, BANNER_MESSAGES.textTooLong), { typeMessage: BANNER_MESSAGES.textRequired }),
  cta: checkedText("Call to action", z.string().trim().max(BANNER_LIMITS.cta, BANNER_MESSAGES.ctaTooLong))
    .optional()
    .transform((v) => (v ? v : null)),
  clickUrl: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = v && !hasNoUnsafeText(v) ? undefined : parseClickUrl(v ?? "");
      if (parsed === undefined) {
        ctx.addIssue({ code: "custom", message: BANNER_MESSAGES.urlInvalid });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Null (or absent): shoppers within the whole comparison radius; else only those within this many km. */
  reachKm: z
    .union([z.literal(BANNER_REACH_KM[0]), z.literal(BANNER_REACH_KM[1]), z.literal(BANNER_REACH_KM[2]), z.literal(BANNER_REACH_KM[3]), z.null()], { error: BANNER_MESSAGES.reachInvalid })
    .optional()
    .transform((v) => v ?? null),
  /** Premium retailers only (checked on the server against the retailer's plan). */
  exclusive: z.boolean().optional().transform((v) => v === true),
});
export type BannerFieldsInput = z.input<typeof bannerFieldsSchema>;

export const adIdSchema = z.object({ adId: z.uuid("Banner not found") });
export const bannerUpdateSchema = bannerFieldsSchema.extend({ adId: z.uuid("Banner not found") });

/** Logo upload rules (spec): PNG, JPEG or SVG, at most 2 MB, rasters fitted into 500×500. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_EDGE = 500;
export const LOGO_MESSAGES = {
  type: "Only PNG, JPG, and SVG files are allowed.",
  size: "File size must be less than 2 MB.",
  missing: "Choose a logo file to upload.",
} as const;
