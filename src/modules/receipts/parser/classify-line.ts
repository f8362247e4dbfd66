import { splitTrailingAmount } from "./amount";
import {
  ANNOTATION_PHRASES, CATEGORY_HEADINGS, DISCOUNT_PHRASES, DISCOUNT_WORDS, KEYWORD_CONTINUATIONS, LOYALTY_DISCOUNT_WORDS,
  SPEC_SKIP_PHRASES, SPEC_SKIP_WORDS, SUMMARY_CONTINUATIONS, SUMMARY_PHRASES, type SummaryRole,
} from "./keywords";
import { countLetters, hasDate, hasTime, isBareNumber, isSeparatorLine, isWebAddress, normaliseLine } from "./line-rules";
import { parseQuantityLine, parseWeightSegment, type QuantityLine, type WeightSegment } from "./quantity-weight";
import { isAlphaWord, keywordWords, phraseMatches, wordMatches } from "./words";

export type LineInfo =
  | { kind: "blank" | "noise" | "separator" | "skip" | "category" | "annotation"; text: string }
  | { kind: "summary"; text: string; role: SummaryRole; amount: number | null; negative: boolean }
  | { kind: "discount"; text: string; amount: number; repaired: boolean }
  | { kind: "qty"; text: string; qty: QuantityLine }
  | { kind: "weight"; text: string; weight: WeightSegment }
  | { kind: "item"; text: string; nameTokens: string[]; amount: number; repaired: boolean }
  | { kind: "price"; text: string; amount: number; repaired: boolean }
  | { kind: "name"; text: string; nameTokens: string[] };

export const MAX_LINE_CHARS = 200;
const STRONG_SUMMARY = new Set(["BALANCE", "TOTAL", "SUBTOTAL"]);
const TOTAL_WORDS = new Set(["TOTAL", "SUBTOTAL", "BALANCE", "GRAND"]);
const TAX_INCLUDED_WORDS = new Set(["INCL", "INCLUDED", "INCLUSIVE", "INC"]);
const TAX_ID_WORDS = new Set(["INVOICE", "NO", "NUMBER", "REG"]);
const LOYALTY_WORDS = new Set(["ONECARD", "CLUBCARD", "MEMBER", "EVERYDAY", "REWARDS", "FLYBUYS", "LOYALTY", "POINTS"]);

/** Drops leading counts and star/hash runs: "5 BALANCE DUE", "**** BALANCE", "# ITEMS SOLD". */
function summaryWords(words: string[]): string[] {
  let i = 0;
  while (i < words.length - 1 && i < 2 && /^[0-9]+$/.test(words[i])) i++;
  return words.slice(i);
}

/** "**** BALANCE" comes out of OCR as "xx BALANCE" or "HRA BALANCE": look past up to two short specks. */
function withoutLeadingSpecks(words: string[]): string[] | null {
  for (let skip = 1; skip <= 2 && skip < words.length; skip++) {
    if (words[skip - 1].length > 4) break;
    if (STRONG_SUMMARY.has(words[skip])) return words.slice(skip);
  }
  return null;
}

function phraseRole(words: string[]): SummaryRole | null {
  for (const p of SUMMARY_PHRASES) if (phraseMatches(words, p.words)) return p.role;
  return null;
}

function skipWordRole(keyword: string, next: string | undefined, words: string[]): SummaryRole {
  switch (keyword) {
    case "TOTAL":
      return "total";
    case "SUBTOTAL":
      return "subtotal";
    case "TAX":
    case "GST":
      // "GST INCLUDED IN TOTAL" is informative; US "TAX 0.45" is added on top of the subtotal.
      if (words.some((w) => TAX_INCLUDED_WORDS.has(w))) return "tax-included";
      return next !== undefined && TAX_ID_WORDS.has(next) ? "other" : "tax";
    case "CASH":
    case "CHANGE":
      return "cash";
    case "CARD":
    case "EFTPOS":
      return "payment";
    default:
      return "other";
  }
}

type SkipVerdict = { verdict: "summary"; role: SummaryRole } | { verdict: "skip" } | { verdict: "product" } | null;

/**
 * Spec skip words are whole-word prefixes. Whatever follows decides: nothing or a
 * summary word → summary ("TOTAL DUE", "CARD VISA"); other words plus a price → a
 * product that merely starts with the word ("TIME OUT BAR 2.50").
 */
function judgeSkipWord(words: string[], hasAmount: boolean): SkipVerdict {
  for (const phrase of SPEC_SKIP_PHRASES) if (phraseMatches(words, phrase)) return { verdict: "skip" };
  const first = words[0];
  const keyword = SPEC_SKIP_WORDS.find((k) => wordMatches(first, k));
  if (!keyword) return null;
  const rest = words.slice(1).filter(isAlphaWord);
  const next = rest[0];
  const extra = KEYWORD_CONTINUATIONS[keyword] ?? [];
  if (next === undefined || SUMMARY_CONTINUATIONS.has(next) || extra.includes(next)) {
    return { verdict: "summary", role: skipWordRole(keyword, next, words) };
  }
  return hasAmount ? { verdict: "product" } : { verdict: "skip" };
}

function isDiscountLine(words: string[], negative: boolean): boolean {
  if (negative) return true;
  return words.some((w) => DISCOUNT_WORDS.has(w)) || DISCOUNT_PHRASES.some((p) => words.some((_, i) => phraseMatches(words, p, i)));
}

/** Drops one leading OCR speck ("8    Qty 3 @ $3.65 each") so the rest can be recognised. */
function withoutStrayPrefix(tokens: string[]): string {
  return tokens.length > 2 && /^[^A-Za-z]{1,2}$/.test(tokens[0]) ? tokens.slice(1).join(" ") : "";
}

export function classifyLine(raw: string): LineInfo {
  if (raw.length > MAX_LINE_CHARS * 4) return { kind: "noise", text: "" };
  const text = normaliseLine(raw);
  if (text.length === 0) return { kind: "blank", text };
  if (text.length > MAX_LINE_CHARS) return { kind: "noise", text };
  if (isSeparatorLine(text)) return { kind: "separator", text };
  if (isWebAddress(text)) return { kind: "skip", text };
  const tokens = text.split(" ");
  const words = keywordWords(tokens);
  const trailing = splitTrailingAmount(tokens);
  const amount = trailing ? trailing.amount : null;

  let sWords = summaryWords(words);
  if (!phraseRole(sWords) && !SPEC_SKIP_WORDS.some((k) => wordMatches(sWords[0], k))) sWords = withoutLeadingSpecks(sWords) ?? sWords;
  const loyalty = sWords.length > 0 && LOYALTY_WORDS.has(sWords[0]) && sWords.some((w) => LOYALTY_DISCOUNT_WORDS.has(w));
  // "Clubcard Price -0.66", "Onecard Saving": loyalty lines that carry a saving are item discounts.
  if (loyalty && amount) return { kind: "discount", text, amount: amount.value, repaired: amount.repaired };
  const role = loyalty ? null : phraseRole(sWords);
  if (role) return { kind: "summary", text, role, amount: amount ? amount.value : null, negative: amount?.negative ?? false };
  // "Card Savings 1.00-" is an item saving even though it starts with a skip word.
  const negativeSaving = amount !== null && amount.negative && words.some((w) => DISCOUNT_WORDS.has(w)) && !TOTAL_WORDS.has(sWords[0] ?? "");
  if (negativeSaving && amount) return { kind: "discount", text, amount: amount.value, repaired: amount.repaired };
  // Only words before the amount decide; OCR junk after a price ("21.64 Vos") must not look like a product name.
  const skip = judgeSkipWord(trailing ? summaryWords(keywordWords(trailing.rest)) : sWords, amount !== null);
  if (skip?.verdict === "summary") return { kind: "summary", text, role: skip.role, amount: amount ? amount.value : null, negative: amount?.negative ?? false };

  if (hasDate(text) || hasTime(text)) return { kind: "skip", text };
  if (countLetters(text) >= 2 && CATEGORY_HEADINGS.has(words.filter(isAlphaWord).join(" ").replace(/&/g, "").replace(/\s+/g, " ").trim()) && !amount) {
    return { kind: "category", text };
  }
  for (const phrase of ANNOTATION_PHRASES) if (phraseMatches(words, phrase)) return { kind: "annotation", text };

  if (isDiscountLine(words, amount?.negative ?? false)) {
    return amount ? { kind: "discount", text, amount: amount.value, repaired: amount.repaired } : { kind: "annotation", text };
  }
  if (skip?.verdict === "skip") return { kind: "skip", text };

  const weight = parseWeightSegment(text);
  if (weight) return { kind: "weight", text, weight };
  const qty = parseQuantityLine(text) ?? parseQuantityLine(withoutStrayPrefix(tokens));
  if (qty) return { kind: "qty", text, qty };

  if (trailing && amount) {
    if (countLetters(trailing.rest.join(" ")) === 0) {
      // "@    5.98 S": a price line with a stray mark in front is still a price line.
      const priceOnly = trailing.rest.length <= 2 && trailing.rest.every((t) => t.length <= 2);
      return priceOnly ? { kind: "price", text, amount: amount.value, repaired: amount.repaired || trailing.rest.length > 0 } : { kind: "skip", text };
    }
    return { kind: "item", text, nameTokens: trailing.rest, amount: amount.value, repaired: amount.repaired };
  }
  if (isBareNumber(text)) return { kind: "skip", text };
  const letters = countLetters(text);
  // Spec: a priceless line is a name-only item when 3–49 characters and not only numbers.
  if (text.length >= 3 && text.length <= 49 && letters >= 2) return { kind: "name", text, nameTokens: tokens };
  return { kind: "skip", text };
}
