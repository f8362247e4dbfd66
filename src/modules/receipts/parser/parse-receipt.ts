import { assembleItems, type AssembledItems } from "./assemble-items";
import { classifyLine, type LineInfo } from "./classify-line";
import { goodsTotalTargets, NO_TOTALS, reconcileLines } from "./reconcile";
import { checkTotals, receiptConfidence, receiptTotalsOf } from "./totals";
import { digitRepairCandidates, repairPricesToTotal } from "./total-repair";
import type { ParsedItem, ParsedReceipt } from "./types";

/** Receipts have tens of lines; the caps keep hostile input linear and bounded. */
export const MAX_INPUT_CHARS = 1_000_000;
export const MAX_LINES = 5_000;

function emptyReceipt(warnings: string[]): ParsedReceipt {
  return { items: [], printedTotal: null, computedTotal: 0, totalMatches: null, reconciliation: reconcileLines([], NO_TOTALS), confidence: 0, warnings };
}

const REPAIRED_CERTAINTY = 0.8;

/** Applies the unique smallest digit repair that makes the items match the printed total. */
function repairAgainstTotal(lines: LineInfo[], assembled: AssembledItems, warnings: string[]): void {
  const priced = assembled.items.map((item, i) => ({ item, i })).filter(({ item }) => item.price !== null);
  if (priced.length === 0) return;
  // The same figures reconciliation accepts: a repair never makes the lines add up to a total that includes added tax.
  const targets = goodsTotalTargets(receiptTotalsOf(lines)).map((t) => t.cents / 100);
  if (targets.length === 0) return;
  const candidates = priced.map(({ item, i }) => digitRepairCandidates(item.price as number, assembled.alternatives[i]));
  const discountCents = Math.round(assembled.items.reduce((s, it) => s + it.discount, 0) * 100);
  const chosen = repairPricesToTotal(candidates, discountCents, targets);
  if (!chosen) return;
  chosen.forEach((k, j) => {
    if (k === 0) return;
    const { item, i } = priced[j];
    const fixed = candidates[j].options[k];
    warnings.push(`price of "${item.name}" read as ${(item.price as number).toFixed(2)}, corrected to ${fixed.toFixed(2)} to match the total`);
    item.price = fixed;
    if (item.quantity > 1) item.unitPrice = Math.round((fixed / item.quantity) * 100) / 100;
    assembled.certainties[i] *= REPAIRED_CERTAINTY;
  });
}

/**
 * Once the line totals are known to add up, a quantity line whose unit price disagrees with its
 * total had the unit price misread: the unit price follows the line total (it is what a published
 * price per unit is worked out from). Multi-buy rounding ("3 for 10.00" → 3.33) is not a misread.
 */
function alignUnitPrices(items: ParsedItem[], warnings: string[]): void {
  for (const item of items) {
    if (item.quantity <= 1 || item.unitPrice === null || item.price === null) continue;
    const gap = Math.abs(Math.round(item.quantity * item.unitPrice * 100) - Math.round(item.price * 100));
    if (gap <= Math.ceil(item.quantity / 2)) continue;
    const unit = Math.round((item.price / item.quantity) * 100) / 100;
    warnings.push(`unit price of "${item.name}" read as ${item.unitPrice.toFixed(2)}, corrected to ${unit.toFixed(2)} to match its line total`);
    item.unitPrice = unit;
  }
}

/**
 * Parses receipt text (typed or OCR output) into items; never throws.
 *
 * Lines are classified one by one (classify-line.ts), then assembled: items
 * are read between the first priced line and the first total-like line, so a
 * store name or footer is never a name-only item; only text with no priced line
 * at all falls back to the spec's "every 3–49 character line is an item".
 * Finally the items are checked (and, for OCR digit slips, repaired) against
 * the printed total: `reconciliation` (reconcile.ts) says whether the lines add up to it.
 */
export function parseReceipt(text: string): ParsedReceipt {
  const warnings: string[] = [];
  try {
    let input = typeof text === "string" ? text : String(text ?? "");
    if (input.length > MAX_INPUT_CHARS) {
      input = input.slice(0, MAX_INPUT_CHARS);
      warnings.push(`input truncated to ${MAX_INPUT_CHARS} characters`);
    }
    let raws = input.split(/\r\n|\r|\n/);
    if (raws.length > MAX_LINES) {
      raws = raws.slice(0, MAX_LINES);
      warnings.push(`input truncated to ${MAX_LINES} lines`);
    }
    const lines: LineInfo[] = raws.map(classifyLine);
    const noisy = lines.filter((l) => l.kind === "noise").length;
    if (noisy > 0) warnings.push(`${noisy} over-long line(s) ignored`);
    const assembled = assembleItems(lines, raws.map((r) => r.trim()));
    warnings.push(...assembled.warnings);
    repairAgainstTotal(lines, assembled, warnings);
    const check = checkTotals(lines, assembled.items);
    const rec = check.reconciliation;
    if (rec.status === "matches") alignUnitPrices(assembled.items, warnings);
    if (rec.status === "differs") {
      warnings.push(`items add up to ${(rec.linesSumCents / 100).toFixed(2)} but the receipt's ${rec.printedAs?.replace(/-/g, " ")} is ${((rec.printedTotalCents ?? 0) / 100).toFixed(2)}`);
    }
    return {
      items: assembled.items,
      printedTotal: check.printedTotal,
      computedTotal: check.computedTotal,
      totalMatches: check.totalMatches,
      reconciliation: check.reconciliation,
      confidence: receiptConfidence(assembled.certainties, check),
      warnings,
    };
  } catch {
    // A parser bug must degrade to "no items", never break the scan flow.
    return emptyReceipt([...warnings, "receipt could not be parsed"]);
  }
}
