/**
 * Pure receipt arithmetic shared by the receipts module (the parser and the review) and the
 * contributions module (the server's own check before a shared receipt publishes prices): in
 * src/lib so neither module imports the other (decision 048).
 */
/**
 * Does the sum of a receipt's lines agree with what the receipt itself prints? Receipt prices are
 * only published when it does (decision 048), so this is exact to the cent: a receipt that is a
 * cent out has a misread digit somewhere, and the shopper is asked to check it.
 *
 * Lines: Σ line totals − Σ savings (discount, multi-buy and loyalty lines). What they are compared
 * with depends on how the till prints tax:
 *   - GST-inclusive receipts (NZ, AU): the lines add up to the TOTAL (the "GST included" line is
 *     information only); a SUBTOTAL, when printed, says the same.
 *   - Tax-added receipts (US): the lines add up to the SUBTOTAL; TOTAL = SUBTOTAL + TAX, so
 *     without a subtotal line the goods total is TOTAL − TAX. TOTAL itself is never accepted when
 *     tax was added: lines that add up to it include the tax, i.e. a tax line was read as an item.
 *   - Cash rounding (NZ to 10c, AU to 5c): the rounding line sits before or after the TOTAL, so
 *     TOTAL − ROUNDING is accepted too; OCR drops minus signs, so both signs are tried, only for
 *     roundings a till can print (at most 5 cents).
 *   - A card payment prints the total a second time. When it was read and disagrees with TOTAL,
 *     one of them was misread, and lines that add up to the misread one prove nothing (OCR can
 *     misread a price and the total alike): the lines must then also add up to the payment —
 *     unless the SUBTOTAL and TOTAL (− TAX) both agree with the lines, which outvotes the payment.
 * Pure and in whole cents, so the review screen can run it again after each edit.
 */

export type ReconciliationStatus = "matches" | "differs" | "no_total";

/** Which printed figure the lines were compared with. */
export type PrintedFigure = "subtotal" | "total" | "total-before-tax" | "total-before-rounding";

/** The receipt's summary lines, in cents, as read. */
export interface ReceiptTotals {
  subtotalCents: number | null;
  /** TOTAL / BALANCE DUE, or the card payment line when no total was read. */
  totalCents: number | null;
  /** Sales tax added on top of the goods (US); 0 on GST-inclusive receipts. */
  taxAddedCents: number;
  /** Cash rounding as printed (signed). */
  roundingCents: number;
  /**
   * The card payment line (EFTPOS 67.48, VISA 51.84) when nothing was paid in cash: a second,
   * independent printing of the total. null when not read, or when cash (rounding, cash-out) is involved.
   */
  paidByCardCents?: number | null;
}

export interface ReconcilableLine {
  /** Printed line total; null for a name the price of which was not read. */
  priceCents: number | null;
  /** Savings printed under the line (≥ 0). */
  discountCents: number;
}

export interface ReceiptReconciliation {
  status: ReconciliationStatus;
  /** The printed figure the lines must add up to (see PrintedFigure); null when none was read. */
  printedTotalCents: number | null;
  printedAs: PrintedFigure | null;
  /** Σ line totals − Σ savings. */
  linesSumCents: number;
  /** linesSumCents − printedTotalCents: negative when the lines are short; 0 when there is no total. */
  differenceCents: number;
  /** Lines read without a price (names only): never published, so they do not block a match. */
  unpricedLines: number;
  totals: ReceiptTotals;
}

export const NO_TOTALS: ReceiptTotals = { subtotalCents: null, totalCents: null, taxAddedCents: 0, roundingCents: 0, paidByCardCents: null };

/** A till's cash rounding never exceeds half its smallest coin (10c in NZ, 5c in AU). */
const MAX_ROUNDING_CENTS = 5;

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** The figures the lines may legitimately add up to, the one to report a difference against first. */
export function goodsTotalTargets(t: ReceiptTotals): { cents: number; as: PrintedFigure }[] {
  const out: { cents: number; as: PrintedFigure }[] = [];
  if (t.subtotalCents !== null) out.push({ cents: t.subtotalCents, as: "subtotal" });
  if (t.totalCents !== null) {
    const beforeTax = t.totalCents - t.taxAddedCents;
    out.push({ cents: beforeTax, as: t.taxAddedCents !== 0 ? "total-before-tax" : "total" });
    const r = t.roundingCents;
    if (r !== 0 && Math.abs(r) <= MAX_ROUNDING_CENTS) {
      out.push({ cents: beforeTax - r, as: "total-before-rounding" }, { cents: beforeTax + r, as: "total-before-rounding" });
    }
  }
  return out;
}

export function linesSumCents(lines: readonly ReconcilableLine[]): number {
  let sum = 0;
  for (const l of lines) sum += (l.priceCents ?? 0) - l.discountCents;
  return sum;
}

export function reconcileLines(lines: readonly ReconcilableLine[], totals: ReceiptTotals): ReceiptReconciliation {
  const sum = linesSumCents(lines);
  const unpricedLines = lines.filter((l) => l.priceCents === null).length;
  const targets = goodsTotalTargets(totals);
  if (targets.length === 0) {
    return { status: "no_total", printedTotalCents: null, printedAs: null, linesSumCents: sum, differenceCents: 0, unpricedLines, totals };
  }
  let hit = lines.some((l) => l.priceCents !== null) ? targets.find((t) => t.cents === sum) : undefined;
  let against = hit ?? targets[0];
  const paid = totals.paidByCardCents ?? null;
  // Two printed figures that agree with the lines (SUBTOTAL and TOTAL − TAX) outvote a misread payment line.
  const agreeing = new Set(targets.filter((t) => t.cents === sum).map((t) => (t.as === "subtotal" ? "subtotal" : "total"))).size;
  if (hit && agreeing < 2 && paid !== null && totals.totalCents !== null && paid !== totals.totalCents) {
    const viaPayment = paid - totals.taxAddedCents;
    if (viaPayment !== sum) {
      hit = undefined;
      against = { cents: viaPayment, as: totals.taxAddedCents !== 0 ? "total-before-tax" : "total" };
    }
  }
  return {
    status: hit ? "matches" : "differs",
    printedTotalCents: against.cents,
    printedAs: against.as,
    linesSumCents: sum,
    differenceCents: sum - against.cents,
    unpricedLines,
    totals,
  };
}
