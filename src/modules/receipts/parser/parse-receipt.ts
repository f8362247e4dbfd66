import { assembleItems, type AssembledItems } from "./assemble-items";
import { classifyLine, type LineInfo } from "./classify-line";
import { checkTotals, goodsTotalCandidates, receiptConfidence } from "./totals";
import { digitRepairCandidates, repairPricesToTotal } from "./total-repair";
import type { ParsedReceipt } from "./types";

/** Receipts have tens of lines; the caps keep hostile input linear and bounded. */
export const MAX_INPUT_CHARS = 1_000_000;
export const MAX_LINES = 5_000;

function emptyReceipt(warnings: string[]): ParsedReceipt {
  return { items: [], printedTotal: null, computedTotal: 0, totalMatches: null, confidence: 0, warnings };
}

const REPAIRED_CERTAINTY = 0.8;

/** Applies the unique smallest digit repair that makes the items match the printed total. */
function repairAgainstTotal(lines: LineInfo[], assembled: AssembledItems, warnings: string[]): void {
  const priced = assembled.items.map((item, i) => ({ item, i })).filter(({ item }) => item.price !== null);
  if (priced.length === 0) return;
  const targets = goodsTotalCandidates(lines);
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
 * Parses receipt text (typed or OCR output) into items; never throws.
 *
 * Lines are classified one by one (classify-line.ts), then assembled: items
 * are read between the first priced line and the first total-like line, so a
 * store name or footer is never a name-only item; only text with no priced line
 * at all falls back to the spec's "every 3–49 character line is an item".
 * Finally the items are checked (and, for OCR digit slips, repaired) against
 * the printed total.
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
    if (check.totalMatches === false) {
      warnings.push(`items add up to ${check.computedTotal.toFixed(2)} but the receipt total is ${check.printedTotal?.toFixed(2) ?? "missing"}`);
    }
    return {
      items: assembled.items,
      printedTotal: check.printedTotal,
      computedTotal: check.computedTotal,
      totalMatches: check.totalMatches,
      confidence: receiptConfidence(assembled.certainties, check),
      warnings,
    };
  } catch {
    // A parser bug must degrade to "no items", never break the scan flow.
    return emptyReceipt([...warnings, "receipt could not be parsed"]);
  }
}
