/** Cheap whole-line tests from the spec (separators, dates, times, bare numbers, web addresses). */

const SEPARATOR = /^[\s\-=_*.~#+:|<>\\/]+$/;
const DATE_NUMERIC = /(?:^|[^0-9])(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}[/.-]\d{1,2}[/.-]\d{1,2})(?![0-9])/;
const MONTHS = "JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC";
const DATE_WORDY = new RegExp(`(?:^|[^A-Z0-9])(?:\\d{1,2}\\s?(?:${MONTHS})[A-Z]*,?\\s?\\d{2,4}|(?:${MONTHS})[A-Z]*\\.?\\s\\d{1,2},?\\s\\d{2,4})(?![0-9])`, "i");
const TIME = /(?:^|[^0-9])\d{1,2}:\d{2}(?::\d{2})?(?![0-9])|(?:^|[^0-9.])\d{1,2}[.:]\d{2}\s?(?:AM|PM)\b/i;
const WEB = /(?:www\.|https?:|\.com\b|\.co\.nz\b|\.com\.au\b|\.net\b|\.org\b|\.co\b|@[a-z0-9-]+\.[a-z])/i;
const BARE_NUMBER = /^[\s\d.,:/#*()+-]+$/;

export function isSeparatorLine(text: string): boolean {
  return text.length >= 2 && SEPARATOR.test(text);
}

export function hasDate(text: string): boolean {
  return DATE_NUMERIC.test(text) || DATE_WORDY.test(text);
}

export function hasTime(text: string): boolean {
  return TIME.test(text);
}

export function isWebAddress(text: string): boolean {
  return WEB.test(text);
}

/** Digits and punctuation only (no letters, no currency sign). */
export function isBareNumber(text: string): boolean {
  return BARE_NUMBER.test(text) && /\d/.test(text);
}

export function countLetters(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) | 0x20;
    if (c >= 97 && c <= 122) n++;
  }
  return n;
}

/** Collapses whitespace and replaces control or non-printing characters with spaces. */
export function normaliseLine(raw: string): string {
  let out = "";
  let pendingSpace = false;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    const printable = code > 32 && code !== 127 && !(code >= 0x80 && code <= 0x9f) && code !== 0xa0 && code !== 0xfffd;
    if (!printable) {
      pendingSpace = out.length > 0;
      continue;
    }
    if (pendingSpace) out += " ";
    pendingSpace = false;
    out += raw[i] === "×" ? "x" : raw[i];
  }
  return out;
}
