/** Keyword view of a line: upper-case letter words with common OCR digit/letter swaps undone. */

const OCR_LETTER: Record<string, string> = { "0": "O", "1": "I", "5": "S", "8": "B", "|": "I", "$": "S" };

export function keywordForm(token: string): string {
  const upper = token.toUpperCase().replace(/[^A-Z0-9&|$]/g, "");
  let letters = 0;
  for (const ch of upper) if (ch >= "A" && ch <= "Z") letters++;
  // Only words that are mostly letters get digit→letter repair ("T0TAL"), never "2L" or "420G".
  if (letters < 2 || letters < upper.length - letters + 2) return upper.replace(/[|$]/g, "");
  let out = "";
  for (const ch of upper) out += OCR_LETTER[ch] ?? ch;
  return out;
}

export function keywordWords(tokens: readonly string[]): string[] {
  const words: string[] = [];
  for (const t of tokens) {
    const w = keywordForm(t);
    if (w.length > 0) words.push(w);
  }
  return words;
}

/** Levenshtein distance capped at 2 (enough to decide "≤ 1"). */
function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (a.length < b.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Exact match, or one OCR edit for keywords of five letters or more ("TOTAI", "SUBTOTAI"). */
export function wordMatches(word: string | undefined, keyword: string): boolean {
  if (word === undefined) return false;
  if (word === keyword) return true;
  return keyword.length >= 5 && word.length >= 5 && editDistanceAtMostOne(word, keyword);
}

export function phraseMatches(words: readonly string[], phrase: readonly string[], from = 0): boolean {
  if (words.length - from < phrase.length) return false;
  for (let k = 0; k < phrase.length; k++) if (!wordMatches(words[from + k], phrase[k])) return false;
  return true;
}

export function isAlphaWord(word: string): boolean {
  return /^[A-Z&]{2,}$/.test(word);
}
