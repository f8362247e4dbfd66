import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";

/** Whether a store with this id exists (any state): for other modules' writes that name a store (decision 059: stores owns the table). */
export async function storeExists(db: Db, storeId: string): Promise<boolean> {
  const res = await db.execute(sql`select 1 from stores where id = ${storeId}::uuid`);
  return res.rows.length > 0;
}

/** The id of a retailer's first store by name (then id), as a scalar subquery on `retailerId` (an SQL expression); null when it has none. */
export function firstStoreIdOfRetailerSql(retailerId: SQL): SQL<string | null> {
  return sql<string | null>`(select fs.id from stores fs where fs.retailer_id = ${retailerId} order by fs.name, fs.id limit 1)`;
}
