import { matchBrand } from "./brand-match";
import { findSize } from "./size";

export interface NameParts {
  name: string;
  cleanedName: string;
  brand: string | null;
  size: string | null;
  /** 0..1 share of tokens that look like clean words, sizes or numbers. */
  cleanliness: number;
}

const CODE = /^\d{5,}[A-Z]{0,2}$/i;
const FLAG_LETTER = /^[A-Z]$/i;
const EDGE_JUNK = /^[*#^~+=_|.,:;\-@$]+|[*#^~+=_|.,:;\-@$]+$/g;

/**
 * Removes till codes that are not part of the product name: UPC / item numbers
 * ("007874235186", "000000004011KF"), the flag letter printed next to them, and
 * Costco's leading department letter ("E 512515 KS WATER").
 */
function dropCodes(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (CODE.test(t)) continue;
    const nextIsCode = i + 1 < tokens.length && CODE.test(tokens[i + 1]);
    const prevWasCode = i > 0 && CODE.test(tokens[i - 1]);
    if (FLAG_LETTER.test(t) && ((i === 0 && nextIsCode) || prevWasCode)) continue;
    out.push(t);
  }
  return out;
}

/** OCR writes "O" as "0" inside words: "M0ZZ" → "MOZZ", "0J" → "OJ"; sizes like "500G" stay. */
function repairLetterZeros(t: string): string {
  if (!t.includes("0") || !/[A-Za-z]/.test(t)) return t;
  if (/^0+[A-Za-z]+$/.test(t) || /[A-Za-z]0/.test(t)) return t.replace(/0/g, "O");
  return t;
}

function isCleanToken(t: string): boolean {
  return /^[A-Za-z&'%-]+$/.test(t) || /^\d+(?:[.,]\d+)?[A-Za-z]{0,4}$/.test(t) || /^[A-Za-z]+\d*[A-Za-z]*$/.test(t);
}

/** Splits a product name into brand, words and size and reassembles "Brand words size". */
export function buildNameParts(rawTokens: readonly string[]): NameParts {
  const stripped = rawTokens.map((t) => repairLetterZeros(t.replace(EDGE_JUNK, ""))).filter((t) => /[A-Za-z0-9]/.test(t));
  const tokens = dropCodes(stripped);
  // "ONIONS BROWN KG   oi": a short lower-case speck after an upper-case name is OCR noise.
  while (
    tokens.length > 2 &&
    /^[a-z][A-Za-z]?$/.test(tokens[tokens.length - 1]) &&
    !/^\d/.test(tokens[tokens.length - 2]) &&
    tokens.slice(0, -1).join("") === tokens.slice(0, -1).join("").toUpperCase()
  ) tokens.pop();
  // "BANANAS KG", "AVOCADO EA": the selling unit is not part of the product name.
  while (tokens.length > 1 && /^(?:kg|lb|ea|each)$/i.test(tokens[tokens.length - 1])) tokens.pop();
  const clean = tokens.length === 0 ? 0 : tokens.filter(isCleanToken).length / tokens.length;
  const brandMatch = matchBrand(tokens);
  let rest = brandMatch ? tokens.slice(brandMatch.tokenCount) : tokens.slice();
  const sizeMatch = findSize(rest);
  if (sizeMatch) rest = [...rest.slice(0, sizeMatch.start), ...rest.slice(sizeMatch.start + sizeMatch.count)];
  const brand = brandMatch?.brand ?? null;
  const size = sizeMatch?.size ?? null;
  // A name that is only a brand ("COKE 1.5L") keeps the brand words as its product words.
  const brandOnly = brandMatch !== null && rest.length === 0;
  const cleanedName = brandOnly ? tokens.slice(0, brandMatch.tokenCount).join(" ") : rest.join(" ");
  const name = [brand, brandOnly ? null : cleanedName, size].filter((p): p is string => !!p && p.length > 0).join(" ");
  return { name: name || cleanedName, cleanedName, brand, size, cleanliness: clean };
}
