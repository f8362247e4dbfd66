/**
 * Which nearby store a receipt is from, guessed from its header (the first lines, read on the
 * device): the store whose name (or chain) words appear in the header, nearest first on a tie.
 * Only a suggestion — the shopper confirms or picks another.
 */
export interface StoreCandidate {
  id: string;
  name: string;
  chain: string | null;
}

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’`]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);

/** The first `maxLines` non-empty lines of the receipt text: where stores print their name. */
export function receiptHeader(text: string, maxLines = 6): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, maxLines)
    .join("\n");
}

/** Candidates in nearest-first order; returns the best match's id, or null when no name matches well. */
export function suggestStoreFromHeader(header: string, candidates: readonly StoreCandidate[]): string | null {
  const said = words(header);
  if (said.length === 0) return null;
  const joined = said.join("");
  const seen = new Set(said);
  let best: { id: string; score: number } | null = null;
  for (const c of candidates) {
    const nameWords = words(c.name);
    if (nameWords.length === 0) continue;
    const hits = nameWords.filter((w) => seen.has(w) || joined.includes(w)).length;
    let score = hits / nameWords.length;
    const chain = c.chain ? words(c.chain).join("") : "";
    if (chain && joined.includes(chain)) score += 0.5;
    if (score >= 0.5 && (!best || score > best.score)) best = { id: c.id, score };
  }
  return best?.id ?? null;
}
