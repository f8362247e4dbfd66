import { ANIMALS, HYPERNYMS, SOFT_WORDS, isKind, kindRank } from "./lexicon";
import { normaliseText } from "./normalise";
import { correctSpelling } from "./spelling";
import { trigramSet } from "./trigram";
import { parseSize } from "./size";
import type { BaseUnit, MatchableProduct, ParsedListItem } from "./types";

function pickHead(tokens: string[]): string | null {
  let best: string | null = null;
  let bestRank = 0;
  tokens.forEach((t) => {
    const rank = kindRank(t);
    // Rightmost wins within a rank: English compounds put the head last ("chicken stock").
    if (rank > 0 && rank >= bestRank) {
      best = t;
      bestRank = rank;
    }
  });
  return best;
}

/**
 * A shopping-list line → what is being asked for. "2L blue top milk" → head "milk", modifiers
 * ["bluetop", "whole"], size 2000 ml. `knownBrands` (lower-case) lets a leading brand be reported.
 */
export function parseListItem(text: string, knownBrands: readonly string[] = []): ParsedListItem {
  const { tokens: typed, size } = normaliseText(text, { leadingCount: true });
  const all = typed.map(correctSpelling);
  const softModifiers = all.filter((t) => SOFT_WORDS.has(t));
  const tokens = all.filter((t) => !SOFT_WORDS.has(t));
  const headNoun = pickHead(tokens);
  const modifiers = tokens.filter((t) => t !== headNoun);
  const lowered = text.toLowerCase();
  const brand = knownBrands.find((b) => lowered.includes(b.toLowerCase()));
  return { tokens, headNoun, modifiers, softModifiers, ...(size ? { size } : {}), ...(brand ? { brand } : {}) };
}

export interface KindWord {
  word: string;
  index: number;
}

export interface ProductAnalysis {
  /** Tokens of the name after the brand, in order. */
  label: string[];
  /** Every token including brand, category and hypernyms of label words ("spaghetti" adds "pasta"). */
  vocabulary: Set<string>;
  /** Label tokens plus hypernyms and category: where descriptive words ("whole", "organic") must appear. */
  descriptive: Set<string>;
  kinds: KindWord[];
  animals: string[];
  unit: BaseUnit | null;
  unitQuantity: number | null;
  /** Trigrams of the normalised label, for scoring against the normalised query. */
  trigrams: Set<string>;
  /** Brand tokens (the brand can be the product's name: "Coca-Cola Classic"). */
  brand: string[];
  /**
   * Names what the matching rules read besides the brand: equal ids mean equal label, descriptive
   * words and unit (the same food under another brand or in another size), so a line's verdict can
   * be shared between them (see acceptableProducts in score.ts). Ids are never reused.
   */
  labelId: number;
}

// On globalThis: the server's bundles (instrumentation, routes, actions) each load this module, and
// products analysed at start-up must stay analysed for all of them.
const globalCaches = globalThis as unknown as { cartwiseProductAnalyses?: WeakMap<MatchableProduct, ProductAnalysis> };
const cache = (globalCaches.cartwiseProductAnalyses ??= new WeakMap<MatchableProduct, ProductAnalysis>());

/** Label ids by what they stand for (see ProductAnalysis.labelId); shared by every bundle like the cache. */
const labels = (globalCaches as { cartwiseLabelIds?: { ids: Map<string, number>; next: number } }).cartwiseLabelIds ??= { ids: new Map(), next: 1 };
const MAX_LABEL_IDS = 1_000_000;

function labelIdOf(label: string[], descriptive: Set<string>, unit: BaseUnit | null): number {
  const key = `${label.join("\u0001")}\u0002${[...descriptive].join("\u0001")}\u0002${unit ?? ""}`;
  let id = labels.ids.get(key);
  if (id === undefined) {
    // Forgetting keys only costs sharing: a key seen again gets a fresh id, and ids are never reused.
    if (labels.ids.size >= MAX_LABEL_IDS) labels.ids.clear();
    labels.ids.set(key, (id = labels.next++));
  }
  return id;
}

/**
 * Tokens of a brand, category or tag. A catalogue has few distinct ones, and each product needs
 * them again, so they are memoised (bounded; the arrays are shared and never mutated).
 */
const wordTokens = new Map<string, string[]>();
function tokensOf(text: string): string[] {
  const hit = wordTokens.get(text);
  if (hit) return hit;
  if (wordTokens.size >= 10_000) wordTokens.clear();
  const tokens = normaliseText(text).tokens;
  wordTokens.set(text, tokens);
  return tokens;
}

function brandTokens(brand: string | null | undefined): string[] {
  return brand ? tokensOf(brand) : [];
}

/** Normalised view of a product, cached per product object (catalogues are scored many times). */
export function analyseProduct(product: MatchableProduct): ProductAnalysis {
  const hit = cache.get(product);
  if (hit) return hit;
  const { tokens, size } = normaliseText(product.name);
  const brand = brandTokens(product.brand);
  const startsWithBrand = brand.length > 0 && brand.every((b, i) => tokens[i] === b);
  const label = startsWithBrand ? tokens.slice(brand.length) : tokens;
  const descriptive = new Set(label);
  for (const t of label) if (t in HYPERNYMS) descriptive.add(HYPERNYMS[t]);
  for (const extra of [product.category, ...(product.tags ?? [])]) {
    if (extra) for (const t of tokensOf(extra)) descriptive.add(t);
  }
  const vocabulary = new Set([...tokens, ...descriptive]);
  const kinds = label.map((word, index) => ({ word, index })).filter((k) => isKind(k.word));
  const parsedSize = product.unitQuantity && product.unit ? { quantity: product.unitQuantity, unit: product.unit } : (parseSize(product.size) ?? size);
  const unit = parsedSize?.unit ?? null;
  const analysis: ProductAnalysis = {
    label,
    vocabulary,
    descriptive,
    kinds,
    animals: label.filter((t) => ANIMALS.has(t)),
    unit,
    unitQuantity: parsedSize?.quantity ?? null,
    // Only products that pass the acceptability rules are ever ranked by similarity: computed on first use.
    get trigrams() {
      const value = trigramSet(label.join(" "));
      Object.defineProperty(this, "trigrams", { value });
      return value;
    },
    brand: startsWithBrand ? brand : [],
    labelId: labelIdOf(label, descriptive, unit),
  };
  cache.set(product, analysis);
  return analysis;
}
