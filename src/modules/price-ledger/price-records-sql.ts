import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * SQL: every price record (the prices table) as a subquery with the columns a reader publishes,
 * for a caller that filters and pages them in one statement (open data's keyset pages). PostgreSQL
 * flattens the subquery, so the caller's filters still reach the table's indexes.
 */
export function priceRecordsSql(): SQL {
  return sql`(select id, observed_at, amount_cents, currency, unit_price_cents, on_special, source, product_id, store_id from prices)`;
}
