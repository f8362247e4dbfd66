import {
  ALLOW, ANIMALS, ANTONYMS, CUTS, DEFAULT_SPECIES, DRY_HEADS, FLAVOUR_FORMS, FLAVOUR_WORDS, FLAVOURABLE, FORMS, GLOBAL_TYPE_CHANGERS, HYPERNYMS,
  LIQUID_HEADS, PANTRY_FLAVOURS, PANTRY_FORMS, PLAIN_FLAVOURED_HEADS, PRODUCE_TYPE_CHANGERS, RAW_FOODS, SPECIES_HEADS, TYPE_CHANGERS,
} from "./lexicon";
import { analyseProduct, parseListItem, type KindWord, type ProductAnalysis } from "./parse-item";
import { editDistance, isKnownWord, typoBudget } from "./spelling";
import { setSimilarity, trigramSet } from "./trigram";
import type { CandidateScore, MatchableProduct, ParsedListItem } from "./types";

/**
 * Exact, or a typo of an out-of-vocabulary word such as a misspelt brand ("tillamok"). Grocery
 * words must be in the product's own description, not in its brand ("365 by Whole Foods" is not
 * "whole chicken").
 */
function findToken(word: string, product: ProductAnalysis): boolean {
  if (isKnownWord(word)) return product.descriptive.has(word);
  if (product.vocabulary.has(word)) return true;
  const budget = typoBudget(word);
  if (budget === 0) return false;
  for (const t of product.vocabulary) if (t[0] === word[0] && editDistance(word, t, budget) <= budget) return true;
  return false;
}

function headIndex(head: string, product: ProductAnalysis): number {
  const label = product.label;
  for (let i = 0; i < label.length; i++) if (label[i] === head || HYPERNYMS[label[i]] === head) return i;
  return -1;
}

function allowed(head: string, word: string): boolean {
  const parent = HYPERNYMS[head];
  return (ALLOW[head]?.has(word) ?? false) || (parent !== undefined && (ALLOW[parent]?.has(word) ?? false));
}

const isForm = (w: string) => FORMS.has(w) || FORMS.has(HYPERNYMS[w] ?? "");
const isFreshProduce = (w: string) => RAW_FOODS.has(w) && !ANIMALS.has(w) && !FORMS.has(w);

/**
 * Why a kind word in the product that the shopper did not ask for is still fine — or null. Without
 * `explain` the reason is not spelt out ("" stands for "fine"): a line is tested against thousands
 * of products and only the answer is needed.
 */
function tolerated(kind: KindWord, head: string, headAt: number, query: Set<string>, explain: boolean): string | null {
  const w = kind.word;
  if (HYPERNYMS[w] === head || HYPERNYMS[head] === w) return explain ? `'${w}' is a kind of ${head}` : FINE;
  if (HYPERNYMS[w] !== undefined && HYPERNYMS[w] === HYPERNYMS[head]) return explain ? `'${w}' is another name for ${head}` : FINE;
  if (allowed(head, w)) return explain ? `'${w}' is normal for ${head}` : FINE;
  if (ANIMALS.has(head) && CUTS.has(w)) return explain ? `'${w}' is a cut of ${head}` : FINE;
  if (SPECIES_HEADS.has(head) && (ANIMALS.has(w) || CUTS.has(w))) {
    const wanted = DEFAULT_SPECIES[head];
    let askedAnimal = false;
    for (const w of query) if (ANIMALS.has(w)) askedAnimal = true;
    if (wanted && !askedAnimal && ANIMALS.has(w) && w !== wanted) return null;
    return explain ? `'${w}' names the meat of the ${head}` : FINE;
  }
  if (FLAVOURABLE.has(head)) {
    if (kind.index < headAt) return explain ? `'${w}' is a flavour or ingredient of the ${head}` : FINE;
    if ((RAW_FOODS.has(w) && !FORMS.has(w)) || FLAVOUR_FORMS.has(w)) return explain ? `'${w}' is a flavour of the ${head}` : FINE;
  }
  return null;
}

/**
 * A prepared-product word after the head names what the product really is ("milk chocolate" is
 * chocolate, "chicken stock" is stock) — even when the shopper typed that word too.
 */
function laterHead(head: string, at: number, product: ProductAnalysis): string | null {
  for (const { word, index } of product.kinds) {
    if (index <= at || word === head || !isForm(word)) continue;
    if (HYPERNYMS[word] === head || HYPERNYMS[head] === word || allowed(head, word)) continue;
    if (HYPERNYMS[word] !== undefined && HYPERNYMS[word] === HYPERNYMS[head]) continue;
    if (FLAVOURABLE.has(head) && FLAVOUR_FORMS.has(word)) continue;
    return word;
  }
  return null;
}

function typeChanger(head: string, product: ProductAnalysis, asked: Set<string>): string | null {
  const changers = TYPE_CHANGERS[head] ?? TYPE_CHANGERS[HYPERNYMS[head] ?? ""];
  const plainFood = !FORMS.has(head) && !FORMS.has(HYPERNYMS[head] ?? "");
  const produce = isFreshProduce(head);
  const plainFlavoured = PLAIN_FLAVOURED_HEADS.has(head);
  // "Chocolate flavoured milk" is what "chocolate milk" asks for.
  let askedFlavour = false;
  if (changers !== undefined) for (const w of asked) if (changers.has(w)) askedFlavour = true;
  for (const word of product.label) {
    if (asked.has(word) || (word === "flavoured" && askedFlavour)) continue;
    if (changers?.has(word) || (plainFood && GLOBAL_TYPE_CHANGERS.has(word)) || (produce && PRODUCE_TYPE_CHANGERS.has(word))) {
      return word;
    }
    // A flavour the line did not name turns a plain staple into a variant ("vanilla yoghurt" for "yogurt").
    if (plainFlavoured && (FLAVOUR_WORDS.has(word) || FLAVOUR_WORDS.has(HYPERNYMS[word] ?? "") || isFreshProduce(word)) && !asked.has(HYPERNYMS[word] ?? "")) {
      return word;
    }
  }
  return null;
}

const queryTrigrams = new WeakMap<ParsedListItem, Set<string>>();
function trigramsOf(q: ParsedListItem): Set<string> {
  let t = queryTrigrams.get(q);
  if (!t) queryTrigrams.set(q, (t = trigramSet(q.tokens.join(" "))));
  return t;
}

/** A food sold in the wrong kind of unit is a different product ("milk" by weight, oranges by the litre). */
function unitMismatch(head: string, p: ProductAnalysis, asked: Set<string>): string | null {
  const changers = TYPE_CHANGERS[head];
  for (const w of asked) if (GLOBAL_TYPE_CHANGERS.has(w) || changers?.has(w) || w === "powder") return null;
  if (p.unit === "ml" && ((RAW_FOODS.has(head) && !FORMS.has(head)) || DRY_HEADS.has(head))) return `${head} is not sold by volume`;
  if (p.unit === "g" && LIQUID_HEADS.has(head)) return `${head} is not sold by weight`;
  return null;
}

const askedSets = new WeakMap<ParsedListItem, Set<string>>();
/** The query's words as a set, built once per parsed query (a line is scored against thousands of products). */
function askedWords(q: ParsedListItem): Set<string> {
  let set = askedSets.get(q);
  if (!set) askedSets.set(q, (set = new Set(q.tokens)));
  return set;
}

/** A reason left unspelt (see `tolerated` and `judge`). */
const FINE = "";

/** The one thing `judge` reads from the brand when the line's modifiers are all grocery words. */
function brandNamesHead(p: ProductAnalysis, head: string): boolean {
  return p.brand.includes(head);
}

/**
 * The acceptability rules: the query's head noun must be what the product is; every other kind of
 * food named in the product must be something the shopper asked for or something that does not
 * change the product (a cut of meat, a flavour of yogurt). Returns the rejection reason (a string;
 * "" unless `reasons` is given), or the ranking bonus (a number) when the product is acceptable.
 * `reasons`, when given, collects why it was accepted; without it nothing is allocated on the way,
 * which is what lets a comparison test tens of thousands of candidates cheaply.
 */
function judge(q: ParsedListItem, p: ProductAnalysis, reasons: string[] | null, brandNames = brandNamesHead): number | string {
  // "beef steak": a steak that names no animal is beef.
  const implied = q.headNoun ? DEFAULT_SPECIES[q.headNoun] : undefined;
  let missing: string[] | null = null;
  for (const m of q.modifiers) {
    if (findToken(m, p) || (m === implied && p.animals.length === 0)) continue;
    if (!reasons) return FINE;
    (missing ??= []).push(m);
  }
  if (missing) return `missing ${missing.map((m) => `'${m}'`).join(", ")}`;
  for (const soft of q.softModifiers) {
    const clash = ANTONYMS[soft]?.find((w) => p.descriptive.has(w));
    if (clash) return reasons ? `'${clash}' contradicts '${soft}'` : FINE;
  }

  let bonus = 0;
  const head = q.headNoun;
  if (head) {
    const at = headIndex(head, p);
    const asked = askedWords(q);
    if (at < 0) {
      // "Coca-Cola Classic": the brand is the product's name and the label names no other food.
      if (!(p.kinds.length === 0 && brandNames(p, head))) return reasons ? `'${head}' is not what this product is` : FINE;
      reasons?.push(`the brand names the ${head}`);
    } else {
      reasons?.push(`'${head}' matches`);
      const other = laterHead(head, at, p);
      if (other) return reasons ? `this is ${other}, not ${head}` : FINE;
      let extras = 0;
      for (const kind of p.kinds) {
        if (asked.has(kind.word) || kind.index === at) continue;
        const why = tolerated(kind, head, at, asked, reasons !== null);
        if (why === null) return reasons ? `'${kind.word}' makes it a different product` : FINE;
        reasons?.push(why);
        extras++;
      }
      if (p.kinds.length && p.kinds[p.kinds.length - 1].index === at) bonus += 0.1;
      bonus -= 0.04 * extras;
    }
    const changer = typeChanger(head, p, asked);
    if (changer) return reasons ? `'${changer}' makes it a different product` : FINE;
    const unitIssue = unitMismatch(head, p, asked);
    if (unitIssue) return reasons ? unitIssue : FINE;
  } else {
    // "Vanilla" on a baking list is the essence or extract, not vanilla yoghurt or ice cream.
    if (q.tokens.length > 0 && q.tokens.every((t) => PANTRY_FLAVOURS.has(t))) {
      const form = p.kinds.find((k) => !PANTRY_FORMS.has(k.word) && !q.tokens.includes(k.word));
      if (form) return reasons ? `'${form.word}' is flavoured with ${q.tokens.join(" ")}, not the ${q.tokens.join(" ")} itself` : FINE;
    }
    reasons?.push("all words found");
  }
  return bonus;
}

/**
 * Would a shopper who wrote `query` accept `product`? See `judge` for the rules; acceptable
 * products are ranked by closeness of names (trigram similarity) plus the rules' bonus.
 */
export function scoreCandidate(query: string | ParsedListItem, product: MatchableProduct): CandidateScore {
  const q = typeof query === "string" ? parseListItem(query) : query;
  const p = analyseProduct(product);
  const reasons: string[] = [];
  const verdict = judge(q, p, reasons);
  if (typeof verdict === "string") return { acceptable: false, score: 0, reasons: [...reasons, verdict] };
  return { acceptable: true, score: rank(q, p, product, verdict, reasons), reasons };
}

/** An acceptable product's score from the rules' bonus: closeness of names, soft words, brand. */
function rank(q: ParsedListItem, p: ProductAnalysis, product: MatchableProduct, bonus: number, reasons: string[] | null): number {
  bonus += 0.03 * q.softModifiers.filter((s) => p.vocabulary.has(s)).length;
  if (q.brand && product.brand && product.brand.toLowerCase() === q.brand.toLowerCase()) {
    bonus += 0.1;
    reasons?.push("brand matches");
  }
  const sim = setSimilarity(trigramsOf(q), p.trigrams);
  return Math.max(0, Math.min(1, 0.35 + 0.5 * sim + bonus));
}

/**
 * `scoreCandidate` without the reasons (an empty list): same acceptability and score, for callers
 * that rank many products and never show why (the comparison's chooser).
 */
export function scoreUnexplained(query: ParsedListItem, product: MatchableProduct): CandidateScore {
  const p = analyseProduct(product);
  const verdict = judge(query, p, null);
  if (typeof verdict === "string") return { acceptable: false, score: 0, reasons: [] };
  return { acceptable: true, score: rank(query, p, product, verdict, null), reasons: [] };
}

/** `scoreCandidate(query, product).acceptable`, without spelling out reasons or ranking. */
export function isAcceptable(query: ParsedListItem, product: MatchableProduct): boolean {
  return typeof judge(query, analyseProduct(product), null) === "number";
}

const REJECT = 0;
const ACCEPT = 1;
/** Acceptable exactly when the product's brand names the line's head noun ("Coca-Cola Classic"). */
const IF_BRAND_NAMES_HEAD = 2;
type LabelVerdict = typeof REJECT | typeof ACCEPT | typeof IF_BRAND_NAMES_HEAD;

let brandConsulted = false;
function assumeBrandNamesHead(): boolean {
  brandConsulted = true;
  return true;
}

/**
 * A line's verdict for every product with this product's label id. Only for lines whose modifiers
 * are all grocery words: `judge` then reads the brand only through `brandNamesHead`, so judging
 * with a brand that names the head tells both outcomes: rejected anyway, accepted, or accepted
 * exactly when the brand names the head.
 */
function labelVerdict(q: ParsedListItem, p: ProductAnalysis): LabelVerdict {
  brandConsulted = false;
  const accepted = typeof judge(q, p, null, assumeBrandNamesHead) === "number";
  return !accepted ? REJECT : brandConsulted ? IF_BRAND_NAMES_HEAD : ACCEPT;
}

/**
 * The products (in order) for which `isAcceptable(query, product)` holds, judging each label once:
 * the same food under another brand or in another size (equal ProductAnalysis.labelId) gets the
 * same verdict. A grocery word in the line must appear in the product's own description, never
 * in its brand (findToken), so only lines with other words (a misspelt brand, "tillamok") need the
 * brand and are judged product by product. `labelIds`, when the caller has them (the catalogue
 * index keeps them), must be the products' own: `labelIds[i] === analyseProduct(products[i]).labelId`.
 */
export function acceptableProducts<P extends MatchableProduct>(query: ParsedListItem, products: readonly P[], labelIds?: readonly number[]): P[] {
  const out: P[] = [];
  if (!query.modifiers.every(isKnownWord)) {
    for (const product of products) if (isAcceptable(query, product)) out.push(product);
    return out;
  }
  const verdicts = new Map<number, LabelVerdict>();
  for (let i = 0; i < products.length; i++) {
    const product = products[i];
    const id = labelIds ? labelIds[i] : analyseProduct(product).labelId;
    let verdict = verdicts.get(id);
    if (verdict === undefined) verdicts.set(id, (verdict = labelVerdict(query, analyseProduct(product))));
    if (verdict === ACCEPT || (verdict === IF_BRAND_NAMES_HEAD && brandNamesHead(analyseProduct(product), query.headNoun!))) out.push(product);
  }
  return out;
}
