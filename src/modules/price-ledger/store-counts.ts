import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { uuidArray } from "@/server/db/sql-arrays";

/** How many current prices each of these stores has; a store with none is absent (count it as 0). */
export async function currentPriceCountsByStore(db: Db, storeIds: readonly string[]): Promise<Map<string, number>> {
  const ids = [...new Set(storeIds)];
  if (!ids.length) return new Map();
  const res = await db.execute<{ store_id: string; n: number | string }>(sql`
    select store_id, count(*)::int as n from current_prices where store_id = any(${uuidArray(ids)}) group by store_id`);
  return new Map(res.rows.map((r) => [r.store_id, Number(r.n)]));
}
