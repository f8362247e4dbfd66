import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { CopyIn } from "./transaction";

export interface PriceRow {
  productId: string;
  amountCents: number;
  /** Cents per kg / L / item (prices.unit_price_cents); null: derived from the product's pack size. */
  unitPriceCents: number | null;
  /** A was/now special (decision 054); absent = not on special. */
  onSpecial?: boolean;
  /** The special's end where the page states it (prices.valid_until); absent = none. */
  validUntil?: Date | null;
}

export interface WriteSummary {
  /** History rows appended (new or changed prices). */
  changed: number;
  /** Unchanged prices from another source that became scrape prices seen now (the rest are not written). */
  reconfirmedOtherSource: number;
}

const INSERT_BATCH = 1_000;

function* copyLines(rows: PriceRow[]): Generator<string> {
  // Text format, batched into ~1,000-line chunks: one stream write per chunk, not per row.
  let chunk = "";
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    chunk += `${r.productId}\t${r.amountCents}\t${r.unitPriceCents === null ? "\\N" : r.unitPriceCents}\t${r.onSpecial ? "t" : "f"}\t${r.validUntil ? r.validUntil.toISOString() : "\\N"}\n`;
    if (i % 1_000 === 999) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}

/** Loads the run's rows into a transaction-scoped staging table: COPY on PostgreSQL, batched INSERTs on PGlite. */
async function stage(tx: Db, copy: CopyIn | null, rows: PriceRow[]): Promise<void> {
  // One staging table per connection, emptied at every commit: no catalogue churn from creating
  // and dropping a table per run (a day's runs would otherwise bloat pg_class/pg_attribute). It is
  // empty at the start of every transaction: commits empty it, rollbacks discard what was staged.
  await tx.execute(sql`create temp table if not exists scrape_stage (product_id uuid not null, amount_cents integer not null, unit_price_cents double precision, on_special boolean not null, valid_until timestamptz) on commit delete rows`);
  if (copy) {
    await copy("COPY scrape_stage (product_id, amount_cents, unit_price_cents, on_special, valid_until) FROM STDIN", copyLines(rows));
    return;
  }
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const values = rows.slice(i, i + INSERT_BATCH).map((r) => sql`(${r.productId}::uuid, ${r.amountCents}::int, ${r.unitPriceCents}::float8, ${r.onSpecial ?? false}, ${r.validUntil ? r.validUntil.toISOString() : null}::timestamptz)`);
    await tx.execute(sql`insert into scrape_stage (product_id, amount_cents, unit_price_cents, on_special, valid_until) values ${sql.join(values, sql`, `)}`);
  }
}

/**
 * Set-based price write for one store run (rows must have distinct product ids). A history row is
 * appended only where the store has no current price for the product or the amount (or currency)
 * differs; the current_prices trigger (migration 0001) moves the current price. Prices that did
 * not change are not written at all when they are already scrape prices: the run's confirmation
 * (`confirmScrapeRun`, after the withdrawal) makes them count as seen now (decision 057) — that was
 * two thirds of a run's time as a per-row `observed_at` update. Only the few unchanged prices from
 * another source (a receipt or feed at the same amount) become scrape prices seen now, as before.
 */
export async function writePrices(tx: Db, copy: CopyIn | null, input: { storeId: string; currency: string; observedAt: Date; rows: PriceRow[] }): Promise<WriteSummary> {
  if (!input.rows.length) return { changed: 0, reconfirmedOtherSource: 0 };
  await stage(tx, copy, input.rows);
  // (no ANALYZE: the join probes current_prices by primary key whatever the staging size)
  const at = input.observedAt.toISOString();
  const store = input.storeId;
  const inserted = await tx.execute<{ n: number }>(sql`
    with appended as (
      insert into prices (product_id, store_id, amount_cents, currency, unit_price_cents, on_special, valid_until, observed_at, source)
      select s.product_id, ${store}::uuid, s.amount_cents, ${input.currency}::currency_code,
             coalesce(s.unit_price_cents, case when p.unit = 'each' then s.amount_cents / p.unit_quantity else s.amount_cents * 1000.0 / p.unit_quantity end),
             s.on_special, s.valid_until, ${at}::timestamptz, 'scrape'
      from scrape_stage s
      join products p on p.id = s.product_id
      left join current_prices cp on cp.store_id = ${store}::uuid and cp.product_id = s.product_id
      where cp.product_id is null or cp.amount_cents <> s.amount_cents or cp.currency <> ${input.currency}::currency_code
         -- A special starting or ending (or its end moving) at the same price is a new observation too.
         or cp.on_special <> s.on_special or cp.valid_until is distinct from s.valid_until
      returning 1
    )
    select count(*)::int as n from appended`);
  // Unchanged prices from another source (a receipt or feed at the same amount) become scrape
  // prices seen now, as before; unchanged scrape prices are not written (the run's confirmation).
  const moved = await tx.execute(sql`
    update current_prices cp set observed_at = ${at}::timestamptz, source = 'scrape'
    from scrape_stage s
    where cp.store_id = ${store}::uuid and cp.product_id = s.product_id and cp.source <> 'scrape'
      and cp.amount_cents = s.amount_cents and cp.currency = ${input.currency}::currency_code
      and cp.on_special = s.on_special and cp.valid_until is not distinct from s.valid_until and cp.observed_at < ${at}::timestamptz`);
  return { changed: Number(inserted.rows[0]?.n ?? 0), reconfirmedOtherSource: rowCount(moved) };
}

function rowCount(res: unknown): number {
  const r = res as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
