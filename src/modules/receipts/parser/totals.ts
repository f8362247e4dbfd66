import { roundCents } from "./amount";
import type { LineInfo } from "./classify-line";
import { CENT_TOLERANCE } from "./item-draft";
import type { ParsedItem } from "./types";

export interface TotalCheck {
  printedTotal: number | null;
  computedTotal: number;
  totalMatches: boolean | null;
}

function firstAmount(lines: LineInfo[], roles: readonly string[]): number | null {
  for (const l of lines) if (l.kind === "summary" && roles.includes(l.role) && l.amount !== null) return l.amount;
  return null;
}

function sumAmounts(lines: LineInfo[], role: string): number {
  let sum = 0;
  for (const l of lines) if (l.kind === "summary" && l.role === role && l.amount !== null) sum += l.amount;
  return sum;
}

/**
 * Σ item prices − Σ savings is compared with every figure a till could print as
 * the goods total: TOTAL itself, SUBTOTAL (US receipts add tax after it), TOTAL
 * minus added tax, and TOTAL with cash rounding undone.
 */
export function printedTotalOf(lines: LineInfo[]): number | null {
  return firstAmount(lines, ["total"]) ?? firstAmount(lines, ["payment"]);
}

/** Every figure a till could print as the goods total, most specific first. */
export function goodsTotalCandidates(lines: LineInfo[]): number[] {
  const printedTotal = printedTotalOf(lines);
  const subtotal = firstAmount(lines, ["subtotal"]);
  const tax = sumAmounts(lines, "tax");
  const rounding = sumAmounts(lines, "rounding");
  const candidates: number[] = [];
  if (subtotal !== null) candidates.push(subtotal);
  if (printedTotal !== null) candidates.push(printedTotal, printedTotal - tax, printedTotal - rounding, printedTotal + rounding);
  return candidates.map(roundCents);
}

export function checkTotals(lines: LineInfo[], items: ParsedItem[]): TotalCheck {
  let computed = 0;
  for (const item of items) computed += (item.price ?? 0) - item.discount;
  const computedTotal = roundCents(computed);
  const printedTotal = printedTotalOf(lines);
  const candidates = goodsTotalCandidates(lines);
  if (candidates.length === 0) return { printedTotal, computedTotal, totalMatches: null };
  const totalMatches = candidates.some((c) => Math.abs(c - computedTotal) <= CENT_TOLERANCE);
  return { printedTotal, computedTotal, totalMatches };
}

/**
 * Receipt confidence: 60 % mean per-line certainty, 40 % agreement with the
 * printed total (full when it matches, half when there is no total to check,
 * shrinking with the relative gap when it disagrees).
 */
export function receiptConfidence(certainties: number[], check: TotalCheck): number {
  if (certainties.length === 0) return 0;
  const mean = certainties.reduce((a, b) => a + b, 0) / certainties.length;
  let agreement = 0.5;
  if (check.totalMatches === true) agreement = 1;
  else if (check.totalMatches === false && check.printedTotal !== null) {
    const rel = Math.abs(check.computedTotal - check.printedTotal) / Math.max(1, Math.abs(check.printedTotal));
    agreement = 0.5 * Math.max(0, 1 - 4 * rel);
  } else if (check.totalMatches === false) agreement = 0.1;
  const value = 0.6 * mean + 0.4 * agreement;
  return Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
}
