import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { uuidArray } from "@/server/db/sql-arrays";

/**
 * The price stamp of each store asked for (absent: no price was ever written there). A stamp only
 * moves forward, past every price written at the store, so what was built on a stamp is stale once
 * the store's stamp differs (the comparison's offer memo).
 */
export async function readStorePriceStamps(db: Db, storeIds: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!storeIds.length) return out;
  const res = await db.execute<{ store_id: string; version: string | number }>(sql`
    select store_id, version from store_price_versions where store_id = any(${uuidArray(storeIds)})`);
  for (const r of res.rows) out.set(r.store_id, String(r.version));
  return out;
}
