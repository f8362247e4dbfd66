import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * SQL: whether the store whose id is `storeId` (an SQL expression) is an approved listing and meets
 * `also`, a condition on its retailer's id (an SQL expression, null for a store without a retailer).
 * For a statement that must decide it per row (open data's publishable-price rule); the table's
 * name and the listing states stay in stores (decision 059).
 */
export function approvedStoreSql(storeId: SQL, also: (retailerId: SQL) => SQL): SQL {
  return sql`exists (
    select 1 from stores ods
    where ods.id = ${storeId} and ods.listing_status = 'approved' and ${also(sql`ods.retailer_id`)})`;
}
