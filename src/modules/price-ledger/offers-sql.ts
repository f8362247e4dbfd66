import "server-only";
import { sql, type SQL } from "drizzle-orm";

/*
 * The price ledger's tables as SQL fragments for readers that need them inside one statement
 * (decision 059): the comparison's offer query, substitutes, the store map and store pages. Each
 * fragment names the table and its columns here only; PostgreSQL pulls such a plain subquery up
 * into the statement around it, so the plan is the one the table named in place would get.
 */

/**
 * Every store's current price of each product (one row per store and product, kept by the
 * current-prices trigger), as a relation: store_id, product_id, price_id, amount_cents, currency,
 * on_special, observed_at (the row's own time: read "last seen" through `seenAtSql`), source,
 * valid_until. Use as `from ${currentPricesSql()} cp`.
 */
export function currentPricesSql(): SQL {
  return sql`(select store_id, product_id, price_id, amount_cents, currency, on_special, observed_at, source, valid_until from current_prices)`;
}

/** Each store's last complete scrape run (decision 057), as a relation: store_id, confirmed_at. */
export function scrapeConfirmationsSql(): SQL {
  return sql`(select store_id, confirmed_at from store_scrape_confirmations)`;
}

/**
 * Every price ever recorded (history, monthly partitions: filter on observed_at to read only the
 * months asked for), as a relation: id, store_id, product_id, amount_cents, currency,
 * unit_price_cents, on_special, observed_at, source. PostgreSQL flattens it, so the caller's filters
 * and keyset paging (open data) still reach the table's indexes.
 */
export function priceRecordsSql(): SQL {
  return sql`(select id, store_id, product_id, amount_cents, currency, unit_price_cents, on_special, observed_at, source from prices)`;
}

/** The price id currently standing at (`storeId`, `productId`), a scalar subquery (null: none). */
export function currentPriceIdSql(storeId: SQL, productId: SQL): SQL {
  return sql`(select c2.price_id from current_prices c2 where c2.store_id = ${storeId} and c2.product_id = ${productId})`;
}

/** True when the store (`storeId`, an SQL expression) has at least one current price. */
export function hasCurrentPricesSql(storeId: SQL): SQL {
  return sql`exists (select 1 from current_prices vis_cp where vis_cp.store_id = ${storeId})`;
}

/** How many products the store (`storeId`, an SQL expression) has a current price for (an int). */
export function currentPriceCountSql(storeId: SQL): SQL {
  return sql`(select count(*)::int from current_prices cp where cp.store_id = ${storeId})`;
}

/**
 * The number of price rows ever deleted (withdrawals, retention), from PostgreSQL's table statistics
 * summed over the monthly partitions (decision 038), as text; '?' when the statistics have none. A
 * scalar subquery for the comparison memos' version stamp, read in the same round trip.
 */
export function priceDeletionsStatSql(): SQL {
  return sql`(select coalesce(sum(ps_.n_tup_del)::text, '?') from pg_stat_user_tables ps_
    where ps_.relname = 'prices' or ps_.relid in (select inhrelid from pg_inherits where inhparent = to_regclass('prices')))`;
}
