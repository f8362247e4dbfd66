/**
 * Item-level precision / recall used by the corpus golden tests and the OCR
 * benchmark. An item matches when the price is equal to the cent and at least
 * half of the expected name's tokens occur in the parsed name; matching is
 * one-to-one (maximum bipartite matching).
 */
export interface ExpectedItem {
  name: string;
  price: number;
  quantity?: number;
}

export interface ScoredItem {
  name: string;
  price: number | null;
}

export interface ItemScore {
  matched: number;
  expected: number;
  parsed: number;
  precision: number;
  recall: number;
  f1: number;
}

export function nameTokens(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/['’`]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
}

export function itemsMatch(expected: ExpectedItem, parsed: ScoredItem): boolean {
  if (parsed.price === null || Math.round(parsed.price * 100) !== Math.round(expected.price * 100)) return false;
  const want = nameTokens(expected.name);
  if (want.length === 0) return true;
  const have = new Set(nameTokens(parsed.name));
  const hits = want.filter((t) => have.has(t)).length;
  return hits * 2 >= want.length;
}

export function scoreItems(expected: readonly ExpectedItem[], parsed: readonly ScoredItem[]): ItemScore {
  const edges = expected.map((e) => parsed.map((p, j) => (itemsMatch(e, p) ? j : -1)).filter((j) => j >= 0));
  const owner = new Array<number>(parsed.length).fill(-1);
  const augment = (i: number, seen: boolean[]): boolean => {
    for (const j of edges[i]) {
      if (seen[j]) continue;
      seen[j] = true;
      if (owner[j] < 0 || augment(owner[j], seen)) {
        owner[j] = i;
        return true;
      }
    }
    return false;
  };
  let matched = 0;
  for (let i = 0; i < expected.length; i++) if (augment(i, new Array<boolean>(parsed.length).fill(false))) matched++;
  const precision = parsed.length === 0 ? (expected.length === 0 ? 1 : 0) : matched / parsed.length;
  const recall = expected.length === 0 ? 1 : matched / expected.length;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { matched, expected: expected.length, parsed: parsed.length, precision, recall, f1 };
}
