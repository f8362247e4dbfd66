import { analyseProduct } from "./engine";
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
  /** Products live in numbered slots; the word and generic-name postings hold slot numbers. */
  private readonly slotOf = new Map<string, number>();
  private readonly rows: (ProductRow | undefined)[] = [];
  private readonly lowerNames: string[] = [];
  /** Per slot, the matching engine's label id for the product (ProductAnalysis.labelId). */
  private readonly labelIds: number[] = [];
  private readonly free: number[] = [];
  private readonly postings = new Map<string, Set<number>>();
  private readonly generic = new Map<string, Set<number>>();
  /** Scratch marks for de-duplicating slots: a slot is taken when its mark equals the current stamp. */
  private marks = new Uint32Array(0);
  private stamp = 0;

  get size(): number {
    return this.slotOf.size;
  }

  /** Indexes the product (analysing it, if it was not yet), replacing the product's previous version. */
  upsert(product: ProductRow): void {
    let slot = this.slotOf.get(product.productId);
    if (slot !== undefined) this.unlink(slot);
    else {
      slot = this.free.pop() ?? this.rows.length;
      this.slotOf.set(product.productId, slot);
    }
    const lower = product.name.toLowerCase();
    this.rows[slot] = product;
    this.lowerNames[slot] = lower;
    this.labelIds[slot] = analyseProduct(product).labelId;
    for (const word of wordsOf(lower)) add(this.postings, word, slot);
    if (product.genericName !== null) add(this.generic, product.genericName, slot);
  }

  remove(productId: string): void {
    const slot = this.slotOf.get(productId);
    if (slot === undefined) return;
    this.unlink(slot);
    this.slotOf.delete(productId);
    this.rows[slot] = undefined;
    this.lowerNames[slot] = "";
    this.free.push(slot);
  }

  get(productId: string): ProductRow | undefined {
    const slot = this.slotOf.get(productId);
    return slot === undefined ? undefined : this.rows[slot];
  }

  /** Per search (a line's terms), the products the SQL search would return for it, in no particular order. */
  search(searches: string[][]): ProductRow[][] {
    return this.candidates(searches).map((c) => c.products);
  }

  /**
   * `search`, with each product's label id alongside (`labelIds[i]` is
   * `analyseProduct(products[i]).labelId`), so a line can be judged per label without looking up
   * each product's analysis (acceptableProducts).
   */
  candidates(searches: string[][]): Candidates[] {
    const byTerm = new Map<string, number[]>();
    const termHits = (raw: string): number[] => {
      const term = raw.trim().toLowerCase();
      if (!term) return [];
      let hits = byTerm.get(term);
      if (!hits) byTerm.set(term, (hits = this.find(term)));
      return hits;
    };
    const hits = searches.map((terms) => terms.map(termHits));
    return hits.map((lists) => {
      const products: ProductRow[] = [];
      const labelIds: number[] = [];
      const stamp = this.nextStamp();
      for (const list of lists) {
        for (const slot of list) {
          if (this.marks[slot] === stamp) continue;
          this.marks[slot] = stamp;
          products.push(this.rows[slot]!);
          labelIds.push(this.labelIds[slot]);
        }
      }
      return { products, labelIds };
    });
  }

  /** The slots whose product the search term finds, each once. */
  private find(term: string): number[] {
    const pattern = searchPattern(term);
    const out: number[] = [];
    const stamp = this.nextStamp();
    const take = (slot: number) => {
      if (this.marks[slot] === stamp) return;
      this.marks[slot] = stamp;
      out.push(slot);
    };
    for (const slot of this.generic.get(term) ?? []) take(slot);
    const piece = longestLiteralPiece(pattern);
    if (piece === null) {
      // Not letters and digits only (never produced by the parser, kept for exactness): test every name.
      for (const slot of this.slotOf.values()) if (likeMatches(pattern, this.lowerNames[slot])) take(slot);
    } else {
      // One literal piece (`%milk%`): a word containing it is a match, no need to test the pattern.
      const exact = pattern.length === piece.length + 2;
      for (const [word, holders] of this.postings) {
        if (!word.includes(piece)) continue;
        for (const slot of holders) if (this.marks[slot] !== stamp && (exact || likeMatches(pattern, this.lowerNames[slot]))) take(slot);
      }
    }
    return out;
  }

  private nextStamp(): number {
    if (this.marks.length < this.rows.length) {
      const grown = new Uint32Array(Math.max(1024, this.rows.length * 2));
      grown.set(this.marks);
      this.marks = grown;
    }
    if (this.stamp === 0xffffffff) {
      this.marks.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  private unlink(slot: number): void {
    const product = this.rows[slot]!;
    for (const word of wordsOf(this.lowerNames[slot])) drop(this.postings, word, slot);
    if (product.genericName !== null) drop(this.generic, product.genericName, slot);
  }
}

/** One search's products, and each one's label id (see CatalogueIndex.candidates). */
export interface Candidates {
  products: ProductRow[];
  labelIds: number[];
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

function add(map: Map<string, Set<number>>, key: string, id: number): void {
  const set = map.get(key);
  if (set) set.add(id);
  else map.set(key, new Set([id]));
}

function drop(map: Map<string, Set<number>>, key: string, id: number): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(id);
  if (!set.size) map.delete(key);
}
