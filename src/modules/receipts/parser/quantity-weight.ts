import { parseAmountToken, splitTrailingAmount } from "./amount";

export interface QuantityLine {
  quantity: number;
  unitPrice: number;
  /** Line total when printed on the same line ("2 @ 1.99 3.98"). */
  total: number | null;
}

export interface WeightSegment {
  /** Name printed before the weight on the same line, if any. */
  nameText: string;
  weight: number;
  weightUnit: string;
  unitPrice: number;
  total: number | null;
}

const MAX_QTY = 999;
// "2 @ $1.99", "2 x 1.99 ea", "Qty 2 @ $3.10 each 6.20", "3 AT 1.25".
const QTY_LINE = /^(?:qty\.?:?\s*)?(\d{1,3})\s*(?:@|x|at)\s*(\$?\s?[0-9OoIl]{1,5}[.,][0-9Oo]{2})\s*(?:\/?\s*(?:ea|each|ea\.))?(?:\s+(.*))?$/i;
// Walmart-style "2 AT 1 FOR 1.99" and "3 @ 2 FOR 5.00".
const QTY_FOR = /^(\d{1,3})\s*(?:@|at)\s*(\d{1,2})\s*for\s*(\$?\s?\d{1,5}[.,]\d{2})(?:\s+(.*))?$/i;
// "1b" / "ib" are how OCR reads "lb" in a monospace font.
const WEIGHT =
  /(\d{1,3}[.,]\d{1,3})\s*(kg|lbs?|1bs?|ibs?|g)\b\.?\s*(?:net\s*)?(?:@|x|at)?\s*(?:[1lI]{1,2}\s*(?:kg|lb|1b|ib)\s*)?\/?\s*\$?\s?(\d{1,4}[.,]\d{2})\d?\s*(?:\/|per)?\s*(kg|lbs?|1bs?|ibs?|100\s?g)?\b/i;

function amountOf(token: string | undefined): number | null {
  if (!token) return null;
  const a = parseAmountToken(token.replace(/\s+/g, ""));
  return a && !a.negative ? a.value : null;
}

const JUNK_TOKEN = /^[A-Za-z0-9*#^~+%.,|]{1,2}$/;

function trailingTotal(rest: string | undefined): number | null | undefined {
  if (!rest || rest.trim().length === 0) return null;
  const tokens = rest.trim().split(" ");
  // Stray OCR marks after a quantity ("2 x 5.49   4") are not a total.
  if (tokens.length <= 2 && tokens.every((t) => JUNK_TOKEN.test(t))) return null;
  const found = splitTrailingAmount(tokens, true);
  // Anything besides an amount and flags means this is not a plain quantity line.
  if (!found || found.rest.length > 0 || found.amount.negative) return undefined;
  return found.amount.value;
}

export function parseQuantityLine(text: string): QuantityLine | null {
  const form = QTY_FOR.exec(text);
  if (form) {
    const qty = Number(form[1]);
    const perN = Number(form[2]);
    const dealPrice = amountOf(form[3]);
    const total = trailingTotal(form[4]);
    if (qty < 1 || qty > MAX_QTY || perN < 1 || dealPrice === null || total === undefined) return null;
    return { quantity: qty, unitPrice: Math.round((dealPrice / perN) * 100) / 100, total };
  }
  const m = QTY_LINE.exec(text);
  if (!m) return null;
  const qty = Number(m[1]);
  const unit = amountOf(m[2]);
  const total = trailingTotal(m[3]);
  if (qty < 1 || qty > MAX_QTY || unit === null || total === undefined) return null;
  return { quantity: qty, unitPrice: unit, total };
}

/**
 * Finds "1.234 kg @ $3.49/kg 4.31", "2.26 lb @ 0.58 /lb", "0.512 kg NET @ $9.99/kg"
 * or "2.26 lb @ 1 lb /0.58" anywhere in a line.
 */
export function parseWeightSegment(text: string): WeightSegment | null {
  const m = WEIGHT.exec(text);
  if (!m) return null;
  const between = m[0];
  // A per-unit marker ("/kg", "@", "per", "NET") distinguishes a weighing from "1.5kg 4.99".
  if (!/[@/]|per|net|\bx\b|\bat\b/i.test(between)) return null;
  const weight = Number(m[1].replace(",", "."));
  const unitPrice = amountOf(m[3]);
  if (!(weight > 0) || unitPrice === null) return null;
  const after = text.slice(m.index + between.length).trim();
  let total: number | null = null;
  if (after.length > 0) {
    // An unreadable total ("2.3%", "1357") falls back to weight × unit price.
    const found = splitTrailingAmount(after.split(" "), true);
    if (found && !found.amount.negative && !found.rest.some((t) => /[0-9]/.test(t))) total = found.amount.value;
    else if (/[A-Za-z]{3}/.test(after)) return null;
  }
  return {
    nameText: text.slice(0, m.index).trim(),
    weight,
    weightUnit: /^(?:lb|1b|ib)/i.test(m[2]) ? "lb" : m[2].toLowerCase(),
    unitPrice,
    total,
  };
}
