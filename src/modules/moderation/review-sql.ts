import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { currentPriceIdSql } from "@/modules/price-ledger";

/*
 * The review state of prices as SQL predicates over a current price (`alias`, a relation with
 * store_id, product_id and price_id: the price ledger's current prices), for readers that judge it
 * inside one statement (the comparison's offer query, substitutes, a store's price list). Decision 046:
 * a price reported by two shoppers is under review until resolved; prices_under_review's row applies
 * only while the price it names is still the current one.
 */

/** Not under review: no review row names the price currently standing at the alias's store and product. */
export function notUnderReviewSql(alias: SQL): SQL {
  return sql`not exists (
      select 1 from prices_under_review u
      where u.store_id = ${alias}.store_id and u.product_id = ${alias}.product_id
        and u.price_id = ${currentPriceIdSql(sql`u.store_id`, sql`u.product_id`)})`;
}

/** Under review: a review row names this very price (the alias's price_id). */
export function underReviewSql(alias: SQL): SQL {
  return sql`exists (
      select 1 from prices_under_review h
      where h.store_id = ${alias}.store_id and h.product_id = ${alias}.product_id and h.price_id = ${alias}.price_id)`;
}
