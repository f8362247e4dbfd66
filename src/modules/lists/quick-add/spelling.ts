import {
  MAX_SPELLING_DISTANCE,
  MAX_SPELLING_LENGTH_DIFFERENCE,
  MAX_SPELLING_SUGGESTIONS,
} from "./common-items";
import { getGroceryDictionary, type DictionaryWord, type GroceryDictionary } from "./dictionary";
import { boundedEditDistance } from "./edit-distance";

export interface SpellingIssue {
  /** The word as the shopper typed it. */
  word: string;
  /** Capitalised dictionary words, best first, at most three. */
  suggestions: string[];
}

// Letters only: digits, units like "2L" and anything with punctuation are left alone.
const WORD_PATTERN = /\p{L}+/gu;

export function misspelledMessage(word: string): string {
  return `"${word}" might be misspelled`;
}

export const DID_YOU_MEAN_LABEL = "Did you mean:";

/**
 * One entry per distinct unknown word that has at least one close dictionary word.
 * Unknown words with no close match produce nothing, so the item is accepted as typed.
 */
export function suggestSpelling(text: string, dictionary: GroceryDictionary = getGroceryDictionary()): SpellingIssue[] {
  const issues: SpellingIssue[] = [];
  const seen = new Set<string>();
  for (const match of text.matchAll(WORD_PATTERN)) {
    const word = match[0];
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (dictionary.known.has(key)) continue;
    const suggestions = closestWords(key, dictionary);
    if (suggestions.length > 0) issues.push({ word, suggestions });
  }
  return issues;
}

function closestWords(key: string, dictionary: GroceryDictionary): string[] {
  const scored: { word: DictionaryWord; distance: number }[] = [];
  for (let delta = -MAX_SPELLING_LENGTH_DIFFERENCE; delta <= MAX_SPELLING_LENGTH_DIFFERENCE; delta++) {
    for (const word of dictionary.byLength.get(key.length + delta) ?? []) {
      const distance = boundedEditDistance(key, word.key, MAX_SPELLING_DISTANCE);
      if (distance <= MAX_SPELLING_DISTANCE) scored.push({ word, distance });
    }
  }
  scored.sort(
    (x, y) =>
      x.distance - y.distance ||
      Number(y.word.common) - Number(x.word.common) ||
      x.word.rank - y.word.rank ||
      x.word.key.localeCompare(y.word.key),
  );
  return scored.slice(0, MAX_SPELLING_SUGGESTIONS).map((s) => s.word.display);
}

/**
 * Replaces every whole-word occurrence of `word` (case-insensitive) with `suggestion`.
 * Whole-word matching keeps "bred" in "bred rolls" from touching "shredded".
 */
export function applySuggestion(text: string, word: string, suggestion: string): string {
  if (!word) return text;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, "giu");
  return text.replace(pattern, () => suggestion);
}
