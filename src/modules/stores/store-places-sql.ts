import { sql, type SQL } from "drizzle-orm";

/*
 * The store rows other modules' single-statement queries join (alert generation, list specials,
 * receipt savings), as subqueries, so the table's name and shape stay in the stores module
 * (decision 059). Simple subqueries: PostgreSQL flattens them into the caller's join, the plan is
 * unchanged. Pure builders (no database access) behind the shared door, so jobs and scripts run
 * under the react-server condition load them without the server door's imports.
 */

/** SQL: a subquery of every store (id, name, retailer_id, currency, time_zone, latitude, longitude), open or not. */
export function storePlacesSql(): SQL {
  return sql`(select s_.id, s_.name, s_.retailer_id, s_.currency, s_.time_zone, s_.latitude, s_.longitude from stores s_)`;
}

/** SQL: the same subquery, of the stores shoppers see: open and approved. */
export function shopperVisibleStoresSql(): SQL {
  return sql`(select s_.id, s_.name, s_.retailer_id, s_.currency, s_.time_zone, s_.latitude, s_.longitude from stores s_
    where s_.closed_at is null and s_.listing_status = 'approved')`;
}
