import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * SQL fragment for another module's single statement (decision 059: the retailers table is named
 * only here): true when the retailer `retailerId` (an SQL expression) still exists — one
 * primary-key probe, as analytics' batched event writer needs it.
 */
export function retailerExistsSql(retailerId: SQL): SQL {
  return sql`exists (select 1 from retailers rt where rt.id = ${retailerId})`;
}
