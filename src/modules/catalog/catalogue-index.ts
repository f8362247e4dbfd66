import type { ProductRow } from "./products";
import { likeMatches, searchPattern } from "./search-pattern";

/**
 * The whole catalogue in memory, answering the comparison's catalogue search exactly as the SQL
 * does (`lower(name) LIKE searchPattern(term) OR generic_name = term`) without a round trip:
 * a word index narrows each term to the products holding a word that contains the term's longest
 * literal piece (a LIKE match of letters and digits always lies inside one such word), then the
 * pattern itself confirms each one. Built at server start (see src/instrumentation.ts) and kept in
 * step by the match memo's catch-up; the SQL search stands in whenever it is not ready.
 */
export class CatalogueIndex {
  private readonly products = new Map<string, ProductRow>();
  private readonly lowerNames = new Map<string, string>();
  private readonly postings = new Map<string, Set<string>>();
  private readonly generic = new Map<string, Set<string>>();

  get size(): number {
    return this.products.size;
  }

  upsert(product: ProductRow): void {
    const known = this.products.get(product.productId);
    if (known) this.unlink(known);
    this.products.set(product.productId, product);
    const lower = product.name.toLowerCase();
    this.lowerNames.set(product.productId, lower);
    for (const word of wordsOf(lower)) add(this.postings, word, product.productId);
    if (product.genericName !== null) add(this.generic, product.genericName, product.productId);
  }

  remove(productId: string): void {
    const known = this.products.get(productId);
    if (!known) return;
    this.unlink(known);
    this.products.delete(productId);
    this.lowerNames.delete(productId);
  }

  get(productId: string): ProductRow | undefined {
    return this.products.get(productId);
  }

  /** Per search (a line's terms), the products the SQL search would return for it, in no particular order. */
  search(searches: string[][]): ProductRow[][] {
    const byTerm = new Map<string, ProductRow[]>();
    const termHits = (raw: string): ProductRow[] => {
      const term = raw.trim().toLowerCase();
      if (!term) return [];
      let hits = byTerm.get(term);
      if (!hits) byTerm.set(term, (hits = this.find(term)));
      return hits;
    };
    return searches.map((terms) => {
      const seen = new Set<ProductRow>();
      for (const t of terms) for (const p of termHits(t)) seen.add(p);
      return [...seen];
    });
  }

  private find(term: string): ProductRow[] {
    const pattern = searchPattern(term);
    const ids = new Set<string>(this.generic.get(term) ?? []);
    const piece = longestLiteralPiece(pattern);
    if (piece === null) {
      // Not letters and digits only (never produced by the parser, kept for exactness): test every name.
      for (const [id, lower] of this.lowerNames) if (likeMatches(pattern, lower)) ids.add(id);
    } else {
      // One literal piece (`%milk%`): a word containing it is a match, no need to test the pattern.
      const exact = pattern.length === piece.length + 2;
      for (const [word, holders] of this.postings) {
        if (!word.includes(piece)) continue;
        for (const id of holders) if (!ids.has(id) && (exact || likeMatches(pattern, this.lowerNames.get(id)!))) ids.add(id);
      }
    }
    return [...ids].map((id) => this.products.get(id)!);
  }

  private unlink(product: ProductRow): void {
    const id = product.productId;
    for (const word of wordsOf(this.lowerNames.get(id) ?? product.name.toLowerCase())) drop(this.postings, word, id);
    if (product.genericName !== null) drop(this.generic, product.genericName, id);
  }
}

function wordsOf(lower: string): Set<string> {
  return new Set(lower.split(/[^a-z0-9]+/).filter(Boolean));
}

/** The longest run of letters/digits between `_` wildcards in a `%…%` pattern; null if the pattern holds anything else. */
function longestLiteralPiece(pattern: string): string | null {
  const core = pattern.slice(1, -1);
  if (!/^[a-z0-9_]+$/.test(core)) return null;
  const pieces = core.split("_").filter(Boolean);
  if (!pieces.length) return null;
  return pieces.reduce((a, b) => (b.length > a.length ? b : a));
}

function add(map: Map<string, Set<string>>, key: string, id: string): void {
  const set = map.get(key);
  if (set) set.add(id);
  else map.set(key, new Set([id]));
}

function drop(map: Map<string, Set<string>>, key: string, id: string): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(id);
  if (!set.size) map.delete(key);
}
