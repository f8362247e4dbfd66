import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { readWeeklyPrices } from "@/modules/price-ledger";
import { priceIdUnderReviewSql } from "@/modules/moderation";
import { AppError } from "@/server/errors";
import type { CurrencyCode } from "@/modules/currency/engine";
import type { PriceSourceKind } from "@/modules/moderation/engine";
import { computeVerdict, type Verdict, type WeekPoint } from "./engine/verdict";

/** How far back a history reads: the catalogue holds 8+ weeks; half a year bounds the scan. */
export const HISTORY_WEEKS = 26;

export interface PriceHistoryDto {
  product: { id: string; name: string; brand: string | null; size: string | null };
  store: { id: string; name: string };
  currency: CurrencyCode;
  weeks: WeekPoint[];
  /** The current price, with its source and review state: the dialog names both (decision 046). */
  current: { amountCents: number; observedAt: string; onSpecial: boolean; source: PriceSourceKind; underReview: boolean };
  verdict: Verdict;
}

export interface PricePair { productId: string; storeId: string }
export const pairKey = (p: PricePair) => `${p.storeId}:${p.productId}`;

type CurrentRow = { store_id: string; product_id: string; amount_cents: number; currency: CurrencyCode; observed_at: string | Date; on_special: boolean; source: PriceSourceKind; under_review: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (d: string | Date) => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * Weekly low and closing price per (store, product) for the given pairs, in the current price's
 * currency, plus the current price — one statement each, whatever the number of pairs.
 */
async function readWeeks(db: Db, pairs: PricePair[]): Promise<{ weeks: Map<string, WeekPoint[]>; current: Map<string, CurrentRow> }> {
  const weeks = new Map<string, WeekPoint[]>();
  const current = new Map<string, CurrentRow>();
  pairs = pairs.filter((p) => UUID.test(p.productId) && UUID.test(p.storeId));
  if (!pairs.length) return { weeks, current };
  const { current: rows, weeks: weekRows } = await readWeeklyPrices(db, pairs, { weeks: HISTORY_WEEKS, underReview: (cp) => priceIdUnderReviewSql(sql`${cp}.price_id`) });
  for (const r of rows) current.set(pairKey({ storeId: r.store_id, productId: r.product_id }), r as CurrentRow);
  for (const r of weekRows) {
    const key = pairKey({ storeId: r.store_id, productId: r.product_id });
    const ws = new Date(`${r.week_start}T00:00:00Z`);
    const list = weeks.get(key) ?? [];
    list.push({ weekStart: ws.toISOString(), lowCents: Number(r.low), closeCents: Number(r.close) });
    weeks.set(key, list);
  }
  return { weeks, current };
}

/** Verdicts for many product lines at once (store page, comparison lines). Pairs without a current price are absent. */
export async function getPriceVerdicts(db: Db, pairs: PricePair[]): Promise<Map<string, Verdict>> {
  const unique = [...new Map(pairs.map((p) => [pairKey(p), p])).values()].slice(0, 500);
  const { weeks, current } = await readWeeks(db, unique);
  const out = new Map<string, Verdict>();
  for (const [key, cur] of current) {
    out.set(key, computeVerdict({ weeks: weeks.get(key) ?? [], currentCents: cur.amount_cents, currentObservedAt: iso(cur.observed_at) }));
  }
  return out;
}

/** One product's weekly history at one store, with its verdict. Unknown product/store or no price → NOT_FOUND. */
export async function getPriceHistory(db: Db, input: PricePair): Promise<PriceHistoryDto> {
  if (!UUID.test(input.productId) || !UUID.test(input.storeId)) throw new AppError("NOT_FOUND", "No price history for this product at this store.");
  const info = await db.execute<{ product_id: string; name: string; brand: string | null; size: string | null; store_id: string; store_name: string }>(sql`
    select p.id as product_id, p.name, p.brand, p.size, s.id as store_id, s.name as store_name
    from products p, stores s where p.id = ${input.productId}::uuid and s.id = ${input.storeId}::uuid`);
  const row = info.rows[0];
  const { weeks, current } = await readWeeks(db, [input]);
  const cur = current.get(pairKey(input));
  if (!row || !cur) throw new AppError("NOT_FOUND", "No price history for this product at this store.");
  const w = weeks.get(pairKey(input)) ?? [];
  const observedAt = iso(cur.observed_at);
  return {
    product: { id: row.product_id, name: row.name, brand: row.brand, size: row.size },
    store: { id: row.store_id, name: row.store_name },
    currency: cur.currency,
    weeks: w,
    current: { amountCents: cur.amount_cents, observedAt, onSpecial: cur.on_special, source: cur.source, underReview: Boolean(cur.under_review) },
    verdict: computeVerdict({ weeks: w, currentCents: cur.amount_cents, currentObservedAt: observedAt }),
  };
}
