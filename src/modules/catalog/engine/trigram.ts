/**
 * Trigram similarity with pg_trgm's semantics, so the SQL prefilter (`%`, `<%`, similarity(),
 * word_similarity()) and this engine agree on which names are "close":
 *  - lower-case, split into words of letters/digits; every word is padded with two spaces in
 *    front and one behind, and contributes its 3-character windows;
 *  - a string's trigrams form a set; similarity = |A ∩ B| / |A ∪ B|;
 *  - word_similarity(a, b) = the best such ratio between a's set and any contiguous run of b's
 *    trigrams (taken in b's order), i.e. how well `a` matches some part of `b`.
 */

/** pg_trgm defaults (`pg_trgm.similarity_threshold`, `pg_trgm.word_similarity_threshold`). */
export const PG_SIMILARITY_THRESHOLD = 0.3;
export const PG_WORD_SIMILARITY_THRESHOLD = 0.6;

const NON_ASCII = /[^\x00-\x7f]/;

function words(text: string): string[] {
  const lower = text.toLowerCase();
  const plain = NON_ASCII.test(lower) ? lower.normalize("NFKD").replace(/[\u0300-\u036f]/g, "") : lower;
  return plain.split(/[^a-z0-9]+/).filter(Boolean);
}

/** Trigrams in generation order (duplicates kept), as pg_trgm walks the string. */
export function orderedTrigrams(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  }
  return out;
}

export function trigramSet(text: string): Set<string> {
  return new Set(orderedTrigrams(text));
}

export function similarity(a: string, b: string): number {
  return setSimilarity(trigramSet(a), trigramSet(b));
}

export function setSimilarity(ta: Set<string>, tb: Set<string>): number {
  if (ta.size === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/**
 * Exhaustive over extents that start and end on a shared trigram (trimming unshared ends can only
 * raise the ratio, so the optimum is always such an extent).
 */
export function wordSimilarity(needle: string, haystack: string): number {
  const ta = trigramSet(needle);
  const tb = orderedTrigrams(haystack);
  if (ta.size === 0 || tb.length === 0) return 0;
  const hits: number[] = [];
  tb.forEach((t, i) => {
    if (ta.has(t)) hits.push(i);
  });
  let best = 0;
  for (let s = 0; s < hits.length; s++) {
    const extent = new Set<string>();
    let shared = 0;
    let cursor = hits[s];
    for (let e = s; e < hits.length; e++) {
      for (; cursor <= hits[e]; cursor++) {
        const t = tb[cursor];
        if (!extent.has(t)) {
          extent.add(t);
          if (ta.has(t)) shared++;
        }
      }
      const ratio = shared / (ta.size + extent.size - shared);
      if (ratio > best) best = ratio;
    }
  }
  return best;
}
