import { RECEIPT_ABBREVIATIONS } from "./abbreviations";
import type { ParsedItem } from "./types";

/** Words kept lower-case inside a title ("Salt and Vinegar", "Bag of Carrots"). */
const MINOR_WORDS = new Set(["and", "of", "in", "with", "or", "the", "a", "for"]);
const SIZE_TOKEN = /^\d+(?:[.,]\d+)?(?:x\d+(?:[.,]\d+)?)?(?:kg|g|ml|l|pk|pack|pcs|oz|lb|gal|ct)$/i;

function formatSize(token: string): string {
  return token.toLowerCase().replace(/(\d)l$/, "$1L").replace(/(\d)pack$/, "$1 pack");
}

function titleWord(word: string, first: boolean): string {
  const lower = word.toLowerCase();
  if (!first && MINOR_WORDS.has(lower)) return lower;
  // Keep apostrophe brands ("Vogel's") and hyphenated words ("Weet-Bix") readable.
  return lower.replace(/(^|[-'])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase()).replace(/'S\b/g, "'s");
}

/**
 * A generic shopping-list name from a parsed receipt line: brand, product words
 * and size in title case, with receipt abbreviations written out
 * ("ANCHOR BLUE TOP MILK 2L" → "Anchor Blue Top Milk 2L", "KRO CHKN BRST BNLS" →
 * "Kroger Chicken Breast Boneless").
 */
export function toListItemName(item: Pick<ParsedItem, "brand" | "cleanedName" | "size">): string {
  const words: string[] = [];
  if (item.brand) words.push(...item.brand.split(" ").filter(Boolean));
  for (const raw of item.cleanedName.split(/\s+/)) {
    if (raw.length === 0) continue;
    const expansion = RECEIPT_ABBREVIATIONS[raw.toUpperCase().replace(/[^A-Z]/g, "")];
    if (expansion && /^[A-Za-z]+\.?$/.test(raw)) words.push(...expansion.split(" "));
    else if (SIZE_TOKEN.test(raw)) words.push(formatSize(raw));
    else words.push(raw);
  }
  if (item.size) words.push(formatSize(item.size));
  const brandWords = item.brand ? item.brand.split(" ").filter(Boolean).length : 0;
  const out = words.map((w, i) => {
    if (i < brandWords) return w;
    if (/\d/.test(w)) return w;
    return titleWord(w, i === 0);
  });
  const name = out.join(" ").replace(/\s+/g, " ").trim();
  return name.length > 100 ? name.slice(0, 100).trim() : name;
}
