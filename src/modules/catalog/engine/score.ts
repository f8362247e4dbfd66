import {
  ALLOW, ANIMALS, ANTONYMS, CUTS, DEFAULT_SPECIES, DRY_HEADS, FLAVOUR_FORMS, FLAVOURABLE, FORMS, GLOBAL_TYPE_CHANGERS, HYPERNYMS,
  LIQUID_HEADS, PRODUCE_TYPE_CHANGERS, RAW_FOODS, SPECIES_HEADS, TYPE_CHANGERS,
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
  return product.label.findIndex((t) => t === head || HYPERNYMS[t] === head);
}

function allowed(head: string, word: string): boolean {
  const parent = HYPERNYMS[head];
  return (ALLOW[head]?.has(word) ?? false) || (parent !== undefined && (ALLOW[parent]?.has(word) ?? false));
}

const isForm = (w: string) => FORMS.has(w) || FORMS.has(HYPERNYMS[w] ?? "");
const isFreshProduce = (w: string) => RAW_FOODS.has(w) && !ANIMALS.has(w) && !FORMS.has(w);

/** Why a kind word in the product that the shopper did not ask for is still fine — or null. */
function tolerated(kind: KindWord, head: string, headAt: number, query: Set<string>): string | null {
  const w = kind.word;
  if (HYPERNYMS[w] === head || HYPERNYMS[head] === w) return `'${w}' is a kind of ${head}`;
  if (HYPERNYMS[w] !== undefined && HYPERNYMS[w] === HYPERNYMS[head]) return `'${w}' is another name for ${head}`;
  if (allowed(head, w)) return `'${w}' is normal for ${head}`;
  if (ANIMALS.has(head) && CUTS.has(w)) return `'${w}' is a cut of ${head}`;
  if (SPECIES_HEADS.has(head) && (ANIMALS.has(w) || CUTS.has(w))) {
    const wanted = DEFAULT_SPECIES[head];
    let askedAnimal = false;
    for (const w of query) if (ANIMALS.has(w)) askedAnimal = true;
    if (wanted && !askedAnimal && ANIMALS.has(w) && w !== wanted) return null;
    return `'${w}' names the meat of the ${head}`;
  }
  if (FLAVOURABLE.has(head)) {
    if (kind.index < headAt) return `'${w}' is a flavour or ingredient of the ${head}`;
    if ((RAW_FOODS.has(w) && !FORMS.has(w)) || FLAVOUR_FORMS.has(w)) return `'${w}' is a flavour of the ${head}`;
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
  // "Chocolate flavoured milk" is what "chocolate milk" asks for.
  let askedFlavour = false;
  if (changers !== undefined) for (const w of asked) if (changers.has(w)) askedFlavour = true;
  for (const word of product.label) {
    if (asked.has(word) || (word === "flavoured" && askedFlavour)) continue;
    if (changers?.has(word) || (plainFood && GLOBAL_TYPE_CHANGERS.has(word)) || (produce && PRODUCE_TYPE_CHANGERS.has(word))) {
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

/**
 * Would a shopper who wrote `query` accept `product`? The query's head noun must be what the
 * product is; every other kind of food named in the product must be something the shopper asked
 * for or something that does not change the product (a cut of meat, a flavour of yogurt).
 */
export function scoreCandidate(query: string | ParsedListItem, product: MatchableProduct): CandidateScore {
  const q = typeof query === "string" ? parseListItem(query) : query;
  const p = analyseProduct(product);
  const reasons: string[] = [];
  const reject = (reason: string): CandidateScore => ({ acceptable: false, score: 0, reasons: [...reasons, reason] });

  // "beef steak": a steak that names no animal is beef.
  const implied = q.headNoun ? DEFAULT_SPECIES[q.headNoun] : undefined;
  const missing = q.modifiers.filter((m) => !findToken(m, p) && !(m === implied && p.animals.length === 0));
  if (missing.length) return reject(`missing ${missing.map((m) => `'${m}'`).join(", ")}`);
  for (const soft of q.softModifiers) {
    const clash = ANTONYMS[soft]?.find((w) => p.descriptive.has(w));
    if (clash) return reject(`'${clash}' contradicts '${soft}'`);
  }

  let bonus = 0;
  const head = q.headNoun;
  if (head) {
    const at = headIndex(head, p);
    const asked = askedWords(q);
    if (at < 0) {
      // "Coca-Cola Classic": the brand is the product's name and the label names no other food.
      if (!(p.brand.includes(head) && p.kinds.length === 0)) return reject(`'${head}' is not what this product is`);
      reasons.push(`the brand names the ${head}`);
    } else {
      reasons.push(`'${head}' matches`);
      const other = laterHead(head, at, p);
      if (other) return reject(`this is ${other}, not ${head}`);
      let extras = 0;
      for (const kind of p.kinds) {
        if (asked.has(kind.word) || kind.index === at) continue;
        const why = tolerated(kind, head, at, asked);
        if (!why) return reject(`'${kind.word}' makes it a different product`);
        reasons.push(why);
        extras++;
      }
      if (p.kinds.length && p.kinds[p.kinds.length - 1].index === at) bonus += 0.1;
      bonus -= 0.04 * extras;
    }
    const changer = typeChanger(head, p, asked);
    if (changer) return reject(`'${changer}' makes it a different product`);
    const unitIssue = unitMismatch(head, p, asked);
    if (unitIssue) return reject(unitIssue);
  } else {
    reasons.push("all words found");
  }
  bonus += 0.03 * q.softModifiers.filter((s) => p.vocabulary.has(s)).length;
  if (q.brand && product.brand && product.brand.toLowerCase() === q.brand.toLowerCase()) {
    bonus += 0.1;
    reasons.push("brand matches");
  }
  const sim = setSimilarity(trigramsOf(q), p.trigrams);
  return { acceptable: true, score: Math.max(0, Math.min(1, 0.35 + 0.5 * sim + bonus)), reasons };
}
