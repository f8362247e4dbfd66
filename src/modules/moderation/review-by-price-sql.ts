import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * SQL: whether the price whose id is `priceId` (an SQL expression: a prices id) is under review
 * (decision 046: a price two shoppers reported). For a statement that must decide it per row; the
 * table's name stays in moderation (decision 059).
 */
export function priceIdUnderReviewSql(priceId: SQL): SQL {
  return sql`exists (select 1 from prices_under_review ur where ur.price_id = ${priceId})`;
}
