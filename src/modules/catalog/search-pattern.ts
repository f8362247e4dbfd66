/**
 * A LIKE pattern for a search term: a substring test the GIN trigram index serves cheaply (the
 * recheck is a plain substring match, where `<%` recomputes word similarity for every hit — 12×
 * slower on a 52,000-product catalogue). Terms already carry the parser's spelling fixes and
 * surface forms; dropping a final consonant-y or -f also reaches "berries" and "loaves".
 * On the labelled matching set this keeps 2,624 of 2,644 acceptable products against 2,627 for
 * word_similarity ≥ 0.5 (both with the generic-name match). See docs/decisions/006.
 */
export function searchPattern(term: string): string {
  let t = term.trim().toLowerCase();
  if (t.length >= 4 && (/[^aeiou]y$/.test(t) || /[^f]f$/.test(t))) t = t.slice(0, -1);
  return `%${t.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/ +/g, "_")}%`;
}

const likeCache = new Map<string, RegExp>();

/** PostgreSQL's `text LIKE pattern` (default escape `\`), for patterns made by searchPattern. */
export function likeMatches(pattern: string, text: string): boolean {
  let re = likeCache.get(pattern);
  if (!re) {
    let source = "";
    for (let i = 0; i < pattern.length; i++) {
      const c = pattern[i];
      if (c === "\\" && i + 1 < pattern.length) source += escapeRegExp(pattern[++i]);
      else if (c === "%") source += "[\\s\\S]*";
      else if (c === "_") source += "[\\s\\S]";
      else source += escapeRegExp(c);
    }
    if (likeCache.size > 5_000) likeCache.clear();
    likeCache.set(pattern, (re = new RegExp(`^${source}$`)));
  }
  return re.test(text);
}

function escapeRegExp(c: string): string {
  return /[.*+?^${}()|[\]\\/]/.test(c) ? `\\${c}` : c;
}

/**
 * Whether the catalogue search for these terms returns a product: the same test as the search
 * query (`lower(name) LIKE pattern OR generic_name = term`), so the memo can be brought up to date
 * with changed products without searching again.
 */
export function searchFinds(terms: string[], product: { name: string; genericName: string | null }): boolean {
  const name = product.name.toLowerCase();
  return terms.some((raw) => {
    const term = raw.trim().toLowerCase();
    return (term.length > 0 && likeMatches(searchPattern(term), name)) || product.genericName === term;
  });
}
