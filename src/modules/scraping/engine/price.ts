import { normaliseUnitType, round2, type UnitType } from "./units";

/**
 * Reads a price the way a grocery page prints it. The text may hold several amounts; each is
 * classified by the words around it:
 *   "$3.49", "99c", "$1,299.00", "NZ$ 3.49", "3,49 €"  → a plain price
 *   "was $4.99 now $3.49", "$3.49 save $1.50"          → was/save/RRP amounts are not the price
 *   "2 for $5.00"                                       → 2.50 each (a single price wins when both show)
 *   "$12.99 / kg", "$12.99 per kg"                      → a per-unit amount: the unit price, and the
 *                                                          price itself when nothing else is priced
 *   "$3.49 $0.70 / 100g"                                → price 3.49, unit price 0.70 per 100g
 *   "Club price $2.99"                                  → a member price: used only when opted in
 * HTML has already been turned into text (entities decoded, struck-through elements dropped, split
 * cents joined) by ./html-text.ts; NBSP and thin spaces are handled here.
 */

export interface PriceReading {
  price: number;
  unitPrice: number | null;
  unitType: UnitType | null;
  /** The price is a multi-buy divided out ("2 for $5.00"). */
  multiBuy: boolean;
  /** The price came from a member/club offer (only when opted in). */
  member: boolean;
  /** The page says the price is per item ("$8.50 each", "$3.49 ea"). */
  each?: boolean;
}

export interface PriceOptions {
  useMemberPrice?: boolean;
}

type AmountKind = "regular" | "now" | "old" | "member" | "unit" | "multi";

interface Amount {
  value: number;
  kind: AmountKind;
  unit: UnitType | null;
  quantity: number;
}

const MAX_TEXT = 400;
const CURRENCY = String.raw`(?:\b(?:NZ|AU|US|CA|HK)\s?)?[$€£¥]|\b(?:NZD|AUD|USD|EUR|GBP)\s?`;
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:[.,]\d{1,2})?|\.\d{1,2}`;
const MONEY = new RegExp(String.raw`(${CURRENCY})?\s?(${NUMBER})\s?(c\b|¢|\s?€|\s?EUR\b)?`, "gi");
const PER_UNIT = /^\s*(?:\/|per\b|a\b)\s*(1\s?kg|100\s?g|100\s?ml|1\s?l\b|kg|g\b|l\b|ml\b|lb|oz|each|ea\b|item|unit|piece)/i;
const EACH_AFTER = /^\s*(?:ea\b|each\b)/i;
const OLD_BEFORE = /\b(?:was|save|saving|rrp|reg(?:ular)?\.?|orig(?:inal(?:ly)?)?|before|usual(?:ly)?|list price)\s*:?\s*$/i;
const NOW_BEFORE = /\b(?:now|special|sale|deal|today)\s*(?:price)?\s*:?\s*$/i;
const MEMBER_BEFORE = /\b(?:club|member|members|clubcard|onecard|rewards?|card|loyalty)\s*(?:price|deal|only)?\s*:?\s*$/i;
const MEMBER_AFTER_WITH = /^\s*with\s+(?:a\s+)?(?:club|member|card|onecard|clubcard|rewards|loyalty)/i;
/** "$2.99 club price" — only when no amount follows (otherwise the label belongs to the next amount). */
const MEMBER_AFTER_LABEL = /^\s*(?:club|member|members|clubcard|onecard)\b/i;
const MULTI_BEFORE = /\b(\d{1,2})\s*(?:for|\/)\s*$/i;
const OFF_AFTER = /^\s*off\b/i;

/** Text as a page shows it, normalised: NBSP/thin spaces → space, one line. */
export function cleanText(text: string): string {
  return text.replace(/[\u00a0\u2007\u202f\u2009\u200a]/g, " ").replace(/[\u200b\u200c\u200d\ufeff]/g, "").replace(/\s+/g, " ").trim();
}

function toNumber(raw: string, cents: boolean, currencyAfterEuro: boolean): number | null {
  let s = raw;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, "");
  else if (/^\d+,\d{1,2}$/.test(s) && (currencyAfterEuro || !s.includes("."))) s = s.replace(",", ".");
  const n = Number(s);
  if (!Number.isFinite(n)) return null;
  return cents ? n / 100 : n;
}

function readAmounts(text: string): Amount[] {
  const amounts: Amount[] = [];
  const matches = [...text.matchAll(MONEY)];
  const marked = matches.filter((m) => m[1] || m[3]);
  // Without any currency mark, only a lone number ("3.49" from an API or a pattern capture) is a price.
  const usable = marked.length > 0 ? marked : matches.length === 1 && /^\s*[\d.,]+\s*$/.test(text) ? matches : [];
  let previousEnd = 0;
  usable.forEach((m, i) => {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const before = text.slice(previousEnd, start);
    const nextStart = usable[i + 1]?.index ?? text.length;
    const after = text.slice(end, nextStart);
    previousEnd = end;
    const cents = !!m[3] && /c|¢/i.test(m[3]);
    const value = toNumber(m[2], cents, !!m[3] && !cents);
    if (value === null || value <= 0 || value > 100_000) return;
    const unitMatch = PER_UNIT.exec(after);
    let kind: AmountKind = "regular";
    let quantity = 1;
    if (OLD_BEFORE.test(before) || OFF_AFTER.test(after)) kind = "old";
    else if (MEMBER_BEFORE.test(before) || MEMBER_AFTER_WITH.test(after) || (i === usable.length - 1 && MEMBER_AFTER_LABEL.test(after))) {
      kind = "member";
    }
    else if (unitMatch && !EACH_AFTER.test(after)) kind = "unit";
    else {
      const multi = MULTI_BEFORE.exec(before);
      if (multi && Number(multi[1]) > 1) {
        kind = "multi";
        quantity = Number(multi[1]);
      } else if (NOW_BEFORE.test(before)) kind = "now";
    }
    amounts.push({ value, kind, unit: unitMatch ? normaliseUnitType(unitMatch[1]) : EACH_AFTER.test(after) ? "each" : null, quantity });
  });
  return amounts;
}

/** The price in a piece of text, or null when it shows none. */
export function parsePriceText(input: string | number | null | undefined, options: PriceOptions = {}): PriceReading | null {
  if (input === null || input === undefined) return null;
  if (typeof input === "number") {
    return Number.isFinite(input) && input > 0 && input <= 100_000
      ? { price: round2(input), unitPrice: null, unitType: null, multiBuy: false, member: false }
      : null;
  }
  const text = cleanText(input).slice(0, MAX_TEXT);
  if (!text) return null;
  const amounts = readAmounts(text);
  const unit = amounts.find((a) => a.kind === "unit");
  const unitPart = unit ? { unitPrice: round2(unit.value), unitType: unit.unit } : { unitPrice: null, unitType: null };
  const member = amounts.filter((a) => a.kind === "member");
  if (options.useMemberPrice && member.length > 0) {
    const best = Math.min(...member.map((a) => a.value));
    return { price: round2(best), ...unitPart, multiBuy: false, member: true };
  }
  const now = amounts.find((a) => a.kind === "now");
  const regular = amounts.find((a) => a.kind === "regular");
  const single = now ?? regular;
  if (single) return { price: round2(single.value), ...unitPart, multiBuy: false, member: false, each: single.unit === "each" };
  const multi = amounts.find((a) => a.kind === "multi");
  if (multi) return { price: round2(multi.value / multi.quantity), ...unitPart, multiBuy: true, member: false };
  // Only a per-unit amount: the product is sold by weight (or by the unit) at that price.
  if (unit) return { price: round2(unit.value), unitPrice: round2(unit.value), unitType: unit.unit, multiBuy: false, member: false };
  return null;
}

/** A unit price shown on its own ("$0.70 / 100g", "$12.99 per kg"). */
export function parseUnitPriceText(input: string | null | undefined): { unitPrice: number; unitType: UnitType | null } | null {
  if (!input) return null;
  const amounts = readAmounts(cleanText(input).slice(0, MAX_TEXT));
  const unit = amounts.find((a) => a.kind === "unit") ?? amounts.find((a) => a.kind === "regular" && a.unit);
  return unit ? { unitPrice: round2(unit.value), unitType: unit.unit } : null;
}
