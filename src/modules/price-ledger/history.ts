import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import { seenAtSql } from "./current-prices";

/** A (store, product) pair whose history is read. */
export interface HistoryPair {
  storeId: string;
  productId: string;
}

/** A pair's current price, seen at its last confirmation (decision 057), and whether it is under review. */
export type HistoryCurrentRow = {
  store_id: string;
  product_id: string;
  amount_cents: number;
  currency: string;
  observed_at: string | Date;
  on_special: boolean;
  source: string;
  under_review: boolean;
};

/** One week of a pair's history: the week's lowest price and its last one. */
export type HistoryWeekRow = { store_id: string; product_id: string; week_start: string; low: number | string; close: number | string };

/**
 * Weekly low and closing price per (store, product) for the given pairs, in the current price's
 * currency, over the `weeks` up to the current price's last sighting, plus the current price —
 * one statement each, whatever the number of pairs. `underReview(cp)` is a boolean SQL condition on
 * a current_prices alias (moderation's review state), evaluated in the same statement.
 */
export async function readWeeklyPrices(
  db: Db,
  pairs: HistoryPair[],
  opts: { weeks: number; underReview: (cp: SQL) => SQL },
): Promise<{ current: HistoryCurrentRow[]; weeks: HistoryWeekRow[] }> {
  if (!pairs.length) return { current: [], weeks: [] };
  const uuidArray = (ids: string[]) => sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;
  const stores = uuidArray(pairs.map((p) => p.storeId));
  const productIds = uuidArray(pairs.map((p) => p.productId));
  const cur = await db.execute<HistoryCurrentRow>(sql`
    select cp.store_id, cp.product_id, cp.amount_cents, cp.currency, ${seenAtSql(sql`cp`, sql`sc.confirmed_at`)} as observed_at, cp.on_special, cp.source, ${opts.underReview(sql`cp`)} as under_review
    from unnest(${stores}, ${productIds}) as p(store_id, product_id)
    join current_prices cp on cp.store_id = p.store_id and cp.product_id = p.product_id
    left join store_scrape_confirmations sc on sc.store_id = cp.store_id`);
  if (!cur.rows.length) return { current: [], weeks: [] };
  // Constant bounds (the widest window over these pairs) let PostgreSQL prune the monthly history
  // partitions when it plans the statement; the per-pair window below is the exact one.
  const times = cur.rows.map((r) => new Date(r.observed_at).getTime());
  const since = new Date(Math.min(...times) - opts.weeks * 7 * 86_400_000).toISOString();
  const until = new Date(Math.max(...times)).toISOString();
  const res = await db.execute<HistoryWeekRow>(sql`
    select pr.store_id, pr.product_id,
           date_trunc('week', pr.observed_at at time zone 'UTC')::date::text as week_start,
           min(pr.amount_cents) as low,
           (array_agg(pr.amount_cents order by pr.observed_at desc, pr.id desc))[1] as close
    from unnest(${stores}, ${productIds}) as p(store_id, product_id)
    join current_prices cp on cp.store_id = p.store_id and cp.product_id = p.product_id
    left join store_scrape_confirmations sc on sc.store_id = cp.store_id
    join prices pr on pr.store_id = p.store_id and pr.product_id = p.product_id and pr.currency = cp.currency
    where pr.observed_at >= ${since}::timestamptz and pr.observed_at <= ${until}::timestamptz
      and pr.observed_at >= ${seenAtSql(sql`cp`, sql`sc.confirmed_at`)} - make_interval(weeks => ${opts.weeks})
      and pr.observed_at <= ${seenAtSql(sql`cp`, sql`sc.confirmed_at`)}
    group by 1, 2, 3
    order by 1, 2, 3`);
  return { current: cur.rows, weeks: res.rows };
}
