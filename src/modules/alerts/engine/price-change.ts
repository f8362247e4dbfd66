/**
 * When a watched price change becomes a notification (decision 054). Pure; the generation SQL
 * (generate.ts) states the same rule in integers, and the integration test checks both agree.
 */

export interface AlertRule {
  /** Smallest change that counts, in whole percent of the old price (1–90). 0: any drop at all (no settings row). */
  thresholdPct: number;
  /** Rises notify too; otherwise only drops. */
  includeRises: boolean;
}

/** The rule for a shopper who never chose one: every drop, however small — as watches always did. */
export const DEFAULT_ALERT_RULE: AlertRule = { thresholdPct: 0, includeRises: false };

export const ALERT_THRESHOLD_MIN = 1;
export const ALERT_THRESHOLD_MAX = 90;

export type PriceChange = "price_drop" | "price_rise";

/**
 * The kind of notification a change from `oldCents` to `newCents` gives under `rule`, or null.
 * "At least X%": |new − old| × 100 ≥ X × old, exactly, in integers (a 5% drop from 200 is 190, and
 * 190 fires at 5% while 191 does not). An unchanged price or a free old price never fires.
 */
export function priceChangeAlert(oldCents: number, newCents: number, rule: AlertRule): PriceChange | null {
  if (!(oldCents > 0) || newCents === oldCents || newCents < 0) return null;
  const kind: PriceChange = newCents < oldCents ? "price_drop" : "price_rise";
  if (kind === "price_rise" && !rule.includeRises) return null;
  return Math.abs(newCents - oldCents) * 100 >= rule.thresholdPct * oldCents ? kind : null;
}

/** "Milk dropped 12%", "Milk rose 5%": the change rounded to a whole percent, as the bell shows it. */
export function priceChangeTitle(productName: string, oldCents: number, newCents: number): string {
  const pct = Math.round((100 * Math.abs(oldCents - newCents)) / oldCents);
  return `${productName} ${newCents < oldCents ? "dropped" : "rose"} ${pct}%`.slice(0, 200);
}
