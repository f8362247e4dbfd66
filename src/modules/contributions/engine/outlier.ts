/**
 * The receipt-price outlier rule (decision 047), pure so its edges are golden-tested.
 *
 * A price is an outlier when it is MORE than 3× the median, or LESS than ⅓ of the median, of the
 * prices for the same product (so the same unit and pack), region (the store's country) and currency
 * over the 180 days before the check. Exactly 3× and exactly ⅓ are not outliers. The rule only
 * speaks when the window is worth trusting: at least 3 prices, and "some spread" — the prices come
 * from at least 2 different stores (one store's shelf price observed again and again is one opinion,
 * not a market). Otherwise the price is accepted.
 */
export const OUTLIER_WINDOW_DAYS = 180;
export const OUTLIER_MIN_PRICES = 3;
export const OUTLIER_MIN_STORES = 2;
export const OUTLIER_FACTOR = 3;

export interface WindowPrice {
  amountCents: number;
  storeId: string;
}

export type OutlierVerdict =
  | { outlier: false; why: "too-few-prices" | "no-spread" | "within-range"; medianCents: number | null; windowCount: number }
  | { outlier: true; why: "too-high" | "too-low"; medianCents: number; windowCount: number; reason: string };

/** The median of the amounts (mean of the middle two for an even count); null for none. */
export function medianOf(amounts: readonly number[]): number | null {
  if (amounts.length === 0) return null;
  const sorted = [...amounts].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const money = (cents: number) => (cents / 100).toFixed(2);

export function checkOutlier(priceCents: number, window: readonly WindowPrice[]): OutlierVerdict {
  const windowCount = window.length;
  const medianCents = medianOf(window.map((w) => w.amountCents));
  if (windowCount < OUTLIER_MIN_PRICES || medianCents === null) return { outlier: false, why: "too-few-prices", medianCents, windowCount };
  if (new Set(window.map((w) => w.storeId)).size < OUTLIER_MIN_STORES) return { outlier: false, why: "no-spread", medianCents, windowCount };
  // Compared in whole cents × small integers: exact, so the boundaries are exactly 3× and ⅓.
  if (priceCents > OUTLIER_FACTOR * medianCents) {
    return { outlier: true, why: "too-high", medianCents, windowCount, reason: `More than 3× the usual price (${money(medianCents)}, the median of ${windowCount} prices in the last ${OUTLIER_WINDOW_DAYS} days)` };
  }
  if (OUTLIER_FACTOR * priceCents < medianCents) {
    return { outlier: true, why: "too-low", medianCents, windowCount, reason: `Less than a third of the usual price (${money(medianCents)}, the median of ${windowCount} prices in the last ${OUTLIER_WINDOW_DAYS} days)` };
  }
  return { outlier: false, why: "within-range", medianCents, windowCount };
}
