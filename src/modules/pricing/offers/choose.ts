import {
  acceptableProducts, candidateSearchTerms, chooseBestProduct, localiseListText, parseListItem, scoreUnexplained, type CandidateScore, type MatchableProduct, type ParsedListItem, type PricedCandidate,
} from "@/modules/catalog/engine";
import type { ItemLocks, PriceSource } from "../dto";
import { fitCost, fitPacks, isLoose, resolveAmount, type Amount, type ResolvedAmount } from "../engine/amount";
import { formatRegionalUnitPrice, regionalUnitPrice, unitPriceOf, type RegionalPer } from "@/lib/unit-price";
import { type ProductRow } from "@/modules/catalog";
import type { OfferRequest, OfferRow } from "./rows";

/** A list line as the comparison receives it. */
export interface CompareItem {
  id: string;
  name: string;
  quantity: number;
  locks: ItemLocks;
  /**
   * The substitute the shopper chose for the line (decision 054): the line is then product-locked
   * to it (locks.productId) and priced for the substitute's own pack × the quantity.
   */
  substituteProductId?: string | null;
  /** Products the shopper excluded for this line (decision 058): the chooser never sees them. */
  excluded?: { productId: string; name: string }[];
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
  /** A retailer feed's sale end, when stated (decision 046). */
  validUntil?: Date | null;
  onSpecial: boolean;
  reason: string;
  /** What is bought: packs × pack size, or the weight of loose produce. */
  amount: Amount;
  /** Sold by weight: `packs` is 1 and the price is for `amount`. */
  loose: boolean;
  /** Exact cents per the unit the region's shelf labels use (src/lib/unit-price.ts), in the offer's currency. */
  unitPrice: { cents: number; per: RegionalPer } | null;
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
  /** The amount every store is priced for (decision 036); set by withAmounts, null when nothing names one. */
  amount?: ResolvedAmount | null;
}

/**
 * Each line's amount: a typed size, else the remembered product (when it is one of the line's
 * family and the line is not product-locked: a product lock also records the memory, and must
 * not change the amount it is priced for), else the region's usual pack of the family. The
 * family is the acceptable products before any lock narrows them.
 */
export function withAmounts(
  items: PreparedItem[],
  families: ProductRow[][],
  memory: Map<string, string>,
  byId: (id: string) => ProductRow | undefined,
  region: string | null,
): PreparedItem[] {
  return items.map((item, i) => {
    const family = families[i] ?? [];
    const rememberedId = item.locks.productId ? undefined : memory.get(item.memoryKey);
    const remembered = rememberedId ? family.find((p) => p.productId === rememberedId) : undefined;
    const locked = item.locks.productId ? byId(item.locks.productId) : undefined;
    // A chosen substitute is bought in its own pack: the line's words and family no longer say how much.
    if (item.substituteProductId && locked) return { ...item, amount: resolveAmount({ typed: null, quantity: item.quantity, family: [], region, locked }) };
    const typed = item.parsed.size ? { value: item.parsed.size.quantity, unit: item.parsed.size.unit } : null;
    const amount = resolveAmount({ typed, quantity: item.quantity, remembered, family, region, locked });
    return { ...item, amount };
  });
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
  const excluded = new Set(item.excluded?.map((e) => e.productId));
  // An excluded product is never offered for the line, not even through a lock (decision 058).
  const allowed = excluded.size ? acceptable.filter((p) => !excluded.has(p.productId)) : acceptable;
  if (item.locks.productId) {
    const locked = byId(item.locks.productId);
    return locked && !excluded.has(locked.productId) ? [locked] : [];
  }
  if (!item.locks.brand) return allowed;
  const brand = item.locks.brand.toLowerCase();
  return allowed.filter((p) => (p.brand ?? "").toLowerCase() === brand);
}

export function offerRequests(items: PreparedItem[], pools: ProductRow[][], memory: Map<string, string>, allowBigger = false): OfferRequest[] {
  return items.flatMap((item, line) => {
    const size = item.parsed.size;
    const remembered = memory.get(item.memoryKey);
    const lines = Math.max(1, Math.floor(item.quantity));
    const amount = item.amount?.total;
    // Under the amount rule only products that can cover the amount are asked for at all.
    const pool = amount ? pools[line].filter((p) => fitPacks(amount, p, allowBigger) !== null) : pools[line];
    return pool.map((p) => ({
      line,
      productId: p.productId,
      unit: p.unit,
      unitQuantity: p.unitQuantity,
      sizedUnit: amount ? amount.unit : (size?.unit ?? null),
      wanted: amount ? amount.value : size ? size.quantity * lines : 0,
      remembered: p.productId === remembered,
      loose: amount ? fitPacks(amount, p, allowBigger)!.loose : false,
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
  allowBigger = false,
  region: string | null = null,
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
      if (item.amount) {
        const offer = chooseForAmount(item, item.amount.total, storeId, options, scoreOf, memory.get(item.memoryKey) ?? null, currencySymbol, allowBigger, region);
        if (offer) offers.set(storeId, offer);
        continue;
      }
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
      const regional = regionalUnitPrice(chosen.unitPriceCents, pick.product.unit, { region, packQuantity: pick.product.unitQuantity, loose: isLoose(pick.product) });
      offers.set(storeId, {
        storeId,
        product: pick.product,
        packs: chosen.packs,
        costCents: chosen.costCents,
        packPriceCents: pick.row.amountCents,
        unitPriceLabel: formatRegionalUnitPrice(regional, currencySymbol),
        unitPrice: regional,
        observedAt: pick.row.observedAt,
        source: pick.row.source,
        validUntil: pick.row.validUntil,
        onSpecial: pick.row.onSpecial,
        reason: chosen.reason,
        amount: { value: Math.round(chosen.packs * pick.product.unitQuantity * 100) / 100, unit: pick.product.unit },
        loose: false,
      });
    }
    matrix.set(item.id, offers);
  });
  return matrix;
}

/**
 * The offer at one store under the amount rule: among the options (the line's family, narrowed by
 * its locks) that cover the amount, the cheapest — so the optimiser's choice per (line, store) is
 * the cheapest offer the shopper could be shown there, and a lock can only remove options. Ties go
 * to the remembered product, then the closer match, then the query's order. With bigger packs
 * allowed, the lowest price per unit among options covering at least the amount.
 */
function chooseForAmount(
  item: PreparedItem,
  amount: Amount,
  storeId: string,
  options: PricedOption[],
  scoreOf: (p: MatchableProduct) => CandidateScore,
  rememberedId: string | null,
  currencySymbol: string,
  allowBigger: boolean,
  region: string | null,
): Offer | null {
  let best: { o: PricedOption; cost: number; unitCents: number; packs: number; bought: number; loose: boolean; score: number; remembered: boolean } | null = null;
  for (const o of options) {
    if (item.locks.productId && o.product.productId !== item.locks.productId) continue;
    if (!item.locks.productId && item.locks.brand && (o.product.brand ?? "").toLowerCase() !== item.locks.brand.toLowerCase()) continue;
    const fit = fitPacks(amount, o.product, allowBigger);
    if (!fit) continue;
    const cost = fitCost(fit, o.row.amountCents);
    const unitCents = unitPriceOf(o.row.amountCents, o.product.unitQuantity, o.product.unit).cents;
    const cand = { o, cost, unitCents, packs: fit.loose ? 1 : fit.packs, bought: fit.bought, loose: fit.loose, score: 0, remembered: o.product.productId === rememberedId };
    if (!best) {
      best = { ...cand, score: scoreOf(o.product).score };
      continue;
    }
    const primary = allowBigger ? cand.unitCents - best.unitCents || cand.cost - best.cost : cand.cost - best.cost || cand.unitCents - best.unitCents;
    if (primary < 0) best = { ...cand, score: scoreOf(o.product).score };
    else if (primary === 0) {
      if (cand.remembered !== best.remembered) {
        if (cand.remembered) best = { ...cand, score: scoreOf(o.product).score };
        continue;
      }
      const score = scoreOf(o.product).score;
      if (score > best.score) best = { ...cand, score };
    }
  }
  if (!best) return null;
  const { o } = best;
  const regional = regionalUnitPrice(best.unitCents, o.product.unit, { region, packQuantity: o.product.unitQuantity, loose: best.loose });
  const reason = item.locks.productId
    ? "locked product"
    : item.locks.brand
      ? `locked brand ${item.locks.brand}`
      : best.remembered
        ? "your usual, and the cheapest for the amount"
        : allowBigger && best.bought > amount.value * 1.1
          ? "bigger pack, cheaper per unit"
          : "lowest cost for the amount";
  return {
    storeId,
    product: o.product,
    packs: best.packs,
    costCents: Math.round(best.cost),
    packPriceCents: o.row.amountCents,
    unitPriceLabel: formatRegionalUnitPrice(regional, currencySymbol),
    unitPrice: regional,
    observedAt: o.row.observedAt,
    source: o.row.source,
    validUntil: o.row.validUntil,
    onSpecial: o.row.onSpecial,
    reason,
    amount: { value: best.bought, unit: amount.unit },
    loose: best.loose,
  };
}
