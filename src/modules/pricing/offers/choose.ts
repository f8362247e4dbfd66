import {
  acceptableProducts, candidateSearchTerms, chooseBestProduct, formatUnitPrice, localiseListText, parseListItem, scoreUnexplained, type CandidateScore, type MatchableProduct, type ParsedListItem, type PricedCandidate,
} from "@/modules/catalog/engine";
import type { ItemLocks, PriceSource } from "../dto";
import { type ProductRow } from "@/modules/catalog";
import type { OfferRequest, OfferRow } from "./rows";

/** A list line as the comparison receives it. */
export interface CompareItem {
  id: string;
  name: string;
  quantity: number;
  locks: ItemLocks;
}

/** What one store would sell for one list line: the product the shopper would accept, whole packs. */
export interface Offer {
  storeId: string;
  product: ProductRow;
  packs: number;
  /** packs × pack price, in the store's currency. */
  costCents: number;
  packPriceCents: number;
  unitPriceLabel: string | null;
  observedAt: Date;
  source: PriceSource;
  onSpecial: boolean;
  reason: string;
}

/** Offers by item id, then by store id. */
export type OfferMatrix = Map<string, Map<string, Offer>>;

export interface PreparedItem extends CompareItem {
  /**
   * The line in the catalogue's words for the shopper's country (an AU "chook" is "whole chicken",
   * a US "jelly" is "jam"): what is parsed, searched and memoised. `name` stays as typed.
   */
  matchText: string;
  parsed: ParsedListItem;
  terms: string[];
  /** The generic name product_name_memory is keyed by ("milk" for "2L Milk"). */
  memoryKey: string;
}

/**
 * Parses each line once, in the catalogue's words for the shopper's country (regional.ts), and
 * lists the words to search the catalogue for. The remembered-choice key stays on the line as
 * typed, the key the shopper's product locks are remembered under (mutations.ts).
 */
export function prepareItems(items: CompareItem[], country: string | null = null): PreparedItem[] {
  return items.map((item) => {
    const matchText = localiseListText(item.name, country);
    const parsed = parseListItem(matchText);
    const terms = candidateSearchTerms(matchText).map((t) => t.toLowerCase());
    return { ...item, matchText, parsed, terms: terms.length ? terms : [matchText.trim().toLowerCase()], memoryKey: memoryKeyFor(item.name) };
  });
}

/** The key a remembered choice is stored under: the item's content words, without sizes and counts. */
export function memoryKeyFor(text: string, parsed: ParsedListItem = parseListItem(text)): string {
  const key = parsed.tokens.join(" ").trim() || text.trim().toLowerCase();
  return key.slice(0, 100);
}

/** The catalogue products a line could mean, by the matching engine's acceptability rules. */
export function acceptableAmong(item: PreparedItem, candidates: ProductRow[], labelIds?: number[]): ProductRow[] {
  // The catalogue index returns each product once, with its label id alongside.
  if (labelIds) return acceptableProducts(item.parsed, candidates, labelIds);
  const seen = new Set<string>();
  return acceptableProducts(item.parsed, candidates.filter((p) => !seen.has(p.productId) && !!seen.add(p.productId)));
}

/**
 * The products the chooser may consider for a line: only the locked product when there is one;
 * otherwise the acceptable products, narrowed to the locked brand the way the chooser does it.
 */
export function poolFor(item: PreparedItem, acceptable: ProductRow[], byId: (id: string) => ProductRow | undefined): ProductRow[] {
  if (item.locks.productId) {
    const locked = byId(item.locks.productId);
    return locked ? [locked] : [];
  }
  if (!item.locks.brand) return acceptable;
  const brand = item.locks.brand.toLowerCase();
  return acceptable.filter((p) => (p.brand ?? "").toLowerCase() === brand);
}

export function offerRequests(items: PreparedItem[], pools: ProductRow[][], memory: Map<string, string>): OfferRequest[] {
  return items.flatMap((item, line) => {
    const size = item.parsed.size;
    const remembered = memory.get(item.memoryKey);
    const lines = Math.max(1, Math.floor(item.quantity));
    return pools[line].map((p) => ({
      line,
      productId: p.productId,
      unit: p.unit,
      unitQuantity: p.unitQuantity,
      sizedUnit: size?.unit ?? null,
      wanted: size ? size.quantity * lines : 0,
      remembered: p.productId === remembered,
    }));
  });
}

const UNIT_ORDER: ProductRow["unit"][] = ["g", "ml", "each"];

/** An offer row with its product, as the chooser takes it. */
type PricedOption = PricedCandidate<ProductRow> & { row: OfferRow };

/**
 * The unit the chooser will compare a line's options in at one store: the unit of a size the line
 * names if the store sells it that way, else the unit most options come in (ties: g, ml, each).
 * The offer query returns only the best-ranked options per unit, so the counts come with the rows.
 */
function comparedUnit(options: PricedOption[], sizedUnit: ProductRow["unit"] | undefined): ProductRow["unit"] {
  const counts = new Map<ProductRow["unit"], number>();
  for (const o of options) counts.set(o.product.unit, o.row.unitCount);
  if (sizedUnit && counts.has(sizedUnit)) return sizedUnit;
  return UNIT_ORDER.reduce((best, u) => ((counts.get(u) ?? 0) > (counts.get(best) ?? 0) ? u : best), UNIT_ORDER[0]);
}

/**
 * For every (line, store) the product the shopper would accept and buy, or nothing. Store locks
 * are left to the optimiser (which reports a lock the store cannot honour), so the other stores'
 * prices still show in the comparison.
 */
export function chooseOffers(
  items: PreparedItem[],
  rows: OfferRow[],
  byId: (id: string) => ProductRow | undefined,
  memory: Map<string, string>,
  currencySymbol = "$",
): OfferMatrix {
  // Each row's product is looked up once.
  const byLine: Map<string, PricedOption[]>[] = items.map(() => new Map());
  for (const r of rows) {
    const stores = byLine[r.line];
    const option: PricedOption = { product: byId(r.productId)!, priceCents: r.amountCents, row: r };
    const list = stores.get(r.storeId);
    if (list) list.push(option);
    else stores.set(r.storeId, [option]);
  }
  const matrix: OfferMatrix = new Map();
  items.forEach((item, line) => {
    const offers = new Map<string, Offer>();
    // One score per product for the line, however many stores sell it (the reasons are never shown here).
    const scores = new Map<MatchableProduct, CandidateScore>();
    const scoreOf = (product: MatchableProduct) => {
      let s = scores.get(product);
      if (!s) scores.set(product, (s = scoreUnexplained(item.parsed, product)));
      return s;
    };
    for (const [storeId, options] of byLine[line]) {
      const unit = item.locks.productId ? null : comparedUnit(options, item.parsed.size?.unit);
      const candidates = unit ? options.filter((o) => o.product.unit === unit) : options;
      const chosen = chooseBestProduct(item.parsed, item.quantity, candidates, {
        scoreOf,
        lockedProductKey: item.locks.productId,
        lockedBrand: item.locks.productId ? null : item.locks.brand,
        memoryProductKey: memory.get(item.memoryKey) ?? null,
      });
      if (!chosen) continue;
      const pick = candidates.find((c) => c.product.key === chosen.product.key)!;
      offers.set(storeId, {
        storeId,
        product: pick.product,
        packs: chosen.packs,
        costCents: chosen.costCents,
        packPriceCents: pick.row.amountCents,
        unitPriceLabel: formatUnitPrice(chosen.unitPriceCents, pick.product.unit, currencySymbol),
        observedAt: pick.row.observedAt,
        source: pick.row.source,
        onSpecial: pick.row.onSpecial,
        reason: chosen.reason,
      });
    }
    matrix.set(item.id, offers);
  });
  return matrix;
}
