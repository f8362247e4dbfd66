import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { seenAtSql } from "./current-prices";

/** How current a store's prices are, from its current prices (one row per product), never from history. */
export interface StorePriceFreshness {
  /** When the store's most recently seen current price was last seen (decision 057); null: no prices. */
  lastSeenAt: Date | null;
  productCount: number;
  /** Products whose current price was last seen at or after `since`. */
  seenSinceCount: number;
}

/** The store's current prices counted, with when the newest was last seen and how many were seen since `since`. */
export async function readStorePriceFreshness(db: Db, storeId: string, since: Date): Promise<StorePriceFreshness> {
  const res = await db.execute<{ last: string | Date | null; n: number; fresh: number }>(sql`
    select max(seen) as last, count(*)::int as n, count(*) filter (where seen >= ${since})::int as fresh
    from (select ${seenAtSql(sql`cp`, sql`sc.confirmed_at`)} as seen
          from current_prices cp left join store_scrape_confirmations sc on sc.store_id = cp.store_id
          where cp.store_id = ${storeId}) c
  `);
  const row = res.rows[0];
  return { lastSeenAt: row?.last ? new Date(row.last) : null, productCount: Number(row?.n ?? 0), seenSinceCount: Number(row?.fresh ?? 0) };
}
