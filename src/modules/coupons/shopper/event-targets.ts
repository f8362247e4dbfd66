import "server-only";
import { and, eq, gte, inArray, or } from "drizzle-orm";
import { tables, type Db } from "@/server/db";

/**
 * Coupons a shopper could have seen on `today` (UTC date): available, unexpired, fee settled; for
 * analytics' coupon-view checks (decision 032). Only coupons names the coupons table (decision
 * 059); the tracking route hands this to analytics, which cannot import coupons. Others are absent.
 */
export async function lookupVisibleCoupons(db: Db, ids: readonly string[], today: string): Promise<Map<string, { retailerId: string }>> {
  if (!ids.length) return new Map();
  const c = tables.coupons;
  const rows = await db
    .select({ id: c.id, retailerId: c.retailerId })
    .from(c)
    .where(and(inArray(c.id, [...ids]), eq(c.status, "available"), gte(c.expiryDate, today), or(eq(c.feeStatus, "paid"), eq(c.feeStatus, "waived"))));
  return new Map(rows.map((r) => [r.id, { retailerId: r.retailerId }]));
}
