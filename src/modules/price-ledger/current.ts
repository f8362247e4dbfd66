import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import { uuidArray } from "@/server/db/sql-arrays";
import { seenAtSql } from "./current-prices";

/*
 * Reads of the current prices (decision 059): a scrape run's diff, a feed's plan, moderation's
 * report checks. Fragments (`…Sql`) let a reader keep one statement while the table names stay here.
 */

/** A store's current prices, product id → cents (a scrape run compares its prices with these). */
export async function readStoreCurrentAmounts(db: Db, storeId: string): Promise<Map<string, number>> {
  const res = await db.execute<{ product_id: string; amount_cents: number }>(sql`
    select cp.product_id, cp.amount_cents from current_prices cp where cp.store_id = ${storeId}::uuid`);
  return new Map(res.rows.map((r) => [r.product_id, Number(r.amount_cents)]));
}

/** A current price with the extensions its record holds (a retailer feed compares against these). */
export type CurrentPriceTerms = {
  store_id: string;
  product_id: string;
  amount_cents: number;
  currency: string;
  on_special: boolean;
  source: string;
  member_price_cents: number | null;
  multibuy_quantity: number | null;
  multibuy_price_cents: number | null;
};

/** The current prices of these stores × products, keyed "storeId|productId". */
export async function readCurrentPriceTerms(db: Db, storeIds: string[], productIds: string[]): Promise<Map<string, CurrentPriceTerms>> {
  const out = new Map<string, CurrentPriceTerms>();
  if (!storeIds.length || !productIds.length) return out;
  const res = await db.execute<CurrentPriceTerms>(sql`
    select cp.store_id, cp.product_id, cp.amount_cents, cp.currency, cp.on_special, cp.source,
           p.member_price_cents, p.multibuy_quantity, p.multibuy_price_cents
    from current_prices cp
    left join prices p on p.id = cp.price_id and p.store_id = cp.store_id and p.product_id = cp.product_id
    where cp.store_id = any(${uuidArray(storeIds)}) and cp.product_id = any(${uuidArray(productIds)})`);
  for (const r of res.rows) out.set(`${r.store_id}|${r.product_id}`, r);
  return out;
}

/** The store's current price of a product, with the time it was last seen (decision 057). */
export type SeenCurrentPrice = {
  price_id: string | number;
  amount_cents: number;
  currency: string;
  source: string;
  observed_at: string | Date;
};

/**
 * The current price of a product at a store, or null. `storeFilter(storeId)` is a boolean SQL
 * condition on the store (e.g. the stores module's "open and approved"), checked in the same statement.
 */
export async function readSeenCurrentPrice(db: Db, input: { storeId: string; productId: string; storeFilter?: (storeId: SQL) => SQL }): Promise<SeenCurrentPrice | null> {
  const res = await db.execute<SeenCurrentPrice>(sql`
    select cp.price_id, cp.amount_cents, cp.currency, cp.source, ${seenAtSql(sql`cp`)} as observed_at
    from current_prices cp
    where cp.store_id = ${input.storeId}::uuid and cp.product_id = ${input.productId}::uuid
      ${input.storeFilter ? sql`and ${input.storeFilter(sql`cp.store_id`)}` : sql``}`);
  return res.rows[0] ?? null;
}

/** SQL condition: this price (store, product, price id expressions) is still the store's current price for the product. */
export function isCurrentPriceSql(storeId: SQL, productId: SQL, priceId: SQL): SQL {
  return sql`exists (select 1 from current_prices cp_ where cp_.store_id = ${storeId} and cp_.product_id = ${productId} and cp_.price_id = ${priceId})`;
}

/** A price in an outlier window: its amount and store. */
export interface WindowPrice {
  amountCents: number;
  storeId: string;
}

/**
 * Every recorded price (any source) of a product in a currency, observed in the `days` up to
 * `until`, at the stores `storeFilter(storeId)` admits (e.g. the stores module's "in this country").
 * `excludePriceId` leaves a published price out of its own re-check.
 */
export async function readPriceWindow(
  db: Db,
  q: { productId: string; currency: string; until: Date; days: number; storeFilter: (storeId: SQL) => SQL; excludePriceId?: number | null },
): Promise<WindowPrice[]> {
  const res = await db.execute<{ amount_cents: number; store_id: string }>(sql`
    select p.amount_cents, p.store_id from prices p
    where p.product_id = ${q.productId}::uuid and ${q.storeFilter(sql`p.store_id`)} and p.currency = ${q.currency}::currency_code
      and p.observed_at > ${q.until}::timestamptz - make_interval(days => ${q.days}) and p.observed_at <= ${q.until}::timestamptz
      ${q.excludePriceId != null ? sql`and p.id <> ${q.excludePriceId}` : sql``}`);
  return res.rows.map((r) => ({ amountCents: Number(r.amount_cents), storeId: r.store_id }));
}

/** A scrape price among a sample of the latest seen ones. */
export type LatestScrapePrice = { store_id: string; product_id: string; amount_cents: number; currency: string; unit_price_cents: number | null };

/**
 * The `limit` scrape prices last seen (decision 057) at the stores `storeFilter(storeId)` admits,
 * newest first (ties by product id): the scraper validation's sample.
 */
export async function readLatestScrapePrices(db: Db, input: { limit: number; storeFilter: (storeId: SQL) => SQL }): Promise<LatestScrapePrice[]> {
  const res = await db.execute<LatestScrapePrice>(sql`
    select cp.store_id, cp.product_id, cp.amount_cents, cp.currency, cp.unit_price_cents
    from current_prices cp
    left join store_scrape_confirmations sc on sc.store_id = cp.store_id
    where cp.source = 'scrape' and ${input.storeFilter(sql`cp.store_id`)}
    order by ${seenAtSql(sql`cp`, sql`sc.confirmed_at`)} desc, cp.product_id limit ${input.limit}`);
  return res.rows;
}
