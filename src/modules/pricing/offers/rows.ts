import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { textArray, toPgArray, uuidArray } from "@/server/db/sql-arrays";
import type { CurrencyCode } from "@/modules/currency/engine";
import type { ProductRow } from "@/modules/catalog/products";
import type { PriceSource } from "../dto";

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
}

const OFFER_WORK_MEM = "16MB";

type OfferSqlRow = {
  line: number; product_id: string; store_id: string; amount_cents: number; currency: CurrencyCode; on_special: boolean;
  observed_at: string | Date; source: PriceSource; unit_count: number;
};

/**
 * Current prices of the requested (line, product) pairs at the stores, cut down in SQL to what the
 * matching engine can pick: per (line, store, unit) the options ranked best by its own measure —
 * pack cost for the amount asked when the line names a size in that unit, else the unit price —
 * with ties kept (rank, not row number), every remembered product, and the count of options per
 * unit (the engine compares within the unit most options are sold in). `topK` null returns all.
 */
export async function loadOfferRows(db: Db, storeIds: string[], requests: OfferRequest[], topK: number | null): Promise<OfferRow[]> {
  if (!storeIds.length || !requests.length) return [];
  const col = <T extends string | number | boolean>(f: (r: OfferRequest) => T) => requests.map(f);
  const query = sql`
    with req as (
      select * from unnest(${sql`${toPgArray(col((r) => r.line))}::int[]`}, ${uuidArray(col((r) => r.productId))},
        ${textArray(col((r) => r.unit))}, ${sql`${toPgArray(col((r) => r.unitQuantity))}::float8[]`},
        ${textArray(col((r) => r.sizedUnit ?? ""))}, ${sql`${toPgArray(col((r) => r.wanted))}::float8[]`},
        ${sql`${toPgArray(col((r) => r.remembered))}::bool[]`}) as r(line, product_id, unit, q, sized_unit, wanted, remembered)
    ),
    opts as (
      select r.line, r.product_id, r.unit, r.remembered, cp.store_id, cp.amount_cents, cp.currency, cp.on_special, cp.observed_at, cp.source,
             -- Same operation order as the engine's unitPriceOf, so equal unit prices stay equal here.
             case when r.unit = 'each' then cp.amount_cents / r.q else (cp.amount_cents * 1000)::float8 / r.q end as unit_cents,
             case when r.unit = r.sized_unit then greatest(1, ceil(r.wanted / r.q - 1e-9)) * cp.amount_cents end as size_cost
      from req r
      -- LATERAL with OFFSET 0 (which stops the planner flattening it) keeps the plan a nested loop
      -- over the product index: a few thousand requested products touch tens of thousands of price
      -- rows, where the hash or merge join the planner prefers would read the whole table.
      cross join lateral (
        select c.store_id, c.amount_cents, c.currency, c.on_special, c.observed_at, c.source
        from current_prices c
        where c.product_id = r.product_id and c.store_id = any(${uuidArray(storeIds)}) and c.amount_cents > 0
        offset 0
      ) cp
    ),
    ranked as (
      select o.*, count(*) over w as unit_count,
             -- The chooser's own order (pack cost for a sized line, else unit price); what it breaks
             -- ties on (match score) is unknown here, so ties share a rank and are all kept.
             rank() over (w order by coalesce(o.size_cost, o.unit_cents), o.unit_cents) as rnk
      from opts o
      window w as (partition by o.line, o.store_id, o.unit)
    )
    select line, product_id, store_id, amount_cents, currency, on_special, observed_at, source, unit_count
    from ranked
    where ${topK === null ? sql`true` : sql`rnk <= ${topK} or remembered`}`;
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
    unitCount: Number(r.unit_count),
  }));
}
