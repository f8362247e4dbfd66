import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * SQL condition: the current price `cp` (a current_prices alias) is under review — its exact price
 * is the one held in prices_under_review. For readers that keep one statement (decision 059).
 */
export function isUnderReviewSql(cp: SQL): SQL {
  return sql`exists (select 1 from prices_under_review h_ where h_.store_id = ${cp}.store_id and h_.product_id = ${cp}.product_id and h_.price_id = ${cp}.price_id)`;
}
