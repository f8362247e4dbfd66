import { roundCents } from "./amount";
import type { LineInfo } from "./classify-line";
import { applyQuantity, finaliseDraft, isPlausibleName, newDraft, sameAmount, type ItemDraft } from "./item-draft";
import type { QuantityLine } from "./quantity-weight";
import type { ParsedItem } from "./types";

export interface AssembledItems {
  items: ParsedItem[];
  certainties: number[];
  /** Per item, other plausible readings of its price (for the total repair). */
  alternatives: number[][];
  warnings: string[];
}

const NAME_ONLY_CERTAINTY = 0.4;
const REPAIRED_PENALTY = 0.25;

function isPriced(lines: LineInfo[], i: number): boolean {
  const l = lines[i];
  if (l.kind === "item" || l.kind === "weight") return true;
  if (l.kind === "qty") return l.qty.total !== null && previousKind(lines, i) === "name";
  return l.kind === "price" && previousKind(lines, i) === "name";
}

function previousIndex(lines: LineInfo[], i: number): number {
  let j = i - 1;
  while (j >= 0 && lines[j].kind === "blank") j--;
  return j;
}

function previousKind(lines: LineInfo[], i: number): LineInfo["kind"] | null {
  const j = previousIndex(lines, i);
  return j >= 0 ? lines[j].kind : null;
}

/**
 * Items live between the header (store name, address, GST number) and the first
 * total-like line; name-only lines outside that body are never items unless the
 * text has no priced line at all.
 */
function findBody(lines: LineInfo[]): { start: number; end: number; hasPriced: boolean } {
  let start = lines.findIndex((_, i) => isPriced(lines, i));
  if (start < 0) return { start: 0, end: lines.length, hasPriced: false };
  const first = lines[start];
  const prev = previousIndex(lines, start);
  const needsName = first.kind === "price" || first.kind === "qty" || (first.kind === "weight" && !/[A-Za-z]{3}/.test(first.weight.nameText));
  if (prev >= 0 && needsName && lines[prev].kind === "name") start = prev;
  else if (prev >= 0 && first.kind === "item" && lines[prev].kind === "qty") start = prev;
  let end = lines.length;
  for (let i = start + 1; i < lines.length; i++) {
    const l = lines[i];
    if (l.kind === "summary" && (l.role === "total" || l.role === "subtotal" || l.role === "count")) {
      end = i;
      break;
    }
  }
  return { start, end, hasPriced: true };
}

export function assembleItems(lines: LineInfo[], raws: string[]): AssembledItems {
  const warnings: string[] = [];
  const drafts: ItemDraft[] = [];
  const { start, end, hasPriced } = findBody(lines);
  let pendingNames: { tokens: string[]; raw: string }[] = [];
  let pendingQty: { qty: QuantityLine; raw: string } | null = null;
  let pendingWeight: { unitPrice: number; total: number; raw: string } | null = null;
  const last = (): ItemDraft | null => (drafts.length > 0 ? drafts[drafts.length - 1] : null);

  const flushNames = () => {
    for (const n of pendingNames) if (isPlausibleName(n.tokens)) drafts.push(newDraft(n.tokens, null, [n.raw], NAME_ONLY_CERTAINTY));
    pendingNames = [];
  };
  const takeName = (): { tokens: string[]; raw: string } | null => {
    const name = pendingNames.pop() ?? null;
    flushNames();
    return name;
  };

  let lastKind: LineInfo["kind"] | null = null;
  for (let i = start; i < end; i++) {
    const line = lines[i];
    const raw = raws[i];
    const kindBefore = lastKind;
    if (line.kind !== "blank") lastKind = line.kind;
    switch (line.kind) {
      case "item": {
        flushNames();
        const d = newDraft(line.nameTokens, line.amount, [raw], line.repaired ? 1 - REPAIRED_PENALTY : 1);
        if (pendingQty && !d.quantityKnown && sameAmount(roundCents(pendingQty.qty.quantity * pendingQty.qty.unitPrice), line.amount)) {
          d.rawLines.unshift(pendingQty.raw);
          d.quantity = pendingQty.qty.quantity;
          d.unitPrice = pendingQty.qty.unitPrice;
          d.quantityKnown = true;
          d.unitPrinted = true;
        }
        if (pendingWeight && sameAmount(pendingWeight.total, line.amount)) {
          // Safeway prints the weighing above its "WT <name>" line.
          d.rawLines.unshift(pendingWeight.raw);
          d.unitPrice = pendingWeight.unitPrice;
          if (/^wt$/i.test(d.nameTokens[0] ?? "") && d.nameTokens.length > 1) d.nameTokens = d.nameTokens.slice(1);
        }
        pendingQty = null;
        pendingWeight = null;
        drafts.push(d);
        break;
      }
      case "price": {
        const name = takeName();
        if (name) drafts.push(newDraft(name.tokens, line.amount, [name.raw, raw], line.repaired ? 0.75 - REPAIRED_PENALTY : 0.75));
        break;
      }
      case "qty": {
        const q = line.qty;
        const lineTotal = q.total ?? roundCents(q.quantity * q.unitPrice);
        const name = takeName();
        const prev = last();
        if (name) {
          const d = newDraft(name.tokens, lineTotal, [name.raw], 0.9);
          applyQuantity(d, q.quantity, q.unitPrice, raw);
          drafts.push(d);
        } else if (prev && !prev.quantityKnown && (prev.price === null || sameAmount(prev.price, lineTotal))) {
          prev.price ??= lineTotal;
          applyQuantity(prev, q.quantity, q.unitPrice, raw);
        } else if (prev && q.total !== null && !prev.quantityKnown && prev.discount === 0 && kindBefore === "item" && prev.rawLines.length === 1) {
          // "Coke Zero 1.5l" / "4 @ $3.20 12.80": OCR read the size as a price;
          // the quantity line's total shows the line above was only the name.
          prev.nameTokens = [...prev.nameTokens, prev.rawLines[0].split(/\s+/).pop() ?? ""];
          prev.price = lineTotal;
          prev.certainty = 0.7;
          applyQuantity(prev, q.quantity, q.unitPrice, raw);
        } else if (q.total === null) {
          pendingQty = { qty: q, raw };
        } else {
          warnings.push(`quantity line without an item: "${line.text}"`);
        }
        break;
      }
      case "weight": {
        const w = line.weight;
        const computed = roundCents(w.weight * w.unitPrice);
        const total = w.total ?? computed;
        const alternatives = sameAmount(total, computed) ? [] : [computed];
        const inline = w.nameText.split(" ").filter((t) => t.length > 0);
        let name: { tokens: string[]; raw: string } | null;
        // "wa 9.497 kg NET @ ...": an OCR speck before the weight is not a name.
        if (isPlausibleName(inline) && /[A-Za-z]{3}/.test(w.nameText)) {
          flushNames();
          name = { tokens: inline, raw };
        } else {
          name = takeName();
        }
        const prev = last();
        if (name) {
          const d = newDraft(name.tokens, total, name.raw === raw ? [raw] : [name.raw, raw], 0.95);
          d.unitPrice = w.unitPrice;
          d.alternatives = alternatives;
          drafts.push(d);
        } else if (prev && (prev.price === null || sameAmount(prev.price, total))) {
          prev.price ??= total;
          prev.unitPrice = w.unitPrice;
          prev.rawLines.push(raw);
        } else {
          pendingWeight = { unitPrice: w.unitPrice, total, raw };
        }
        break;
      }
      case "discount": {
        flushNames();
        const prev = last();
        if (prev) {
          prev.discount += line.amount;
          prev.rawLines.push(raw);
        } else {
          warnings.push(`discount line without an item: "${line.text}"`);
        }
        break;
      }
      case "name":
        pendingNames.push({ tokens: line.nameTokens, raw });
        break;
      default:
        break;
    }
  }
  if (!hasPriced) flushNames();

  const items: ParsedItem[] = [];
  const certainties: number[] = [];
  const alternatives: number[][] = [];
  for (const d of drafts) {
    const done = finaliseDraft(d);
    if (!done) continue;
    items.push(done.item);
    certainties.push(done.certainty);
    alternatives.push(done.alternatives);
  }
  return { items, certainties, alternatives, warnings };
}
