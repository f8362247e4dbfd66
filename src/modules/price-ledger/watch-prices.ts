import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { seenAtSql } from "./current-prices";

/*
 * Current prices as price watches read them (decision 059: the ledger owns current_prices and the
 * run confirmations; alerts joins these subqueries into its own single statements).
 */

/**
 * SQL: a subquery of the current prices that changed at their last observation in the given
 * direction — a drop (below the price before) or a rise (above a positive price before) — and were
 * last seen (decision 057: a scrape price re-confirmed by its store's last run counts as seen then)
 * at or after `since`. Columns: store_id, product_id, price_id, new_cents, currency, observed_at
 * (last seen), from_price_id, old_cents. `productFilter` narrows the products (given the
 * product-id column) inside the subquery, so each arm reads its partial index of just those rows
 * (current_prices.prev_* are kept by the prices trigger, migration 0013).
 */
export function changedCurrentPricesSql(args: { direction: "drop" | "rise"; since: SQL; productFilter: (productId: SQL) => SQL }): SQL {
  const changed =
    args.direction === "drop"
      ? sql`cp.prev_amount_cents > cp.amount_cents and cp.prev_price_id is not null`
      : sql`cp.prev_amount_cents < cp.amount_cents and cp.prev_price_id is not null and cp.prev_amount_cents > 0`;
  const seenAt = seenAtSql(sql`cp`, sql`sc.confirmed_at`);
  return sql`(
    select cp.store_id, cp.product_id, cp.price_id, cp.amount_cents as new_cents, cp.currency, ${seenAt} as observed_at,
           cp.prev_price_id as from_price_id, cp.prev_amount_cents as old_cents
    from current_prices cp
    left join store_scrape_confirmations sc on sc.store_id = cp.store_id
    where ${changed}
      and ${seenAt} >= ${args.since}
      and ${args.productFilter(sql`cp.product_id`)})`;
}

/** SQL: a subquery of the current specials with a stated end after `now`: product_id, store_id, valid_until. */
export function currentSpecialsEndingSql(now: Date): SQL {
  return sql`(select cp_.product_id, cp_.store_id, cp_.valid_until from current_prices cp_ where cp_.on_special and cp_.valid_until > ${now.toISOString()}::timestamptz)`;
}
