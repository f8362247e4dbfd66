import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { currentPricesSql, scrapeConfirmationsSql } from "@/modules/price-ledger";
import { seenAtSql } from "@/modules/price-ledger";
import { notUnderReviewSql } from "@/modules/moderation";
import { textArray, toPgArray, uuidArray } from "@/server/db/sql-arrays";
import type { CurrencyCode } from "@/modules/currency/engine";
import { type ProductRow } from "@/modules/catalog";
import type { PriceSource } from "../dto";
import { AMOUNT_UNDER } from "../engine/amount";
import { freshPriceSql } from "./usable";

/** One priced option for a list line at a store, as the offer query returns it. */
export interface OfferRow {
  line: number;
  productId: string;
  storeId: string;
  amountCents: number;
  currency: CurrencyCode;
  onSpecial: boolean;
  observedAt: Date;
  source: PriceSource;
  /** A retailer feed's sale end, when stated: the price is stale after it (decision 046). */
  validUntil: Date | null;
  /** How many options of this row's unit (g, ml, each) the line has at this store. */
  unitCount: number;
}

/** What the offer query needs to know about each (line, product) pair. */
export interface OfferRequest {
  line: number;
  productId: string;
  unit: ProductRow["unit"];
  unitQuantity: number;
  /** The unit of a size written in the line ("2L milk" → ml), or null. */
  sizedUnit: ProductRow["unit"] | null;
  /** Amount to cover when the line has a size (size × quantity), else 0. */
  wanted: number;
  remembered: boolean;
  /** Sold by weight: bought in exactly the amount (`wanted` / unitQuantity of its price). */
  loose?: boolean;
}

const OFFER_WORK_MEM = "16MB";

type OfferSqlRow = {
  line: number; product_id: string; store_id: string; amount_cents: number; currency: CurrencyCode; on_special: boolean;
  observed_at: string | Date; source: PriceSource; valid_until: string | Date | null; unit_count: number;
};

/**
 * Current prices of the requested (line, product) pairs at the stores, cut down in SQL to what the
 * matching engine can pick: per (line, store, unit) the options ranked best by its own measure —
 * pack cost for the amount asked when the line names a size in that unit, else the unit price —
 * with ties kept (rank, not row number), every remembered product, and the count of options per
 * unit (the engine compares within the unit most options are sold in). `topK` null returns all.
 * Each line's rows come in the ranking's order, exact ties in product id order (the chooser keeps
 * the first of equals); a large read is split in two statements run at once (`split: false` keeps one).
 */
export async function loadOfferRows(
  db: Db,
  storeIds: string[],
  requests: OfferRequest[],
  topK: number | null,
  options: { split?: boolean; allowBigger?: boolean; now?: Date } = {},
): Promise<OfferRow[]> {
  if (!storeIds.length || !requests.length) return [];
  const parts = options.split === false ? [requests] : splitByLine(requests);
  const now = options.now ?? new Date();
  const results = await Promise.all(parts.map((part) => readOffers(db, storeIds, part, topK, options.allowBigger ?? false, now)));
  return results.length === 1 ? results[0] : results.flat();
}

/** Fewer requests than this are read in one statement (a second one costs more than it saves). */
const SPLIT_MIN_REQUESTS = 600;

/**
 * A large read as two statements with disjoint lines, so PostgreSQL ranks them at once on two
 * connections (about half the wait on a 2-core box). Each line's requests stay together, so every
 * (line, store, unit) ranking, and every row read, is the same as in one statement.
 */
function splitByLine(requests: OfferRequest[]): OfferRequest[][] {
  if (requests.length < SPLIT_MIN_REQUESTS) return [requests];
  const byLine = new Map<number, OfferRequest[]>();
  for (const r of requests) {
    const list = byLine.get(r.line);
    if (list) list.push(r);
    else byLine.set(r.line, [r]);
  }
  if (byLine.size < 2) return [requests];
  const first: OfferRequest[] = [];
  const second: OfferRequest[] = [];
  for (const list of byLine.values()) (first.length + list.length / 2 <= requests.length / 2 || !first.length ? first : second).push(...list);
  return second.length ? [first, second] : [first];
}

async function readOffers(db: Db, storeIds: string[], requests: OfferRequest[], topK: number | null, allowBigger: boolean, now: Date): Promise<OfferRow[]> {
  // With bigger packs allowed the chooser ranks by price per unit first (see chooseForAmount).
  const rankOrder = allowBigger ? sql`o.unit_cents, coalesce(o.size_cost, o.unit_cents)` : sql`coalesce(o.size_cost, o.unit_cents), o.unit_cents`;
  const finalOrder = allowBigger ? sql`unit_cents, coalesce(size_cost, unit_cents)` : sql`coalesce(size_cost, unit_cents), unit_cents`;
  const col = <T extends string | number | boolean>(f: (r: OfferRequest) => T) => requests.map(f);
  const seen = seenAtSql(sql`rc`, sql`sc.confirmed_at`);
  const query = sql`
    with req as (
      select * from unnest(${sql`${toPgArray(col((r) => r.line))}::int[]`}, ${uuidArray(col((r) => r.productId))},
        ${textArray(col((r) => r.unit))}, ${sql`${toPgArray(col((r) => r.unitQuantity))}::float8[]`},
        ${textArray(col((r) => r.sizedUnit ?? ""))}, ${sql`${toPgArray(col((r) => r.wanted))}::float8[]`},
        ${sql`${toPgArray(col((r) => r.remembered))}::bool[]`}, ${sql`${toPgArray(col((r) => r.loose ?? false))}::bool[]`})
        as r(line, product_id, unit, q, sized_unit, wanted, remembered, loose)
    ),
    -- Each store's last complete scrape run (decision 057): its scrape prices count as seen then.
    runs as materialized (
      select sc.store_id, sc.confirmed_at from ${scrapeConfirmationsSql()} sc where sc.store_id = any(${uuidArray(storeIds)})
    ),
    opts as (
      select rc.line, rc.product_id, rc.unit, rc.remembered, rc.store_id, rc.amount_cents, rc.currency, rc.on_special, ${seen} as observed_at, rc.source, rc.valid_until,
             -- Same operation order as the engine's unitPriceOf, so equal unit prices stay equal here.
             case when rc.unit = 'each' then rc.amount_cents / rc.q else (rc.amount_cents * 1000)::float8 / rc.q end as unit_cents,
             -- The amount rule (engine/amount.ts fitPacks/fitCost): whole packs reaching 98% of the
             -- amount (requests were already cut to products that fit), loose produce by weight.
             case when rc.unit = rc.sized_unit then
               case when rc.loose then floor(rc.wanted / rc.q * rc.amount_cents + 0.5)
                    else greatest(1, ceil(${AMOUNT_UNDER}::float8 * rc.wanted / rc.q - 1e-9)) * rc.amount_cents end end as size_cost
      from (
        select r.line, r.product_id, r.unit, r.q, r.sized_unit, r.wanted, r.remembered, r.loose,
               cp.store_id, cp.amount_cents, cp.currency, cp.on_special, cp.observed_at, cp.source, cp.valid_until
        from req r
        -- LATERAL with OFFSET 0 (which stops the planner flattening it) keeps the plan a nested loop
        -- over the product index: a few thousand requested products touch tens of thousands of price
        -- rows, where the hash or merge join the planner prefers would read the whole table.
        cross join lateral (
          select c.store_id, c.amount_cents, c.currency, c.on_special, c.observed_at, c.source, c.valid_until
          from ${currentPricesSql()} c
          where c.product_id = r.product_id and c.store_id = any(${uuidArray(storeIds)}) and c.amount_cents > 0
            -- Which price counts (decision 046): not under review here, fresh for its source below.
            and ${notUnderReviewSql(sql`c`)}
          offset 0
        ) cp
        -- OFFSET 0 again: the prices found are joined to their store's last run once, above the loop
        -- (one hash of the stores in reach), not once per requested product (decision 039, 28 Nov).
        offset 0
      ) rc
      -- Fresh is judged on when the price was last seen, which needs the store's run.
      left join runs sc on sc.store_id = rc.store_id
      where ${freshPriceSql(sql`rc`, now, seen)}
    ),
    ranked as (
      -- One window for both: rank() reads only the order, count(*) the whole partition (the frame).
      -- The unit is compared bytewise ("C"): the same groups, a cheaper sort.
      select o.*, count(*) over w as unit_count, rank() over w as rnk
      from opts o
      -- The chooser's own order (pack cost for a sized line, else unit price); what it breaks
      -- ties on (match score) is unknown here, so ties share a rank and are all kept.
      window w as (partition by o.line, o.store_id, o.unit collate "C" order by ${rankOrder}
                   rows between unbounded preceding and unbounded following)
    )
    select line, product_id, store_id, amount_cents, currency, on_special, observed_at, source, valid_until, unit_count
    from ranked
    where ${topK === null ? sql`true` : sql`rnk <= ${topK} or remembered`}
    -- The window's order, with ties (equal unit price and cost) in product order: the chooser keeps
    -- the row order between exact ties, and this way it does not depend on how the sort met them.
    order by line, store_id, unit collate "C", ${finalOrder}, product_id`;
  // Tens of thousands of options are ranked: give this statement enough sort memory to stay off disk.
  const res = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('work_mem', ${OFFER_WORK_MEM}, true)`);
    return tx.execute<OfferSqlRow>(query);
  });
  return res.rows.map((r) => ({
    line: Number(r.line),
    productId: r.product_id,
    storeId: r.store_id,
    amountCents: Number(r.amount_cents),
    currency: r.currency,
    onSpecial: Boolean(r.on_special),
    observedAt: new Date(r.observed_at),
    source: r.source,
    validUntil: r.valid_until ? new Date(r.valid_until) : null,
    unitCount: Number(r.unit_count),
  }));
}
