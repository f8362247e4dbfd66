import { COMMON_ITEMS } from "./common-items";
import { DICTIONARY_GROUPS, KNOWN_FILLER_WORDS } from "./dictionary-words";

export interface DictionaryWord {
  /** Capitalised form shown on a "Did you mean" button. */
  display: string;
  /** Lower-case form used for comparisons. */
  key: string;
  /** Lower is more frequent: position in the built-in list. */
  rank: number;
  /** True when the word appears in one of the 24 Quick Add tiles. */
  common: boolean;
}

export interface GroceryDictionary {
  words: readonly DictionaryWord[];
  /** Suggestable words bucketed by length so a lookup only scans lengths within ±2. */
  byLength: ReadonlyMap<number, readonly DictionaryWord[]>;
  /** Every accepted spelling: dictionary words, filler words and their regular plurals. */
  known: ReadonlySet<string>;
}

let cached: GroceryDictionary | null = null;

/** Built once on first use; the raw word list is tiny, so building is ~1 ms. */
export function getGroceryDictionary(): GroceryDictionary {
  cached ??= buildDictionary(DICTIONARY_GROUPS, KNOWN_FILLER_WORDS);
  return cached;
}

export function buildDictionary(groups: readonly string[], fillers: readonly string[] = []): GroceryDictionary {
  const commonKeys = new Set(COMMON_ITEMS.flatMap((item) => item.toLowerCase().split(/\s+/)));
  const byKey = new Map<string, DictionaryWord>();
  // Common-item words go first so they carry the best ranks.
  const raw = [...COMMON_ITEMS.flatMap((item) => item.split(/\s+/)), ...groups.flatMap((g) => g.split(/\s+/))];
  for (const token of raw) {
    if (!token) continue;
    const key = token.toLowerCase();
    if (byKey.has(key)) continue;
    byKey.set(key, { display: capitalise(token), key, rank: byKey.size, common: commonKeys.has(key) });
  }

  const words = [...byKey.values()];
  const byLength = new Map<number, DictionaryWord[]>();
  for (const word of words) {
    if (word.key.length < 2) continue;
    const bucket = byLength.get(word.key.length) ?? [];
    bucket.push(word);
    byLength.set(word.key.length, bucket);
  }

  const keys = new Set(byKey.keys());
  const known = new Set<string>(fillers.map((f) => f.toLowerCase()));
  for (const key of keys) {
    known.add(key);
    for (const plural of regularPlurals(key, keys)) known.add(plural);
  }
  return { words, byLength, known };
}

/**
 * Regular English plurals of a dictionary word. A word ending in "o" whose "-oes" form is
 * itself listed (tomato → tomatoes) does not also get "-os", so "tomatos" is still flagged.
 */
export function regularPlurals(key: string, keys: ReadonlySet<string>): string[] {
  if (/(s|x|z|ch|sh)$/.test(key)) return [`${key}es`];
  if (/[^aeiou]y$/.test(key)) return [`${key.slice(0, -1)}ies`];
  if (key.endsWith("o")) return keys.has(`${key}es`) ? [`${key}es`] : [`${key}s`, `${key}es`];
  if (key.endsWith("f")) return [`${key}s`, `${key.slice(0, -1)}ves`];
  if (key.endsWith("fe")) return [`${key}s`, `${key.slice(0, -2)}ves`];
  return [`${key}s`];
}

export function isKnownWord(word: string, dictionary: GroceryDictionary = getGroceryDictionary()): boolean {
  return dictionary.known.has(word.toLowerCase());
}

function capitalise(token: string): string {
  return token.charAt(0).toUpperCase() + token.slice(1).toLowerCase();
}
