import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { uuidArray } from "@/server/db/sql-arrays";

/**
 * Per retailer asked for, how many of its coupons are available and not past their expiry date on
 * `today` (ISO date, valid through that day): the count the store search shows on each store of
 * that retailer (POST /api/find-stores composes it). Retailers without such coupons are absent.
 */
export async function countAvailableCouponsByRetailer(db: Db, retailerIds: string[], today: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const ids = [...new Set(retailerIds)];
  if (!ids.length) return out;
  const res = await db.execute<{ retailer_id: string; n: number }>(sql`
    select k.retailer_id, count(*)::int as n
    from coupons k
    where k.retailer_id = any(${uuidArray(ids)}) and k.status = 'available' and k.expiry_date >= ${today}::date
    group by k.retailer_id`);
  for (const r of res.rows) out.set(r.retailer_id, Number(r.n));
  return out;
}
