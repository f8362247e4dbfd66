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

/** The sources, in the order their codes are stored (SCRAPE, RECEIPT, RETAILER, SEED below). */
export const SLICE_SOURCES: readonly PriceSource[] = ["scrape", "receipt", "retailer", "seed"];

/** Flag bits of a slice row. */
export const ON_SPECIAL = 1;
export const UNDER_REVIEW = 2;

/** One store's current prices: row arrays, and each interned product number's row. */
export interface StorePriceSlice {
  storeId: string;
  /** The store's price stamp read before its rows were: the slice holds at least what it stands for. */
  stamp: string;
  size: number;
  /**
   * Product number → its row, or -1 (a direct index: one read per lookup, where a binary search over
   * a store's 25k products cost seven times as much at 150 stores). Numbers past its end were given
   * after the slice was read, so the store has no row for them.
   */
  rowOf: Int32Array;
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

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Units in bytewise ("C") order, as the SQL partitions and sorts them: each, g, ml. */
const UNIT_C_ORDER: Record<string, number> = { each: 0, g: 1, ml: 2 };

/** One request with what its options' arithmetic needs, worked out once per call. */
interface Prepared {
  req: OfferRequest;
  product: number;
  unit: number;
  each: boolean;
  sized: boolean;
  loose: boolean;
  /** Whole packs reaching 98 % of the amount (fitPacks), for a sized line that is not loose. */
  packs: number;
}

/**
 * The offer rows for `requests` at the stores whose slices are given, exactly as loadOfferRows
 * returns them for those stores: per (line, store, unit) the options ranked best by the chooser's
 * own measure, ties sharing a rank, the best `topK` ranks and every remembered product kept (all
 * when `topK` is null), each with its unit's option count; ordered by line, store id, unit, the
 * ranking and product id. A (line, store)'s options live in reused typed arrays, not objects: at
 * 150 stores a call weighs some 100,000 (request, store) pairs.
 */
export function offerRowsFromSlices(slices: StorePriceSlice[], requests: OfferRequest[], topK: number | null, ctx: SliceContext): OfferRow[] {
  if (!slices.length || !requests.length) return [];
  const nowMs = ctx.now.getTime();
  const cut = freshCutoffs(ctx.now);
  const cutMs = SLICE_SOURCES.map((s) => (cut[s] === null ? null : cut[s]!.getTime()));
  const stores = [...slices].sort((a, b) => compareText(a.storeId, b.storeId));
  // Requests by line, lines ascending, each line's requests in product id order: options are then
  // found in that order, and a stable sort on the ranking keeps it between exact ties (the SQL's last key).
  const byLine = new Map<number, Prepared[]>();
  for (const req of [...requests].sort((a, b) => compareText(a.productId, b.productId))) {
    const product = ctx.productNumber(req.productId);
    if (product === undefined) continue; // no store has ever had a price for it
    const sized = req.unit === req.sizedUnit;
    const loose = req.loose ?? false;
    const prepared: Prepared = {
      req, product, unit: UNIT_C_ORDER[req.unit] ?? 3, each: req.unit === "each", sized, loose,
      packs: sized && !loose ? Math.max(1, Math.ceil((AMOUNT_UNDER * req.wanted) / req.unitQuantity - 1e-9)) : 0,
    };
    const list = byLine.get(req.line);
    if (list) list.push(prepared);
    else byLine.set(req.line, [prepared]);
  }
  const lines = [...byLine.keys()].sort((a, b) => a - b);
  const most = Math.max(0, ...[...byLine.values()].map((l) => l.length));
  const optReq = new Int32Array(most);
  const optAt = new Int32Array(most);
  const optSeen = new Float64Array(most);
  const optUnit = new Uint8Array(most);
  const optK1 = new Float64Array(most);
  const optK2 = new Float64Array(most);
  const order: number[] = [];
  const byRank = (a: number, b: number) => optUnit[a] - optUnit[b] || cmpNum(optK1[a], optK1[b]) || cmpNum(optK2[a], optK2[b]);
  const dates = new Map<number, Date>();
  const out: OfferRow[] = [];
  for (const line of lines) {
    const reqs = byLine.get(line)!;
    for (const slice of stores) {
      let n = 0;
      const confirmed = ctx.confirmedMs.get(slice.storeId);
      const { rowOf, amountCents, flags, source: sources, observedMs, validUntilMs } = slice;
      for (let r = 0; r < reqs.length; r++) {
        const p = reqs[r];
        const at = p.product < rowOf.length ? rowOf[p.product] : -1;
        if (at < 0) continue;
        const amount = amountCents[at];
        if (!(amount > 0) || flags[at] & UNDER_REVIEW) continue;
        const source = sources[at];
        const observed = observedMs[at];
        // seenAtSql: a scrape price counts as seen at its store's last complete run when later (greatest ignores null).
        const seenMs = source === SCRAPE && confirmed !== undefined && confirmed > observed ? confirmed : observed;
        if (!isFresh(source, seenMs, validUntilMs[at], cutMs[source], nowMs)) continue;
        // Same operation order as the SQL (and the engine's unitPriceOf).
        const q = p.req.unitQuantity;
        const unitCents = p.each ? amount / q : (amount * 1000) / q;
        const cost = !p.sized ? unitCents : p.loose ? Math.floor((p.req.wanted / q) * amount + 0.5) : p.packs * amount;
        optReq[n] = r;
        optAt[n] = at;
        optSeen[n] = seenMs;
        optUnit[n] = p.unit;
        optK1[n] = ctx.allowBigger ? unitCents : cost;
        optK2[n] = ctx.allowBigger ? cost : unitCents;
        n++;
      }
      if (!n) continue;
      // The window's partition (unit, bytewise) and order; stable, so exact ties stay in product id order.
      order.length = n;
      for (let i = 0; i < n; i++) order[i] = i;
      if (n > 1) order.sort(byRank);
      let start = 0;
      while (start < n) {
        const unit = optUnit[order[start]];
        let end = start;
        while (end < n && optUnit[order[end]] === unit) end++;
        const count = end - start;
        let rank = 1;
        for (let i = start; i < end; i++) {
          const o = order[i];
          if (i > start && (optK1[o] !== optK1[order[i - 1]] || optK2[o] !== optK2[order[i - 1]])) rank = i - start + 1;
          const req = reqs[optReq[o]].req;
          if (topK !== null && rank > topK && !req.remembered) continue;
          out.push(toRow(req, slice, optAt[o], optSeen[o], count, ctx.currencies, dates));
        }
        start = end;
      }
    }
  }
  return out;
}

const [SCRAPE, RECEIPT, RETAILER, SEED] = [0, 1, 2, 3];

const cmpNum = (a: number, b: number) => (a < b ? -1 : a > b ? 1 : 0);

/** freshPriceSql's rule on a slice row (usable.ts): the same edges, in milliseconds. `source` is its SLICE_SOURCES index. */
function isFresh(source: number, seenMs: number, validUntilMs: number, cutMs: number | null, nowMs: number): boolean {
  const fresh = cutMs === null || seenMs >= cutMs;
  const hasEnd = validUntilMs === validUntilMs; // not NaN
  switch (source) {
    case SCRAPE:
      return fresh && (!hasEnd || validUntilMs >= nowMs);
    case RETAILER:
      return hasEnd ? validUntilMs >= nowMs : fresh;
    case RECEIPT:
    case SEED:
      return fresh;
    default:
      return false;
  }
}

function toRow(req: OfferRequest, slice: StorePriceSlice, at: number, seenMs: number, unitCount: number, currencies: readonly CurrencyCode[], dates: Map<number, Date>): OfferRow {
  const validUntil = slice.validUntilMs[at];
  return {
    line: req.line,
    productId: req.productId,
    storeId: slice.storeId,
    amountCents: slice.amountCents[at],
    currency: currencies[slice.currency[at]],
    onSpecial: (slice.flags[at] & ON_SPECIAL) !== 0,
    observedAt: dateOf(seenMs, dates),
    source: SLICE_SOURCES[slice.source[at]],
    validUntil: Number.isNaN(validUntil) ? null : dateOf(validUntil, dates),
    unitCount,
  };
}

/** One Date per instant within a call (a store's scrape prices mostly share their run's); never mutated downstream. */
function dateOf(ms: number, dates: Map<number, Date>): Date {
  let d = dates.get(ms);
  if (!d) dates.set(ms, (d = new Date(ms)));
  return d;
}

/**
 * Two row lists with disjoint stores as one in (line, store id) order, each (line, store)'s rows kept
 * in theirs. `a` is in that order; `b` may come as two such runs over disjoint lines (a large offer
 * read is split in two statements by line), put in line order first (a stable sort keeps the rest).
 */
export function mergeByLineAndStore(a: OfferRow[], unsorted: OfferRow[]): OfferRow[] {
  const b = unsorted.every((r, i) => i === 0 || unsorted[i - 1].line <= r.line) ? unsorted : [...unsorted].sort((x, y) => x.line - y.line);
  const out: OfferRow[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x.line < y.line || (x.line === y.line && x.storeId < y.storeId)) out.push(a[i++]);
    else out.push(b[j++]);
  }
  while (i < a.length) out.push(a[i++]);
  while (j < b.length) out.push(b[j++]);
  return out;
}
