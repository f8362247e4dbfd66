/** FAQ search: a case-insensitive substring match on the question or the answer. */

export interface FaqEntry { id: string; question: string; answer: string }

export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
}

export function matchesFaq(entry: FaqEntry, query: string): boolean {
  const q = normaliseQuery(query);
  if (!q) return true;
  // Collapsing whitespace in the text too lets "5  items" and line-wrapped answers still match.
  const haystack = (text: string) => text.replace(/\s+/g, " ").toLocaleLowerCase("en");
  return haystack(entry.question).includes(q) || haystack(entry.answer).includes(q);
}

/** Entries in their original order; an empty or blank query keeps them all. */
export function filterFaqs<T extends FaqEntry>(entries: readonly T[], query: string): T[] {
  return entries.filter((e) => matchesFaq(e, query));
}
