import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * The catalogue's products as an SQL relation, for readers that join them to other modules' rows
 * inside one statement (decision 059: substitutes, a store's deals and price list): id, name, brand,
 * size, unit, unit_quantity, category, generic_name. A plain subquery: PostgreSQL pulls it up into
 * the statement around it, so the plan is the one the table named in place would get.
 * Use as `join ${catalogProductsSql()} p on p.id = …`.
 */
export function catalogProductsSql(): SQL {
  return sql`(select id, name, brand, size, unit, unit_quantity, category, generic_name from products)`;
}
