import type { LineInfo } from "./classify-line";
import { reconcileLines, toCents, type ReceiptReconciliation, type ReceiptTotals } from "./reconcile";
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
  for (const l of lines) if (l.kind === "summary" && l.role === role && l.amount !== null) sum += toCents(l.amount) * (l.negative ? -1 : 1);
  return sum;
}

/** TOTAL (or BALANCE …), else the card payment line. */
export function printedTotalOf(lines: LineInfo[]): number | null {
  return firstAmount(lines, ["total"]) ?? firstAmount(lines, ["payment"]);
}

/** The first card payment amount, unless cash changed hands (cash, change, cash-out or rounding lines). */
function paidByCard(lines: LineInfo[]): number | null {
  const cash = lines.some((l) => l.kind === "summary" && (l.role === "cash" || l.role === "rounding") && l.amount !== null && l.amount !== 0);
  const paid = firstAmount(lines, ["payment"]);
  return cash || paid === null ? null : toCents(paid);
}

/** The summary figures reconcile.ts compares the lines with, in cents. */
export function receiptTotalsOf(lines: LineInfo[]): ReceiptTotals {
  const total = printedTotalOf(lines);
  const subtotal = firstAmount(lines, ["subtotal"]);
  return {
    subtotalCents: subtotal === null ? null : toCents(subtotal),
    totalCents: total === null ? null : toCents(total),
    // Added tax is never negative; a minus sign there is an OCR speck.
    taxAddedCents: Math.abs(sumAmounts(lines, "tax")),
    roundingCents: sumAmounts(lines, "rounding"),
    paidByCardCents: paidByCard(lines),
  };
}

export interface TotalCheck {
  printedTotal: number | null;
  computedTotal: number;
  totalMatches: boolean | null;
  reconciliation: ReceiptReconciliation;
}

export function checkTotals(lines: LineInfo[], items: ParsedItem[]): TotalCheck {
  const reconciliation = reconcileLines(
    items.map((i) => ({ priceCents: i.price === null ? null : toCents(i.price), discountCents: toCents(i.discount) })),
    receiptTotalsOf(lines),
  );
  return {
    printedTotal: printedTotalOf(lines),
    computedTotal: reconciliation.linesSumCents / 100,
    totalMatches: reconciliation.status === "no_total" ? null : reconciliation.status === "matches",
    reconciliation,
  };
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
