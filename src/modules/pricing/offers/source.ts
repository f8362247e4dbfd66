import "server-only";
import type { Db } from "@/server/db";
import { readStorePriceState, type StorePriceState } from "@/modules/price-ledger";
import { convertCents, CURRENCIES, type CurrencyCode, type RatesTable } from "@/modules/currency/engine";
import { findCandidateProducts, readyCatalogueIndex, type ProductRow } from "@/modules/catalog";
import { cachedProduct, getCachedMatch, internProduct, matchKey, setCachedMatch } from "@/modules/catalog/shared";
import { loadOfferRows, type OfferRequest, type OfferRow } from "./rows";
import { mergeByLineAndStore, offerRowsFromSlices } from "./slice-rows";
import { priceSlicesStats, sliceNumbering, slicesFor } from "./slices";
import { getCachedOffers, lineSignature, setCachedOffers, type StoreStamps } from "./cache";
import { acceptableAmong, chooseOffers, offerRequests, poolFor, withAmounts, type Offer, type OfferMatrix, type PreparedItem } from "./choose";

/** Which lines still need a catalogue search, decided before the search runs. */
export interface MatchPlan {
  cached: (ProductRow[] | null)[];
  misses: PreparedItem[];
  lockedIds: string[];
}

export function planMatches(items: PreparedItem[]): MatchPlan {
  const cached = items.map((p) => {
    const rows = getCachedMatch(matchKey(p.matchText))?.ids.map(cachedProduct);
    return rows && rows.every(Boolean) ? (rows as ProductRow[]) : null;
  });
  return {
    cached,
    misses: items.filter((_, i) => !cached[i]),
    lockedIds: items.flatMap((p) => (p.locks.productId && !cachedProduct(p.locks.productId) ? [p.locks.productId] : [])),
  };
}

/** What the catalogue search returned for the lines the match memo missed. */
export interface SearchedLines {
  /** Per missed line (in plan order), the products its search returned. */
  bySearch: ProductRow[][];
  /** From the index: per missed line, each product's label id (see acceptableProducts); null from SQL. */
  labelIds: number[][] | null;
  /** The locked products the plan asked for (plan.lockedIds), by id, as far as they exist. */
  locked: Map<string, ProductRow>;
  source: "index" | "sql";
}

/**
 * The catalogue products each missed line could mean: from the in-memory catalogue index when it
 * is ready (same answer as the SQL search, no round trip), else from SQL.
 */
export async function searchMisses(db: Db, plan: MatchPlan): Promise<SearchedLines | null> {
  if (!plan.misses.length && !plan.lockedIds.length) return null;
  const index = readyCatalogueIndex();
  const lockedRows = index ? plan.lockedIds.map((id) => index.get(id)) : [];
  if (index && lockedRows.every(Boolean)) {
    const found = index.candidates(plan.misses.map((m) => m.terms));
    const locked = new Map((lockedRows as ProductRow[]).map((p) => [p.productId, p]));
    return { bySearch: found.map((c) => c.products), labelIds: found.map((c) => c.labelIds), locked, source: "index" };
  }
  const found = await findCandidateProducts(db, plan.misses.map((m) => m.terms), plan.lockedIds);
  const locked = new Map<string, ProductRow>();
  for (const id of plan.lockedIds) {
    const row = found.byId.get(id);
    if (row) locked.set(id, row);
  }
  return { bySearch: found.bySearch, labelIds: null, locked, source: "sql" };
}

export interface MatchedLines {
  /** Per line, the products the chooser may consider (locks applied). */
  pools: ProductRow[][];
  /** Per line, every product it could mean before locks narrow it: the family its amount is of. */
  acceptable: ProductRow[][];
  byId: (id: string) => ProductRow | undefined;
  scored: number;
}

/** Scores the searched candidates (memoising the answer per line text) and applies the locks. */
export function resolveMatches(items: PreparedItem[], plan: MatchPlan, search: SearchedLines | null, seenVersion: string | null): MatchedLines {
  let scored = 0;
  const acceptable = items.map((item, i) => {
    const hit = plan.cached[i];
    if (hit) return hit;
    // The index holds interned (and analysed) products already, with their label ids; SQL rows are interned here.
    const miss = plan.misses.indexOf(item);
    const found = search!.bySearch[miss];
    const candidates = search!.source === "index" ? found : found.map(internProduct);
    scored += candidates.length;
    const ok = acceptableAmong(item, candidates, search!.labelIds?.[miss]);
    setCachedMatch(matchKey(item.matchText), { ids: ok.map((p) => p.productId), candidates: candidates.length, terms: item.terms, parsed: item.parsed, seenVersion });
    return ok;
  });
  // This request's own view of the products it can look up by id (the shared cache may be trimmed
  // meanwhile): the acceptable ones (every offer row is one of them) and the locked ones.
  const known = new Map<string, ProductRow>();
  for (const p of search?.locked.values() ?? []) known.set(p.productId, search!.source === "index" ? p : internProduct(p));
  for (const list of acceptable) for (const p of list) known.set(p.productId, p);
  for (const p of items) {
    const hit = p.locks.productId && !known.has(p.locks.productId) ? cachedProduct(p.locks.productId) : undefined;
    if (hit) known.set(hit.productId, hit);
  }
  const byId = (id: string) => known.get(id);
  return { pools: items.map((item, i) => poolFor(item, acceptable[i], byId)), acceptable, byId, scored };
}

export interface PricedLines {
  offers: OfferMatrix;
  /** The lines with their amounts (decision 036). */
  items: PreparedItem[];
  priceRows: number;
  /** Lines fully answered by the offer memo. */
  cachedLines: number;
  /** Lines the memo answered at some stores in reach, priced at the rest (not at all of them). */
  partialLines: number;
  sqlMs: number;
  /** Stores priced from their price slice, and in the offer query (a store in both groups counts in each). */
  slicedStores: number;
  sqlStores: number;
}

/**
 * Offers per (line, store): from the offer memo where no price changed since, otherwise from the
 * offer query (cut to the chooser's best options unless `topK` is null) and the chooser — per store,
 * so a line memoised at some stores in reach is priced only at the others.
 */
export async function priceLines(
  db: Db,
  args: {
    items: PreparedItem[]; matched: MatchedLines; storeIds: string[]; memory: Map<string, string>; currency: CurrencyCode; rates: RatesTable; topK: number | null; useCache: boolean;
    /** The region of the stores priced (the usual packs are that region's). */
    region: string | null;
    /** "Bigger packs when cheaper per unit" (off by default). */
    allowBigger?: boolean;
    /** The clock the price rule reads freshness against (decision 046). */
    now?: Date;
  },
): Promise<PricedLines> {
  const { matched, storeIds, memory, currency } = args;
  const allowBigger = args.allowBigger ?? false;
  const now = args.now ?? new Date();
  const items = withAmounts(args.items, matched.acceptable, memory, matched.byId, args.region);
  const signatures = items.map((item) =>
    lineSignature({
      matchKey: matchKey(item.matchText), quantity: item.quantity, productId: item.locks.productId, brand: item.locks.brand, memoryProductId: memory.get(item.memoryKey) ?? null, currency,
      amount: item.amount ? `${item.amount.total.value}${item.amount.total.unit}${allowBigger ? "+" : ""}` : null,
      excluded: item.excluded?.map((e) => e.productId),
    }),
  );
  // Read before the offers: a price written meanwhile moves a stamp past what the memo (or a price slice) records, never behind it.
  const priceState: StorePriceState =
    args.useCache || priceSlicesStats().ready ? await readStorePriceState(db, storeIds) : { stamps: new Map<string, string>(), confirmedMs: new Map<string, number>() };
  const stamps: StoreStamps = priceState.stamps;
  const cached = items.map((_, i) => (args.useCache ? getCachedOffers(signatures[i], storeIds, stamps, now) : null));
  // A line is priced at the stores the memo has no standing answer for (all of them when it has none).
  const missing = cached.map((c) => c?.missing ?? storeIds);
  const todo = items.map((_, i) => i).filter((i) => missing[i].length > 0);
  // Two groups, priced at once: lines the memo knows nowhere here, at every store in reach, and lines it
  // knows at some stores, over the stores any of those misses (in reach order) — usually a few, so a
  // shopper next to earlier ones reads a few stores' prices, not a whole city's. Within a group a
  // store a line already had is priced again for it too: each (line, store) answer stands alone, so
  // the fresh one equals the memoised one, and only the missing ones are kept below.
  const groups = [todo.filter((i) => missing[i].length === storeIds.length), todo.filter((i) => missing[i].length < storeIds.length)].filter((g) => g.length);
  const started = performance.now();
  let sqlEnd = started;
  const groupsPriced = await Promise.all(
    groups.map(async (group) => {
      const needed = new Set(group.flatMap((i) => missing[i]));
      const stores = needed.size === storeIds.length ? storeIds : storeIds.filter((id) => needed.has(id));
      const groupItems = group.map((i) => items[i]);
      const { rows: found, sliced } = await loadOffers(db, stores, offerRequests(groupItems, group.map((i) => matched.pools[i]), memory, allowBigger), args.topK, { allowBigger, now }, priceState);
      sqlEnd = Math.max(sqlEnd, performance.now());
      return { found, sliced, stores: stores.length, matrix: chooseOffers(groupItems, convertRows(found, currency, args.rates), matched.byId, memory, CURRENCIES[currency].symbol, allowBigger, args.region) };
    }),
  );
  const sqlMs = sqlEnd - started;
  const rows: OfferRow[] = groupsPriced.flatMap((p) => p.found);
  const fresh: OfferMatrix = new Map(groupsPriced.flatMap((p) => [...p.matrix]));
  if (args.useCache) for (const i of todo) setCachedOffers(signatures[i], missing[i], fresh.get(items[i].id) ?? new Map(), stamps);
  const offers: OfferMatrix = new Map(
    items.map((item, i) => {
      const memo = cached[i];
      if (!memo) return [item.id, fresh.get(item.id) ?? new Map<string, Offer>()];
      if (!memo.missing.length) return [item.id, memo.offers];
      // Memoised and fresh answers together, in the stores' order (as a whole memo hit gives them).
      const priced = fresh.get(item.id);
      const redo = new Set(memo.missing);
      const merged = new Map<string, Offer>();
      for (const id of storeIds) {
        const offer = redo.has(id) ? priced?.get(id) : memo.offers.get(id);
        if (offer) merged.set(id, offer);
      }
      return [item.id, merged];
    }),
  );
  const partialLines = todo.filter((i) => missing[i].length < storeIds.length).length;
  const slicedStores = groupsPriced.reduce((n, p) => n + p.sliced, 0);
  const sqlStores = groupsPriced.reduce((n, p) => n + p.stores - p.sliced, 0);
  return { offers, items, priceRows: rows.length, cachedLines: items.length - todo.length, partialLines, sqlMs, slicedStores, sqlStores };
}

/**
 * The offer rows at these stores: from the price slices where a store's slice stands for the stamp
 * this request read, from the offer query for the rest (and for all while the slices are not built).
 * Both give the same rows for a store (slice-rows.integration.test.ts); merged in the query's order.
 */
async function loadOffers(
  db: Db, storeIds: string[], requests: OfferRequest[], topK: number | null, options: { allowBigger: boolean; now: Date }, priceState: StorePriceState,
): Promise<{ rows: OfferRow[]; sliced: number }> {
  const sliced = slicesFor(db, storeIds, priceState.stamps);
  if (!sliced?.slices.length) return { rows: await loadOfferRows(db, storeIds, requests, topK, options), sliced: 0 };
  const fromSlices = offerRowsFromSlices(sliced.slices, requests, topK, { ...sliceNumbering(), confirmedMs: priceState.confirmedMs, now: options.now, allowBigger: options.allowBigger });
  const rows = sliced.others.length ? mergeByLineAndStore(fromSlices, await loadOfferRows(db, sliced.others, requests, topK, options)) : fromSlices;
  return { rows, sliced: sliced.slices.length };
}

function convertRows(rows: OfferRow[], currency: CurrencyCode, rates: RatesTable): OfferRow[] {
  if (rows.every((r) => r.currency === currency)) return rows;
  return rows.map((r) => (r.currency === currency ? r : { ...r, amountCents: convertCents(r.amountCents, r.currency, currency, rates), currency }));
}
