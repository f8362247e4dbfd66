import { HYPERNYMS } from "./lexicon";
import { surfaceForms } from "./normalise";
import { parseListItem } from "./parse-item";
import { extractSize } from "./size";

/**
 * Recommended `pg_trgm.word_similarity_threshold` for the SQL prefilter
 * (`term <% lower(products.name)`, GIN gin_trgm_ops index). At 0.5 a term matches its plural,
 * "yogurt" matches "Yoghurt" and one-letter typos survive; the benchmark reports the prefilter's
 * recall on the labelled set at this threshold.
 */
export const MATCH_WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * Strings to OR together in the SQL prefilter. Names in the catalogue are written the way shops
 * write them, so the head noun is expanded to its regional spellings and its kinds ("pasta" also
 * searches "spaghetti", "penne"...). Precision comes later from `scoreCandidate`.
 */
export function candidateSearchTerms(query: string): string[] {
  const parsed = parseListItem(query);
  const terms = new Set<string>();
  if (parsed.headNoun) {
    const head = parsed.headNoun;
    for (const form of surfaceForms(head)) terms.add(form);
    for (const [hyponym, hypernym] of Object.entries(HYPERNYMS)) {
      if (hypernym === head) for (const form of surfaceForms(hyponym)) terms.add(form);
    }
    if (head in HYPERNYMS) terms.add(HYPERNYMS[head]);
  } else if (parsed.tokens.length) {
    // No known head (a brand or product line such as "Anchor blue top"): search the words as typed.
    terms.add(extractSize(query.toLowerCase(), { leadingCount: true }).rest.replace(/[^a-z0-9]+/g, " ").trim());
  }
  return [...terms].filter(Boolean);
}
