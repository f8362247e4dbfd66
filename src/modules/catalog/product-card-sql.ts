import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * SQL: the catalogue's products as a subquery with the columns a published price shows (id, name,
 * brand, size, barcode, unit, unit_quantity), for a caller that joins them inside one statement.
 */
export function productCardsSql(): SQL {
  return sql`(select id, name, brand, size, barcode, unit, unit_quantity from products)`;
}
