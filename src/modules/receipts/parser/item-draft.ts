import { parseAmountToken, roundCents } from "./amount";
import { buildNameParts } from "./name-parts";
import type { ParsedItem } from "./types";

/** An item while its lines are still being collected. */
export interface ItemDraft {
  nameTokens: string[];
  price: number | null;
  quantity: number;
  unitPrice: number | null;
  discount: number;
  rawLines: string[];
  certainty: number;
  quantityKnown: boolean;
  /** The unit price was printed ("2 @ 4.29"), not worked out from the line total. */
  unitPrinted: boolean;
  /** Other readings of the price (weight × unit price when the printed total disagrees). */
  alternatives: number[];
}

export const CENT_TOLERANCE = 0.011;

export function sameAmount(a: number | null, b: number | null): boolean {
  return a !== null && b !== null && Math.abs(a - b) <= CENT_TOLERANCE;
}

export function newDraft(nameTokens: string[], price: number | null, rawLines: string[], certainty: number): ItemDraft {
  const draft: ItemDraft = { nameTokens, price, quantity: 1, unitPrice: null, discount: 0, rawLines, certainty, quantityKnown: false, unitPrinted: false, alternatives: [] };
  takeLeadingQuantity(draft);
  takeTrailingQuantity(draft);
  return draft;
}

/**
 * Spec form "qty x name price": "2 x Milk 8.58", "2X MILK", "QTY 2 MILK", "4 QTY MILK". OCR often
 * doubles the "x" of a printed "2 x" ("2 xX", "2 XX", "2xX") or reads it as "×"; those are still quantity 2.
 */
function takeLeadingQuantity(d: ItemDraft): void {
  let t = d.nameTokens;
  // "3    4 QTY RAOS": a stray OCR digit in front of a quantity form.
  if (/^[^A-Za-z]{1,2}$/.test(t[0] ?? "") && (/^\d{1,3}$/.test(t[1] ?? "") || /^qty$/i.test(t[1] ?? "")) && /^(?:qty|x{1,2}|×|@)$/i.test(t[2] ?? "")) t = t.slice(1);
  let qty: number | null = null;
  let drop = 0;
  const glued = /^(\d{1,3})(?:[xX×]{1,2}|qty)$/i.exec(t[0] ?? "");
  if (glued && t.length > 1) {
    qty = Number(glued[1]);
    drop = 1;
  } else if (/^\d{1,3}$/.test(t[0] ?? "") && /^(?:[xX×]{1,2}|@)$/.test(t[1] ?? "") && t.length > 2) {
    qty = Number(t[0]);
    drop = 2;
  } else if (/^qty$/i.test(t[0] ?? "") && /^\d{1,3}$/.test(t[1] ?? "") && t.length > 2) {
    qty = Number(t[1]);
    drop = 2;
  } else if (/^\d{1,3}$/.test(t[0] ?? "") && /^qty$/i.test(t[1] ?? "") && t.length > 2) {
    qty = Number(t[0]);
    drop = 2;
  }
  if (qty === null || qty < 1) return;
  d.nameTokens = t.slice(drop);
  d.quantity = qty;
  d.quantityKnown = true;
  if (d.price !== null && qty > 1) d.unitPrice = roundCents(d.price / qty);
}

/** "... 2 @ 4.29 8.58": quantity and unit price printed inline before the total. */
function takeTrailingQuantity(d: ItemDraft): void {
  const t = d.nameTokens;
  const n = t.length;
  if (n < 4) return;
  let end = n;
  if (/^(?:ea|each)$/i.test(t[end - 1])) end--;
  const unit = parseAmountToken(t[end - 1]);
  if (!unit || unit.negative || !/^(?:@|x|X|at)$/.test(t[end - 2]) || !/^\d{1,3}$/.test(t[end - 3])) return;
  const qty = Number(t[end - 3]);
  if (qty < 1) return;
  d.nameTokens = t.slice(0, end - 3);
  d.quantity = qty;
  d.unitPrice = unit.value;
  d.quantityKnown = true;
  d.unitPrinted = true;
}

export function applyQuantity(d: ItemDraft, quantity: number, unitPrice: number, raw: string): void {
  d.quantity = quantity;
  d.unitPrice = unitPrice;
  d.quantityKnown = true;
  d.unitPrinted = true;
  d.rawLines.push(raw);
}

/** Name-only lines must look like words, not OCR speckle ("ii ,l"). */
export function isPlausibleName(tokens: readonly string[]): boolean {
  const letters = tokens.join("").replace(/[^A-Za-z]/g, "").length;
  const total = tokens.join("").length;
  return tokens.some((t) => /[A-Za-z]{3,}/.test(t)) && letters / Math.max(1, total) >= 0.6;
}

export function finaliseDraft(d: ItemDraft): { item: ParsedItem; certainty: number; alternatives: number[] } | null {
  const parts = buildNameParts(d.nameTokens);
  if (parts.cleanedName.length <= 1) return null;
  const price = d.price === null ? null : roundCents(d.price);
  let unitPrice = d.unitPrice === null ? null : roundCents(d.unitPrice);
  if (unitPrice === null && price !== null && d.quantity > 1) unitPrice = roundCents(price / d.quantity);
  const item: ParsedItem = {
    name: parts.name,
    cleanedName: parts.cleanedName,
    brand: parts.brand,
    size: parts.size,
    quantity: d.quantity,
    price,
    unitPrice,
    discount: roundCents(d.discount),
    rawLines: d.rawLines,
  };
  // "2 @ 4.29  8.58": quantity × unit price is a second reading of the line total, for the repair against the receipt total.
  const alternatives = d.alternatives.slice();
  if (d.unitPrinted && d.quantity > 1 && unitPrice !== null && price !== null) {
    const product = roundCents(d.quantity * unitPrice);
    if (!sameAmount(product, price) && !alternatives.includes(product)) alternatives.push(product);
  }
  return { item, certainty: d.certainty * (0.5 + 0.5 * parts.cleanliness), alternatives };
}
