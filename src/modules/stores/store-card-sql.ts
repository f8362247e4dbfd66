import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * SQL: the stores as a subquery with the columns a published price shows (id, name, chain, city,
 * country_code, latitude, longitude), for a caller that joins and filters them inside one statement.
 */
export function storeCardsSql(): SQL {
  return sql`(select id, name, chain, city, country_code, latitude, longitude from stores)`;
}
