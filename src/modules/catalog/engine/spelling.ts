import { CUTS, FORMS, HYPERNYMS, RAW_FOODS, SOFT_WORDS } from "./lexicon";

/** Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), capped early. */
export function editDistance(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    prev2.splice(0, prev2.length, ...prev);
    prev = cur;
    if (rowMin > cap) return cap + 1;
  }
  return prev[b.length];
}

const EXTRA_WORDS = "organic natural whole wholemeal wholegrain unsalted salted frozen light skim freerange cagefree lean";
const VOCABULARY = new Set([...FORMS, ...RAW_FOODS, ...CUTS, ...Object.keys(HYPERNYMS), ...EXTRA_WORDS.split(" ")]);

/** Longer words tolerate more typos; short words are too easy to confuse ("milk"/"silk"). */
export function typoBudget(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0;
}

export function isKnownWord(word: string): boolean {
  return VOCABULARY.has(word) || SOFT_WORDS.has(word);
}

/** Correct an out-of-vocabulary list word to the closest grocery word, if one is close enough. */
export function correctSpelling(word: string): string {
  const budget = typoBudget(word);
  // Inflected words ("raising", "smoked") are real words, not typos of a nearby noun ("raisin").
  if (budget === 0 || isKnownWord(word) || /\d/.test(word) || /(ing|ed)$/.test(word)) return word;
  let best = word;
  let bestDistance = budget + 1;
  for (const candidate of VOCABULARY) {
    if (candidate[0] !== word[0]) continue;
    const d = editDistance(word, candidate, budget);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
