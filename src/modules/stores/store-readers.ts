import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";

/*
 * Readers of the stores table for other modules (decision 059): a store's chain for the aisle
 * order, and the store rows other modules' single-statement queries join (alert generation,
 * list specials, receipt savings) as subqueries, so the table's name and shape stay here.
 * Simple subqueries: PostgreSQL flattens them into the caller's join, the plan is unchanged.
 */

/**
 * A store's chain as the aisle order keys it (trimmed, lower case; null without one), or null when
 * there is no such store — or, with `openOnly`, when it is closed.
 */
export async function getStoreChain(db: Db, storeId: string, opts: { openOnly?: boolean } = {}): Promise<{ chain: string | null } | null> {
  const res = await db.execute<{ chain: string | null }>(sql`
    select nullif(lower(trim(chain)), '') as chain from stores
    where id = ${storeId}::uuid ${opts.openOnly ? sql`and closed_at is null` : sql``}`);
  const row = res.rows[0];
  return row ? { chain: row.chain } : null;
}

/** SQL: a subquery of every store (id, name, retailer_id, currency, time_zone, latitude, longitude), open or not. */
export function storePlacesSql(): SQL {
  return sql`(select s_.id, s_.name, s_.retailer_id, s_.currency, s_.time_zone, s_.latitude, s_.longitude from stores s_)`;
}

/** SQL: the same subquery, of the stores shoppers see: open and approved. */
export function shopperVisibleStoresSql(): SQL {
  return sql`(select s_.id, s_.name, s_.retailer_id, s_.currency, s_.time_zone, s_.latitude, s_.longitude from stores s_
    where s_.closed_at is null and s_.listing_status = 'approved')`;
}
