import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { currentPricesSql, listStampedStores, readStorePriceState } from "@/modules/price-ledger";
import { underReviewSql } from "@/modules/moderation";
import type { CurrencyCode } from "@/modules/currency/engine";
import { ON_SPECIAL, SLICE_SOURCES, UNDER_REVIEW, type SliceContext, type StorePriceSlice } from "./slice-rows";
import type { PriceSource } from "../dto";

/*
 * The process's price slices (decision 039, session 13): every store's current prices in typed
 * arrays, so a comparison ranks its offers in memory instead of asking PostgreSQL to walk the
 * product index for every requested product at every store in reach (at New Zealand's size, ~170
 * stores around Auckland, that walk was most of a first comparison's time).
 *
 * Each slice is tied to its store's price stamp (store_price_versions, moved by every write that
 * changes what the store's current prices say: a price, a withdrawal, a review, a re-seen price).
 * A comparison reads the stamps of the stores in reach (it did already, for the offer memo) and
 * uses a slice only while its stamp is the one read; any other store is priced in SQL for that
 * request and its slice reloaded in the background, so a slice is never older than what the
 * comparison's own snapshot of the stamps allows. Built at server start after the catalogue index;
 * until then (and with PRICE_SLICES=off, or past PRICE_SLICES_MAX_MB) every store is priced in SQL.
 */

/** The slices' typed arrays: 23 bytes a price, plus 4 per store and catalogue product (the direct index). */
function sliceBytes(s: StorePriceSlice): number {
  return s.rowOf.byteLength + s.amountCents.byteLength + s.observedMs.byteLength + s.validUntilMs.byteLength + s.flags.byteLength + s.source.byteLength + s.currency.byteLength;
}
const STORE_PAGE = 50;

interface SliceState {
  ready: boolean;
  disabled: boolean;
  building: Promise<void> | null;
  /** Bumped by clearPriceSlices: a load started before it is thrown away. */
  generation: number;
  slices: Map<string, StorePriceSlice>;
  rows: number;
  bytes: number;
  productNumbers: Map<string, number>;
  currencies: CurrencyCode[];
  /** Stores whose reload is queued or running. */
  queued: Set<string>;
  draining: Promise<void> | null;
  /** Kept but not used (bench:national compares both ways in one run). */
  paused: boolean;
}

const g = globalThis as unknown as { cartwisePriceSlices?: SliceState };
const state: SliceState = (g.cartwisePriceSlices ??= {
  ready: false, disabled: false, building: null, generation: 0, slices: new Map(), rows: 0, bytes: 0, productNumbers: new Map(), currencies: [], queued: new Set(), draining: null, paused: false,
});

function productNumber(id: string): number {
  let n = state.productNumbers.get(id);
  if (n === undefined) state.productNumbers.set(id, (n = state.productNumbers.size));
  return n;
}

function currencyNumber(code: CurrencyCode): number {
  const at = state.currencies.indexOf(code);
  if (at >= 0) return at;
  state.currencies.push(code);
  return state.currencies.length - 1;
}

type SliceSqlRow = [string, number, CurrencyCode, boolean, number, PriceSource, number | null, boolean];

/** Reads one store's slice: its stamp first, then its prices (so the slice holds at least what the stamp stands for). */
export async function loadStoreSlice(db: Db, storeId: string): Promise<StorePriceSlice> {
  const stamp = (await readStorePriceState(db, [storeId])).stamps.get(storeId) ?? "none";
  const res = await db.execute<Record<string, unknown>>(sql`
    select c.product_id, c.amount_cents, c.currency, c.on_special, floor(extract(epoch from c.observed_at) * 1000)::float8 as observed,
           c.source, floor(extract(epoch from c.valid_until) * 1000)::float8 as valid_until, ${underReviewSql(sql`c`)} as under_review
    from ${currentPricesSql()} c
    where c.store_id = ${storeId}::uuid and c.amount_cents > 0`);
  const raw: SliceSqlRow[] = res.rows.map((r) => [
    String(r.product_id), Number(r.amount_cents), r.currency as CurrencyCode, Boolean(r.on_special), Number(r.observed), r.source as PriceSource,
    r.valid_until === null ? null : Number(r.valid_until), Boolean(r.under_review),
  ]);
  return buildSlice(storeId, stamp, raw);
}

function buildSlice(storeId: string, stamp: string, raw: SliceSqlRow[]): StorePriceSlice {
  const numbers = raw.map((r) => productNumber(r[0]));
  const size = raw.length;
  const slice: StorePriceSlice = {
    storeId, stamp, size,
    rowOf: new Int32Array(state.productNumbers.size).fill(-1), amountCents: new Int32Array(size), observedMs: new Float64Array(size), validUntilMs: new Float64Array(size),
    flags: new Uint8Array(size), source: new Uint8Array(size), currency: new Uint8Array(size),
  };
  raw.forEach((r, i) => {
    slice.rowOf[numbers[i]] = i;
    slice.amountCents[i] = r[1];
    slice.currency[i] = currencyNumber(r[2]);
    slice.flags[i] = (r[3] ? ON_SPECIAL : 0) | (r[7] ? UNDER_REVIEW : 0);
    slice.observedMs[i] = r[4];
    slice.source[i] = Math.max(0, SLICE_SOURCES.indexOf(r[5]));
    slice.validUntilMs[i] = r[6] === null ? Number.NaN : r[6];
  });
  return slice;
}

function keep(slice: StorePriceSlice): void {
  const before = state.slices.get(slice.storeId);
  state.rows += slice.size - (before?.size ?? 0);
  state.bytes += sliceBytes(slice) - (before ? sliceBytes(before) : 0);
  state.slices.set(slice.storeId, slice);
  if (state.bytes > env.PRICE_SLICES_MAX_MB * 1e6) {
    logger.warn({ rows: state.rows, mb: Math.round(state.bytes / 1e6), limitMb: env.PRICE_SLICES_MAX_MB }, "price slices: more prices than PRICE_SLICES_MAX_MB holds; comparisons rank offers in SQL");
    state.disabled = true;
    state.ready = false;
    state.slices.clear();
    state.rows = 0;
    state.bytes = 0;
  }
}

/** Loads every store's slice (at server start, after the catalogue index). Concurrent callers share one build. */
export function buildPriceSlices(db: Db): Promise<void> {
  if (state.disabled) return Promise.resolve();
  state.building ??= (async () => {
    const generation = state.generation;
    const started = Date.now();
    try {
      let after: string | null = null;
      for (;;) {
        // Every store a price was ever written at; one without (a new store) is priced in SQL and loaded on its first comparison.
        const page = await listStampedStores(db, after, STORE_PAGE);
        // Two stores at a time: PostgreSQL reads one while this process builds the other's arrays.
        const ids = [...page];
        const worker = async () => {
          for (let id = ids.shift(); id !== undefined; id = ids.shift()) {
            const slice = await loadStoreSlice(db, id);
            if (generation !== state.generation || state.disabled) return;
            keep(slice);
            await new Promise((r) => setImmediate(r));
          }
        };
        await Promise.all([worker(), worker()]);
        if (generation !== state.generation || state.disabled) return;
        if (page.length < STORE_PAGE) break;
        after = page[page.length - 1];
      }
      state.ready = true;
      logger.info({ stores: state.slices.size, prices: state.rows, ms: Date.now() - started }, "price slices: every store's current prices loaded");
    } finally {
      state.building = null;
    }
  })();
  return state.building;
}

export interface SlicedStores {
  /** The slices standing for the stamps read (use these). */
  slices: StorePriceSlice[];
  /** The stores to price in SQL this time (no slice, or one built on another stamp). */
  others: string[];
}

/**
 * Splits the stores in reach into those whose slice stands for the stamp this request read and the
 * rest (queued for a reload in the background). Null while the slices are not built.
 */
export function slicesFor(db: Db, storeIds: string[], stamps: ReadonlyMap<string, string>): SlicedStores | null {
  if (!state.ready || state.paused) return null;
  const slices: StorePriceSlice[] = [];
  const others: string[] = [];
  for (const id of storeIds) {
    const slice = state.slices.get(id);
    if (slice && slice.stamp === (stamps.get(id) ?? "none")) slices.push(slice);
    else {
      others.push(id);
      queueReload(db, id);
    }
  }
  return { slices, others };
}

/** What offerRowsFromSlices needs from the slices' own numbering. */
export function sliceNumbering(): Pick<SliceContext, "productNumber" | "currencies"> {
  return { productNumber: (id) => state.productNumbers.get(id), currencies: state.currencies };
}

function queueReload(db: Db, storeId: string): void {
  if (state.queued.has(storeId)) return;
  state.queued.add(storeId);
  state.draining ??= drain(db).finally(() => {
    state.draining = null;
  });
}

/** Reloads the queued stores one at a time (a store's slice is a few tens of milliseconds to read). */
async function drain(db: Db): Promise<void> {
  const generation = state.generation;
  while (state.queued.size) {
    const [storeId] = state.queued;
    try {
      const slice = await loadStoreSlice(db, storeId);
      if (generation !== state.generation || !state.ready) return;
      keep(slice);
    } catch (e) {
      logger.warn({ err: e, storeId }, "price slices: a store's reload failed; it is priced in SQL until the next one");
    } finally {
      state.queued.delete(storeId);
    }
  }
}

/** The reloads queued so far, finished (tests). */
export async function priceSlicesSettled(): Promise<void> {
  while (state.draining) await state.draining;
}

/** Forgets every slice (tests; a build or reload in flight is thrown away). */
export function clearPriceSlices(): void {
  state.generation++;
  state.ready = false;
  state.disabled = false;
  state.slices.clear();
  state.rows = 0;
  state.bytes = 0;
  state.queued.clear();
}

/** How many stores and price rows the slices hold, and whether they are in use. */
export function priceSlicesStats(): { ready: boolean; stores: number; rows: number; arrayBytes: number; productNumbers: number } {
  return { ready: state.ready && !state.paused, stores: state.slices.size, rows: state.rows, arrayBytes: state.bytes, productNumbers: state.productNumbers.size };
}

/** Keeps the slices but prices every store in SQL while `paused` (a benchmark's "before", in the same run as its "after"). */
export function pausePriceSlices(paused: boolean): void {
  state.paused = paused;
}
