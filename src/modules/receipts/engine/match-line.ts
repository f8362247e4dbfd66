import {
  analyseProduct, candidateSearchTerms, parseListItem, parseSize, scoreCandidate, type MatchableProduct, type Quantity,
} from "@/modules/catalog/engine";
import { toListItemName } from "../parser/list-item-name";

/** One parsed receipt line, as the browser's parser produced it. */
export interface ReceiptLine {
  /** Brand, cleaned name and size as the parser assembled them. */
  name: string;
  cleanedName: string;
  brand: string | null;
  size: string | null;
  quantity: number;
  /** The receipt's own text for the line. */
  sourceText: string;
}

export interface CatalogueProduct extends MatchableProduct {
  /** The product id. */
  key: string;
  name: string;
  brand: string | null;
}

export interface ReceiptMatch<P extends CatalogueProduct = CatalogueProduct> {
  product: P;
  score: number;
}

/** Below this engine score a product is a guess, not a match. */
export const MIN_MATCH_SCORE = 0.5;
/** Two products this close in score (say the 1 L and 3 L of a line without a size) are ambiguous. */
export const MIN_MATCH_MARGIN = 0.02;
/** Pack sizes printed on receipts are rounded ("1.5KG", "750ML"); 2% absorbs that and nothing more. */
const SIZE_TOLERANCE = 0.02;

const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

/** Receipt words that describe how it was sold, not what it is ("TOMATOES LOOSE KG"). */
const SALE_WORDS = /\b(loose|kg|per)\b/gi;

/** The parser's list name for the line: brand, words with receipt abbreviations written out, size. */
export function receiptItemName(line: ReceiptLine): string {
  return line.cleanedName.trim() ? toListItemName(line) : collapse(line.name);
}

/** What the shopper bought in the engine's words: brand + name + size, the strictest query. */
export function lineQuery(line: ReceiptLine): string {
  return collapse(receiptItemName(line).replace(SALE_WORDS, " ")) || collapse(line.name);
}

/** Words to prefilter the catalogue with (trigram index), from the line with and without its brand. */
export function searchTermsForLine(line: ReceiptLine): string[] {
  const unbranded = collapse(toListItemName({ brand: null, cleanedName: line.cleanedName, size: null }).replace(SALE_WORDS, " "));
  const terms = new Set<string>();
  for (const text of [lineQuery(line), unbranded]) {
    for (const t of candidateSearchTerms(text)) terms.add(t.toLowerCase());
  }
  // A brand reaches products whose name words the receipt abbreviated past recognition.
  if (line.brand) terms.add(line.brand.toLowerCase());
  if (terms.size === 0 && unbranded) terms.add(unbranded.toLowerCase());
  return [...terms].filter((t) => t.length >= 2);
}

const WEIGHED_LINE = /\b\d+(?:[.,]\d+)?\s*(kg|lb)s?\b(?:\s*net)?\s*@/i;
const SOLD_BY_WEIGHT = /\bper\s*(kg|lb)\b|\/\s*(kg|lb)\b|\bloose\b/i;

/**
 * A weighed line ("0.705 kg @ $2.79/kg") bought loose produce: it can only be a product sold
 * per kg (or per lb), never a 2.5 kg bag.
 */
export function weighedUnit(line: Pick<ReceiptLine, "sourceText">): Quantity | undefined {
  const m = WEIGHED_LINE.exec(line.sourceText);
  if (!m) return undefined;
  return m[1].toLowerCase() === "lb" ? { quantity: 453.6, unit: "g" } : { quantity: 1000, unit: "g" };
}

function sameSize(wanted: Quantity, product: CatalogueProduct): boolean {
  const a = analyseProduct(product);
  if (a.unit !== wanted.unit || !a.unitQuantity) return false;
  return Math.abs(a.unitQuantity - wanted.quantity) <= SIZE_TOLERANCE * wanted.quantity;
}

/**
 * The catalogue product this receipt line is, or null when no product is clearly it. Only
 * products the engine finds acceptable for brand + name count; a printed size must agree; and
 * the winner must beat every other product by a margin, so "ANCHOR BLUE TOP MILK" (no size)
 * names no product while "ANCHOR BLUE TOP MILK 2L" names the 2 L bottle.
 */
export function chooseReceiptMatch<P extends CatalogueProduct>(line: ReceiptLine, candidates: readonly P[]): ReceiptMatch<P> | null {
  const query = parseListItem(lineQuery(line), line.brand ? [line.brand] : []);
  const weighed = weighedUnit(line);
  const size = weighed ?? query.size ?? parseSize(line.size);
  const seen = new Set<string>();
  const ranked: ReceiptMatch<P>[] = [];
  for (const product of candidates) {
    if (seen.has(product.key)) continue;
    seen.add(product.key);
    if (size && !sameSize(size, product)) continue;
    if (weighed && !SOLD_BY_WEIGHT.test(`${product.name} ${product.size ?? ""}`)) continue;
    const s = scoreCandidate(query, product);
    if (s.acceptable) ranked.push({ product, score: s.score });
  }
  ranked.sort((a, b) => b.score - a.score);
  const [best, runnerUp] = ranked;
  if (!best || best.score < MIN_MATCH_SCORE) return null;
  if (runnerUp && best.score - runnerUp.score < MIN_MATCH_MARGIN) return null;
  return best;
}

/**
 * The list item name for a line: brand, cleaned name and size as printed (the spec's assembly),
 * whether or not a catalogue product matched. A match travels separately (matchedProductId), so
 * the shopper's list still says "Anchor Blue Top Milk 2L" rather than the catalogue's wording,
 * and "Cadbury Dairy Milk 180g" never loses the brand that makes it chocolate. The parser's
 * toListItemName writes receipt abbreviations out and title-cases the words.
 */
export function listItemNameFor(line: ReceiptLine): string {
  return receiptItemName(line);
}
