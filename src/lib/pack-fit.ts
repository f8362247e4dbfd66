/**
 * How packs cover an amount (decision 036) — one rule for the comparison and the matcher: whole
 * packs of one product reaching at least 98% of the amount (label rounding: 64 fl oz is ½ gal less
 * a fraction of a millilitre, 450 g is sold as "1 lb") and at most 110% of it (2 × 1 L for 2 L,
 * never 3 L for 2 L). Loose produce sold by weight is bought in exactly the amount.
 */
export type PackUnit = "g" | "ml" | "each";

export interface PackLike {
  name: string;
  size?: string | null;
  unitQuantity: number;
  unit: PackUnit;
}

/** Covering tolerance: at least this share of the amount… */
export const AMOUNT_UNDER = 0.98;
/** …and at most this share (unless bigger packs are allowed). */
export const AMOUNT_OVER = 1.1;
const EPS = 1e-9;

const LOOSE = /\b(?:per|\/)\s*(?:kg|kilo|lb|pound|100\s?g)\b|\/(?:kg|lb)\b|\bloose\b/i;

/** Sold by weight in any amount ("Bananas per kg", "per lb", "loose"). */
export function isLoose(p: Pick<PackLike, "name" | "size" | "unit">): boolean {
  if (p.unit !== "g") return false;
  return LOOSE.test(p.size ?? "") || LOOSE.test(p.name);
}

export interface PackFit {
  /** Packs bought (for loose produce: the amount over the priced weight, fractional). */
  packs: number;
  /** What is bought, in the amount's unit. */
  bought: number;
  loose: boolean;
  /** True when the option overshoots the tolerance (only with bigger packs allowed). */
  bigger: boolean;
}

/**
 * How one product covers an amount at a store: whole packs reaching at least 98% of it and at most
 * 110% (or any overshoot when `allowBigger`); loose produce in exactly the amount. Null when the
 * product is in another unit or overshoots.
 */
export function fitPacks(amount: { value: number; unit: PackUnit }, product: PackLike, allowBigger = false): PackFit | null {
  if (product.unit !== amount.unit || !(product.unitQuantity > 0) || !(amount.value > 0)) return null;
  if (isLoose(product)) return { packs: amount.value / product.unitQuantity, bought: amount.value, loose: true, bigger: false };
  const packs = Math.max(1, Math.ceil((AMOUNT_UNDER * amount.value) / product.unitQuantity - EPS));
  const bought = roundQ(packs * product.unitQuantity);
  const bigger = bought > AMOUNT_OVER * amount.value + EPS;
  if (bigger && !allowBigger) return null;
  return { packs, bought, loose: false, bigger };
}

/** Cost of a fit in (fractional) cents: whole packs × pack price, or the weight × the priced weight's price. */
export function fitCost(fit: PackFit, packCents: number): number {
  return fit.loose ? Math.round(fit.packs * packCents) : fit.packs * packCents;
}

const roundQ = (q: number) => Math.round(q * 100) / 100;
