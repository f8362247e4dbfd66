/**
 * Is today's price a real deal? Pure: takes one product's weekly price history at one store and the
 * current price, returns a verdict with the figures it rests on. No I/O.
 *
 * Rules (see verdict.test.ts for the golden cases):
 * - Fewer than MIN_HISTORY_WEEKS weeks observed before the current week → "not-enough-history";
 *   never a verdict, never a deal.
 * - usual = median of the weekly closing prices of the (up to 8) weeks before the current week.
 * - "lowest": the current price is strictly below usual and at or below every week's low for the
 *   last N ≥ 4 consecutive observed weeks (the current week counts as one); N is reported.
 * - otherwise within ±USUAL_BAND of usual → "usual"; below → "below-usual"; above → "above-usual".
 * - realDeal only when at least REAL_DEAL_MIN_PRIOR_WEEKS of the 7 weeks before the current week
 *   were observed, the current price is at or below the lowest price of that 8-week window and
 *   below usual (a price that never moves is not a deal).
 */

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
export const MIN_HISTORY_WEEKS = 4;
export const REAL_DEAL_WINDOW_WEEKS = 8;
export const REAL_DEAL_MIN_PRIOR_WEEKS = 6;
export const LOWEST_MIN_WEEKS = 4;
/** Within 3% of usual counts as the usual price. */
export const USUAL_BAND = 0.03;

export interface WeekPoint {
  /** Monday 00:00 UTC of the week, ISO string. */
  weekStart: string;
  lowCents: number;
  /** The last price observed in the week. */
  closeCents: number;
}

export type VerdictKind = "not-enough-history" | "lowest" | "usual" | "below-usual" | "above-usual";

export interface Verdict {
  kind: VerdictKind;
  currentCents: number;
  /** Weeks with an observation before the current week. */
  weeksOfHistory: number;
  usualCents: number | null;
  /** Lowest price of the real-deal window (8 weeks up to and including the current one). */
  windowLowCents: number | null;
  /** Highest weekly close in the same window. */
  windowHighCents: number | null;
  /** For "lowest": the current price is the lowest in this many weeks. */
  lowestInWeeks: number | null;
  /** Percent above (positive) or below (negative) usual, rounded. */
  percentVsUsual: number | null;
  realDeal: boolean;
}

/** Monday 00:00 UTC of the week holding `d`. */
export function weekStartOf(d: Date): Date {
  const day = (d.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day));
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : Math.round((s[mid - 1] + s[mid]) / 2);
}

function weeksBetween(earlier: string, later: Date): number {
  return Math.round((later.getTime() - Date.parse(earlier)) / WEEK_MS);
}

export function computeVerdict(input: { weeks: WeekPoint[]; currentCents: number; currentObservedAt: string }): Verdict {
  const { currentCents } = input;
  const currentWeek = weekStartOf(new Date(input.currentObservedAt));
  const byAge = input.weeks
    .map((w) => ({ ...w, age: weeksBetween(w.weekStart, currentWeek) }))
    .filter((w) => w.age >= 0)
    .sort((a, b) => a.age - b.age);
  const prior = byAge.filter((w) => w.age > 0);
  const base: Verdict = {
    kind: "not-enough-history", currentCents, weeksOfHistory: prior.length, usualCents: null, windowLowCents: null,
    windowHighCents: null, lowestInWeeks: null, percentVsUsual: null, realDeal: false,
  };
  if (prior.length < MIN_HISTORY_WEEKS) return base;

  const usualCents = median(prior.slice(0, REAL_DEAL_WINDOW_WEEKS).map((w) => w.closeCents));
  const window = byAge.filter((w) => w.age < REAL_DEAL_WINDOW_WEEKS);
  const priorInWindow = window.filter((w) => w.age > 0);
  const windowLowCents = Math.min(currentCents, ...window.map((w) => w.lowCents));
  const windowHighCents = Math.max(currentCents, ...window.map((w) => w.closeCents));
  const percentVsUsual = Math.round(((currentCents - usualCents) / usualCents) * 100);

  // Consecutive observed weeks, counting back from the current one, whose low is not under today's price.
  let lowestInWeeks = 1;
  for (const w of prior) {
    if (w.age !== lowestInWeeks || w.lowCents < currentCents) break;
    lowestInWeeks++;
  }
  const below = currentCents < usualCents * (1 - USUAL_BAND);
  const above = currentCents > usualCents * (1 + USUAL_BAND);
  const realDeal =
    priorInWindow.length >= REAL_DEAL_MIN_PRIOR_WEEKS && currentCents <= windowLowCents && currentCents < usualCents;

  let kind: VerdictKind;
  if (currentCents < usualCents && lowestInWeeks >= LOWEST_MIN_WEEKS) kind = "lowest";
  else if (below) kind = "below-usual";
  else if (above) kind = "above-usual";
  else kind = "usual";
  return { ...base, kind, usualCents, windowLowCents, windowHighCents, lowestInWeeks: kind === "lowest" ? lowestInWeeks : null, percentVsUsual, realDeal };
}

/** The short label a product line shows. */
export function verdictLabel(v: Verdict): string {
  switch (v.kind) {
    case "not-enough-history":
      return "Not enough price history yet";
    case "lowest":
      return `Lowest in ${v.lowestInWeeks} weeks`;
    case "usual":
      return "Usual price";
    case "below-usual":
      return `${Math.abs(v.percentVsUsual ?? 0)}% below usual`;
    case "above-usual":
      return `${v.percentVsUsual}% above usual`;
  }
}
