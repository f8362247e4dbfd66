/**
 * Money tokens as printed on receipts and as OCR tends to mangle them:
 * "$4.29", "4,29" (comma typo), "4.2O" (O for 0), "1.00-" / "-1.00" / "(1.00)"
 * (negative), "3.48N" (glued tax flag).
 */
export interface Amount {
  value: number;
  negative: boolean;
  /** true when OCR look-alikes or a comma decimal had to be repaired. */
  repaired: boolean;
}

export interface TrailingAmount {
  amount: Amount;
  /** Tokens before the amount (flags and currency signs removed). */
  rest: string[];
}

const MAX_AMOUNT = 100_000;
// Tax / food-stamp / member flags printed after a price on NZ, AU and US tills.
// Letters that double as size units (L, G, K, M) are excluded so "1.25 L" stays a size.
const FLAG_TOKEN = /^(?:[A-FHJNOPR-Zabcdefhjnoprstuvwxyz*#^~+]|NT|TX|TF|FT|FN|NF|GST|HST|TAX)$/;
const GLUED_FLAGS = /(?:[A-FHJNOPR-Z*#^~+]|NT|TX|TF|FT|FN|NF)$/;
// Exactly two cents characters keep "4.2O" (=4.20) distinct from "4.29N" (flag N);
// only O is trusted as a cents look-alike because "0.5l" is more often a size than 0.51.
const CORE = /^([0-9OoIl|]{1,6}|[0-9]{1,3}(?:,[0-9]{3})+)([.,])([0-9Oo]{2})$/;

function mapLookalikes(s: string): string {
  let out = "";
  for (const ch of s) {
    if (ch === "O" || ch === "o") out += "0";
    else if (ch === "I" || ch === "l" || ch === "|") out += "1";
    else out += ch;
  }
  return out;
}

function parseCore(core: string): { value: number; repaired: boolean } | null {
  const m = CORE.exec(core);
  if (!m) return null;
  const [, whole, sep, cents] = m;
  if (!/[0-9]/.test(whole + cents)) return null;
  const wholeDigits = mapLookalikes(whole.replace(/,/g, ""));
  const centDigits = mapLookalikes(cents);
  if (!/^[0-9]+$/.test(wholeDigits) || !/^[0-9]{2}$/.test(centDigits)) return null;
  const repaired = sep === "," || wholeDigits !== whole.replace(/,/g, "") || centDigits !== cents;
  const value = Number(wholeDigits) + Number(centDigits) / 100;
  if (!Number.isFinite(value) || value >= MAX_AMOUNT) return null;
  return { value: Math.round(value * 100) / 100, repaired };
}

/** Parses one whitespace-free token; null when it is not a money amount. */
export function parseAmountToken(token: string): Amount | null {
  if (token.length === 0 || token.length > 16) return null;
  let t = token;
  let negative = false;
  if (t.startsWith("(") && t.endsWith(")") && t.length > 2) {
    negative = true;
    t = t.slice(1, -1);
  }
  const direct = parseSigned(t);
  if (direct) return { value: direct.value, negative: negative || direct.negative, repaired: direct.repaired };
  const glued = GLUED_FLAGS.exec(t);
  if (glued && glued.index > 0) {
    const stripped = parseSigned(t.slice(0, glued.index));
    if (stripped) return { value: stripped.value, negative: negative || stripped.negative, repaired: stripped.repaired };
  }
  return null;
}

function parseSigned(token: string): Amount | null {
  let t = token;
  let negative = false;
  let repaired = false;
  if (t.endsWith("-")) {
    negative = true;
    t = t.slice(0, -1);
  }
  if (t.startsWith("-")) {
    negative = true;
    t = t.slice(1);
  }
  if (t.startsWith("$")) t = t.slice(1);
  else if (/^S[0-9]/.test(t)) {
    // "S4.29": a leading S before digits is almost always a misread "$".
    t = t.slice(1);
    repaired = true;
  }
  if (t.startsWith("-")) {
    negative = true;
    t = t.slice(1);
  }
  const core = parseCore(t);
  if (!core) return null;
  return { value: core.value, negative, repaired: repaired || core.repaired };
}

// A unit after a number is a size ("COKE 1.25 L"), never a flag.
const UNIT_TOKEN = /^(?:l|g|k|m|kg|ml|lb|lbs|oz|pk|ct|gal|ea)$/i;
const OCR_FLAG_TOKEN = /^(?:[A-Za-z0-9*#^~+%]{1,3}|[A-Za-z]{4}|[-),.(|'":;]{1,2})$/;
// One glued digit ("5.497": T read as 7) or up to two marks; never "861.7660".
const FLAGGED_AMOUNT = /^(\$?[0-9]{1,5}[.,][0-9]{2})(?:[0-9]|[A-Za-z%*#),.-]{1,2})$/;

/** "5.497" / "4.9971": a price whose tax flag OCR glued on as digits. */
function parseFlaggedAmount(token: string): Amount | null {
  const m = FLAGGED_AMOUNT.exec(token);
  if (!m) return null;
  const amount = parseAmountToken(m[1]);
  return amount ? { ...amount, repaired: true } : null;
}

/** Re-joins amounts that OCR or print spacing split apart: "$ 4.29", "4. 29", "4 .29", "- 1.00". */
function joinSplitAmount(tokens: string[]): string[] {
  const out = tokens.slice();
  const n = out.length;
  if (n >= 2) {
    const a = out[n - 2];
    const b = out[n - 1];
    if ((/^\$?[0-9]{1,5}[.,]$/.test(a) && /^[0-9]{2}-?$/.test(b)) || (/^\$?[0-9]{1,5}$/.test(a) && /^[.,][0-9]{2}-?$/.test(b))) {
      out.splice(n - 2, 2, a + b);
    }
  }
  const m = out.length;
  if (m >= 2 && /^(?:\$|-|-\$|\$-|NZ\$|A\$|US\$)$/.test(out[m - 2]) && parseAmountToken(out[m - 1])) {
    const sign = out[m - 2].includes("-") ? "-" : "";
    out.splice(m - 2, 2, sign + out[m - 1]);
  }
  return out;
}

/**
 * Finds the amount at the end of a tokenised line, skipping up to two trailing
 * flag tokens ("3.48 N", "4.29 A T") only when an amount really precedes them.
 * A glued OCR flag ("5.497") is accepted after a name, or anywhere when the
 * caller knows the token must be a price.
 */
export function splitTrailingAmount(rawTokens: string[], allowGluedFlag = false): TrailingAmount | null {
  const tokens = joinSplitAmount(rawTokens);
  for (let skip = 0; skip <= 2 && skip < tokens.length; skip++) {
    const flag = tokens[tokens.length - skip];
    // OCR turns flags into look-alikes ("B" → "8", "T" → "7") and adds stray marks, so any 1–3 character token may be a flag.
    if (skip > 0 && !FLAG_TOKEN.test(flag) && !(OCR_FLAG_TOKEN.test(flag) && !UNIT_TOKEN.test(flag))) break;
    const idx = tokens.length - 1 - skip;
    const amount = parseAmountToken(tokens[idx]) ?? (idx > 0 || allowGluedFlag ? parseFlaggedAmount(tokens[idx]) : null);
    if (!amount) continue;
    let rest = tokens.slice(0, idx);
    if (rest.length > 0 && /^(?:\$|NZ\$|A\$|US\$)$/.test(rest[rest.length - 1])) rest = rest.slice(0, -1);
    if (rest.length > 0 && rest[rest.length - 1] === "-") {
      rest = rest.slice(0, -1);
      return { amount: { ...amount, negative: true }, rest };
    }
    return { amount, rest };
  }
  return null;
}

export function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
