import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";

/* A reader of the stores table for other modules (decision 059): a store's chain for the aisle order. */

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
