import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { seenAtSql } from "@/modules/price-ledger";
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

type WeekRow = { store_id: string; product_id: string; week_start: string; low: number | string; close: number | string };
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
  const uuidArray = (ids: string[]) => sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;
  const stores = uuidArray(pairs.map((p) => p.storeId));
  const productIds = uuidArray(pairs.map((p) => p.productId));
  const cur = await db.execute<CurrentRow>(sql`
    select cp.store_id, cp.product_id, cp.amount_cents, cp.currency, ${seenAtSql(sql`cp`, sql`sc.confirmed_at`)} as observed_at, cp.on_special, cp.source, (h.price_id is not null) as under_review
    from unnest(${stores}, ${productIds}) as p(store_id, product_id)
    join current_prices cp on cp.store_id = p.store_id and cp.product_id = p.product_id
    left join store_scrape_confirmations sc on sc.store_id = cp.store_id
    left join prices_under_review h on h.store_id = cp.store_id and h.product_id = cp.product_id and h.price_id = cp.price_id`);
  for (const r of cur.rows) current.set(pairKey({ storeId: r.store_id, productId: r.product_id }), r);
  if (!cur.rows.length) return { weeks, current };
  // Constant bounds (the widest window over these pairs) let PostgreSQL prune the monthly history
  // partitions when it plans the statement; the per-pair window below is the exact one.
  const times = cur.rows.map((r) => new Date(r.observed_at).getTime());
  const since = new Date(Math.min(...times) - HISTORY_WEEKS * 7 * 86_400_000).toISOString();
  const until = new Date(Math.max(...times)).toISOString();
  const res = await db.execute<WeekRow>(sql`
    select pr.store_id, pr.product_id,
           date_trunc('week', pr.observed_at at time zone 'UTC')::date::text as week_start,
           min(pr.amount_cents) as low,
           (array_agg(pr.amount_cents order by pr.observed_at desc, pr.id desc))[1] as close
    from unnest(${stores}, ${productIds}) as p(store_id, product_id)
    join current_prices cp on cp.store_id = p.store_id and cp.product_id = p.product_id
    left join store_scrape_confirmations sc on sc.store_id = cp.store_id
    join prices pr on pr.store_id = p.store_id and pr.product_id = p.product_id and pr.currency = cp.currency
    where pr.observed_at >= ${since}::timestamptz and pr.observed_at <= ${until}::timestamptz
      and pr.observed_at >= ${seenAtSql(sql`cp`, sql`sc.confirmed_at`)} - make_interval(weeks => ${HISTORY_WEEKS})
      and pr.observed_at <= ${seenAtSql(sql`cp`, sql`sc.confirmed_at`)}
    group by 1, 2, 3
    order by 1, 2, 3`);
  for (const r of res.rows) {
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
