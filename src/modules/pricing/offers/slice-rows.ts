import type { CurrencyCode } from "@/modules/currency/engine";
import { freshCutoffs } from "@/modules/moderation/engine";
import type { PriceSource } from "../dto";
import { AMOUNT_UNDER } from "../engine/amount";
import type { OfferRequest, OfferRow } from "./rows";

/*
 * The offer query (rows.ts, loadOfferRows) computed over in-memory price slices instead of in SQL
 * (decision 039, session 13). A slice is one store's current prices, held in typed arrays sorted by
 * product; this file is pure: the same rule, the same arithmetic and the same order as the SQL, so
 * the golden test (slice-rows.integration.test.ts) can demand equal rows for every case the SQL
 * handles — fresh by source, a scrape price seen at its store's last run, under review, nothing
 * priced at zero, ranking per (line, store, unit) with ties kept, remembered products, unit counts.
 */

/** The sources, in the order their codes are stored. */
export const SLICE_SOURCES: readonly PriceSource[] = ["scrape", "receipt", "retailer", "seed"];

/** Flag bits of a slice row. */
export const ON_SPECIAL = 1;
export const UNDER_REVIEW = 2;

/** One store's current prices, sorted by product (`products` holds interned product numbers). */
export interface StorePriceSlice {
  storeId: string;
  /** The store's price stamp read before its rows were: the slice holds at least what it stands for. */
  stamp: string;
  size: number;
  products: Int32Array;
  amountCents: Int32Array;
  /** When the row was observed (its own time), in whole milliseconds. */
  observedMs: Float64Array;
  /** A feed's or a page's sale end in milliseconds, NaN when none. */
  validUntilMs: Float64Array;
  /** ON_SPECIAL | UNDER_REVIEW. */
  flags: Uint8Array;
  /** Index into SLICE_SOURCES. */
  source: Uint8Array;
  /** Index into the currency list the slices were built with (`currencies`). */
  currency: Uint8Array;
}

/** What the offers computed from slices need besides the slices and the requests. */
export interface SliceContext {
  /** Product id → interned number (the numbers in `products`); a product never seen has none. */
  productNumber: (productId: string) => number | undefined;
  /** Currency index → code. */
  currencies: readonly CurrencyCode[];
  /** Each store's last complete scrape run (decision 057) in milliseconds, when it has one. */
  confirmedMs: ReadonlyMap<string, number>;
  now: Date;
  allowBigger: boolean;
}

/** The row number of `product` in the slice, or -1. */
export function findInSlice(slice: StorePriceSlice, product: number): number {
  let lo = 0;
  let hi = slice.size - 1;
  const products = slice.products;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const p = products[mid];
    if (p < product) lo = mid + 1;
    else if (p > product) hi = mid - 1;
    else return mid;
  }
  return -1;
}

interface Option {
  req: OfferRequest;
  slice: StorePriceSlice;
  at: number;
  seenMs: number;
  /** The ranking's first and second key (rows.ts: rankOrder). */
  k1: number;
  k2: number;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The offer rows for `requests` at the stores whose slices are given, exactly as loadOfferRows
 * returns them for those stores: per (line, store, unit) the options ranked best by the chooser's
 * own measure, ties sharing a rank, the best `topK` ranks and every remembered product kept (all
 * when `topK` is null), each with its unit's option count; ordered by line, store id, unit, the
 * ranking and product id.
 */
export function offerRowsFromSlices(slices: StorePriceSlice[], requests: OfferRequest[], topK: number | null, ctx: SliceContext): OfferRow[] {
  if (!slices.length || !requests.length) return [];
  const nowMs = ctx.now.getTime();
  const cut = freshCutoffs(ctx.now);
  const cutMs = SLICE_SOURCES.map((s) => (cut[s] === null ? null : cut[s]!.getTime()));
  const stores = [...slices].sort((a, b) => compareText(a.storeId, b.storeId));
  // Requests by line, lines ascending, each line's requests in their given order.
  const byLine = new Map<number, { req: OfferRequest; product: number }[]>();
  for (const req of requests) {
    const product = ctx.productNumber(req.productId);
    if (product === undefined) continue; // no store has ever had a price for it
    const list = byLine.get(req.line);
    if (list) list.push({ req, product });
    else byLine.set(req.line, [{ req, product }]);
  }
  const lines = [...byLine.keys()].sort((a, b) => a - b);
  const out: OfferRow[] = [];
  const options: Option[] = [];
  for (const line of lines) {
    const reqs = byLine.get(line)!;
    for (const slice of stores) {
      options.length = 0;
      const confirmed = ctx.confirmedMs.get(slice.storeId);
      for (const { req, product } of reqs) {
        const at = findInSlice(slice, product);
        if (at < 0) continue;
        const amount = slice.amountCents[at];
        if (!(amount > 0) || slice.flags[at] & UNDER_REVIEW) continue;
        const source = slice.source[at];
        const observed = slice.observedMs[at];
        // seenAtSql: a scrape price counts as seen at its store's last complete run when later (greatest ignores null).
        const seenMs = SLICE_SOURCES[source] === "scrape" && confirmed !== undefined && confirmed > observed ? confirmed : observed;
        if (!isFresh(SLICE_SOURCES[source], seenMs, slice.validUntilMs[at], cutMs[source], nowMs)) continue;
        // Same operation order as the SQL (and the engine's unitPriceOf).
        const unitCents = req.unit === "each" ? amount / req.unitQuantity : (amount * 1000) / req.unitQuantity;
        let sizeCost: number | null = null;
        if (req.unit === req.sizedUnit) {
          sizeCost = req.loose ? Math.floor((req.wanted / req.unitQuantity) * amount + 0.5) : Math.max(1, Math.ceil((AMOUNT_UNDER * req.wanted) / req.unitQuantity - 1e-9)) * amount;
        }
        const cost = sizeCost ?? unitCents;
        options.push({ req, slice, at, seenMs, k1: ctx.allowBigger ? unitCents : cost, k2: ctx.allowBigger ? cost : unitCents });
      }
      if (!options.length) continue;
      // The window's partition (unit, bytewise) and order, exact ties in product id order.
      options.sort((a, b) => compareText(a.req.unit, b.req.unit) || cmpNum(a.k1, b.k1) || cmpNum(a.k2, b.k2) || compareText(a.req.productId, b.req.productId));
      let start = 0;
      while (start < options.length) {
        let end = start;
        while (end < options.length && options[end].req.unit === options[start].req.unit) end++;
        const count = end - start;
        let rank = 1;
        for (let i = start; i < end; i++) {
          const o = options[i];
          if (i > start && (o.k1 !== options[i - 1].k1 || o.k2 !== options[i - 1].k2)) rank = i - start + 1;
          if (topK !== null && rank > topK && !o.req.remembered) continue;
          out.push(toRow(o, count, ctx.currencies));
        }
        start = end;
      }
    }
  }
  return out;
}

const cmpNum = (a: number, b: number) => (a < b ? -1 : a > b ? 1 : 0);

/** freshPriceSql's rule on a slice row (usable.ts): the same edges, in milliseconds. */
function isFresh(source: PriceSource, seenMs: number, validUntilMs: number, cutMs: number | null, nowMs: number): boolean {
  const fresh = cutMs === null || seenMs >= cutMs;
  const hasEnd = !Number.isNaN(validUntilMs);
  switch (source) {
    case "scrape":
      return fresh && (!hasEnd || validUntilMs >= nowMs);
    case "receipt":
      return fresh;
    case "retailer":
      return hasEnd ? validUntilMs >= nowMs : fresh;
    case "seed":
      return fresh;
    default:
      return false;
  }
}

function toRow(o: Option, unitCount: number, currencies: readonly CurrencyCode[]): OfferRow {
  const { slice, at } = o;
  const validUntil = slice.validUntilMs[at];
  return {
    line: o.req.line,
    productId: o.req.productId,
    storeId: slice.storeId,
    amountCents: slice.amountCents[at],
    currency: currencies[slice.currency[at]],
    onSpecial: (slice.flags[at] & ON_SPECIAL) !== 0,
    observedAt: new Date(o.seenMs),
    source: SLICE_SOURCES[slice.source[at]],
    validUntil: Number.isNaN(validUntil) ? null : new Date(validUntil),
    unitCount,
  };
}
