import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import { moveStorePriceStamp } from "./current-prices";

/*
 * The price sources' write commands (decision 059). Each takes the caller's transaction, so a
 * scrape run, a feed publish or a receipt decision stays one transaction. The current-prices
 * trigger (migrations 0019, 0027) moves the current price on every insert into `prices`.
 *
 * `productPacks` is the catalogue's pack subquery (catalog's `productPacksSql()`: id, unit,
 * unit_quantity): a price's unit price is derived from its product's pack in the same statement,
 * while the products table's name stays in its owner.
 */

/** Streams text-format rows into a table with COPY … FROM STDIN (PostgreSQL only; the scrape ingest's transaction provides it). */
export type CopyIn = (statement: string, lines: Iterable<string>) => Promise<void>;

export interface ScrapedPriceRow {
  productId: string;
  amountCents: number;
  /** Cents per kg / L / item (prices.unit_price_cents); null: derived from the product's pack size. */
  unitPriceCents: number | null;
  /** A was/now special (decision 054); absent = not on special. */
  onSpecial?: boolean;
  /** The special's end where the page states it (prices.valid_until); absent = none. */
  validUntil?: Date | null;
}

export interface ScrapedPricesSummary {
  /** History rows appended (new or changed prices). */
  changed: number;
  /** Unchanged prices from another source that became scrape prices seen now (the rest are not written). */
  reconfirmedOtherSource: number;
}

const INSERT_BATCH = 1_000;

function* copyLines(rows: ScrapedPriceRow[]): Generator<string> {
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
async function stage(tx: Db, copy: CopyIn | null, rows: ScrapedPriceRow[]): Promise<void> {
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
 * Set-based price write for one store's scrape run (rows must have distinct product ids). A history
 * row is appended only where the store has no current price for the product or the amount (or
 * currency) differs; the current_prices trigger moves the current price. Prices that did not change
 * are not written at all when they are already scrape prices: the run's confirmation
 * (`confirmScrapeRun`, after the withdrawal) makes them count as seen now (decision 057) — that was
 * two thirds of a run's time as a per-row `observed_at` update. Only the few unchanged prices from
 * another source (a receipt or feed at the same amount) become scrape prices seen now, as before.
 */
export async function recordScrapedPrices(
  tx: Db,
  copy: CopyIn | null,
  input: { storeId: string; currency: string; observedAt: Date; rows: ScrapedPriceRow[]; productPacks: SQL },
): Promise<ScrapedPricesSummary> {
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
      join ${input.productPacks} p on p.id = s.product_id
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
  // Their source and time changed what the store's current prices say: memoised offers and price slices recompute.
  if (rowCount(moved) > 0) await moveStorePriceStamp(tx, store);
  return { changed: Number(inserted.rows[0]?.n ?? 0), reconfirmedOtherSource: rowCount(moved) };
}

function rowCount(res: unknown): number {
  const r = res as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}

/** One retailer-feed price for one store (the feed's extensions: member price, multibuy, special end). */
export interface RetailerPriceRow {
  productId: string;
  storeId: string;
  amountCents: number;
  currency: string;
  onSpecial: boolean;
  memberPriceCents: number | null;
  multibuyQuantity: number | null;
  multibuyPriceCents: number | null;
  /** ISO time, or null. */
  validUntil: string | null;
}

const FEED_BATCH = 500;

/** Appends a published feed run's prices (source "retailer", observed at the publish time, tagged with the run), 500 rows a statement. */
export async function recordRetailerPrices(tx: Db, input: { feedRunId: string; at: Date; rows: RetailerPriceRow[]; productPacks: SQL }): Promise<void> {
  const at = input.at.toISOString();
  const values = input.rows.map(
    (r) =>
      sql`(${r.productId}::uuid, ${r.storeId}::uuid, ${r.amountCents}::int, ${r.currency}::currency_code, ${r.onSpecial}::boolean, ${r.memberPriceCents}::int, ${r.multibuyQuantity}::int, ${r.multibuyPriceCents}::int, ${r.validUntil}::timestamptz)`,
  );
  for (let i = 0; i < values.length; i += FEED_BATCH) {
    await tx.execute(sql`
      insert into prices (product_id, store_id, amount_cents, currency, unit_price_cents, on_special, observed_at, source, feed_run_id, member_price_cents, multibuy_quantity, multibuy_price_cents, valid_until)
      select v.product_id, v.store_id, v.amount_cents, v.currency,
             case when p.unit = 'each' then v.amount_cents / p.unit_quantity else v.amount_cents * 1000.0 / p.unit_quantity end,
             v.on_special, ${at}::timestamptz, 'retailer', ${input.feedRunId}::uuid, v.member, v.mb_qty, v.mb_price, v.valid_until
      from (values ${sql.join(values.slice(i, i + FEED_BATCH), sql`, `)}) as v(product_id, store_id, amount_cents, currency, on_special, member, mb_qty, mb_price, valid_until)
      join ${input.productPacks} p on p.id = v.product_id`);
  }
}

export interface StoreProduct {
  storeId: string;
  productId: string;
}

/**
 * Unchanged prices a source saw again: their current price counts as seen at `at` (never moves back).
 * A price seen again may be fresh again, so the price stamp of every store touched moves (the offer
 * memo and the price slices are tied to it).
 */
export async function markCurrentPricesSeen(tx: Db, pairs: StoreProduct[], at: Date): Promise<void> {
  const iso = at.toISOString();
  const values = pairs.map((p) => sql`(${p.storeId}::uuid, ${p.productId}::uuid)`);
  const touched = new Set<string>();
  for (let i = 0; i < values.length; i += FEED_BATCH) {
    const res = await tx.execute<{ store_id: string }>(sql`
      update current_prices cp set observed_at = ${iso}::timestamptz
      from (values ${sql.join(values.slice(i, i + FEED_BATCH), sql`, `)}) as v(store_id, product_id)
      where cp.store_id = v.store_id and cp.product_id = v.product_id and cp.observed_at < ${iso}::timestamptz
      returning cp.store_id`);
    for (const r of res.rows) touched.add(r.store_id);
  }
  for (const storeId of touched) await moveStorePriceStamp(tx, storeId);
}

/**
 * Withdraws these (store, product) current prices (history stays) and moves the price stamp of
 * every store that lost one, so its memoised offers recompute (decision 039). Returns the stores.
 */
export async function withdrawStoreProducts(tx: Db, pairs: StoreProduct[]): Promise<string[]> {
  if (!pairs.length) return [];
  const gone = await tx.execute<{ store_id: string }>(sql`
    delete from current_prices cp using (values ${sql.join(pairs.map((p) => sql`(${p.storeId}::uuid, ${p.productId}::uuid)`), sql`, `)}) as v(store_id, product_id)
    where cp.store_id = v.store_id and cp.product_id = v.product_id returning cp.store_id`);
  const stores = [...new Set(gone.rows.map((r) => r.store_id))];
  for (const storeId of stores) await moveStorePriceStamp(tx, storeId);
  return stores;
}

/** A shared receipt's price, as its observation holds it. */
export interface ReceiptPrice {
  productId: string;
  storeId: string;
  amountCents: number;
  currency: string;
  onSpecial: boolean;
  observedAt: Date;
}

/** Appends one receipt price (source "receipt"); the current-prices trigger decides whether it is current. Returns its id. */
export async function recordReceiptPrice(tx: Db, p: ReceiptPrice): Promise<number> {
  const res = await tx.execute<{ id: number }>(sql`
    insert into prices (product_id, store_id, amount_cents, currency, on_special, observed_at, source)
    values (${p.productId}::uuid, ${p.storeId}::uuid, ${p.amountCents}::int, ${p.currency}::currency_code, ${p.onSpecial}::boolean, ${p.observedAt.toISOString()}::timestamptz, 'receipt')
    returning id`);
  return Number(res.rows[0]!.id);
}

/**
 * Takes one receipt price out of `prices` and, when it was the current price, puts the newest
 * remaining price of that store and product back as current (none left: no current price). The
 * store's price stamp then moves so memoised offers recompute (as the scrape withdrawal does).
 */
export async function withdrawReceiptPrice(tx: Db, p: { priceId: number; storeId: string; productId: string }): Promise<void> {
  const wasCurrent = await tx.execute(sql`delete from current_prices where store_id = ${p.storeId}::uuid and product_id = ${p.productId}::uuid and price_id = ${p.priceId} returning price_id`);
  await tx.execute(sql`delete from prices where id = ${p.priceId} and store_id = ${p.storeId}::uuid and source = 'receipt'`);
  if (!wasCurrent.rows.length) return;
  await tx.execute(sql`
    insert into current_prices (store_id, product_id, price_id, amount_cents, currency, unit_price_cents, on_special, observed_at, source)
    select store_id, product_id, id, amount_cents, currency, unit_price_cents, on_special, observed_at, source
    from prices where store_id = ${p.storeId}::uuid and product_id = ${p.productId}::uuid
    order by observed_at desc, id desc limit 1
    on conflict (store_id, product_id) do nothing`);
  await moveStorePriceStamp(tx, p.storeId);
}
