import "server-only";
import { and, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { tables, type Db } from "@/server/db";

const coupons = tables.coupons;

export interface FeaturedCoupon { id: string; title: string; discountValue: string; expiryDate: string; retailerId: string }

/**
 * The newest coupons shoppers may see — available, unexpired, upload fee paid or waived — of the
 * retailers `inReach` keeps (given the coupon's retailer-id column), at most `limit`.
 */
export async function listFeaturedCoupons(db: Db, input: { inReach: (retailerId: SQL) => SQL; limit: number }): Promise<FeaturedCoupon[]> {
  return db
    .select({ id: coupons.id, title: coupons.title, discountValue: coupons.discountValue, expiryDate: coupons.expiryDate, retailerId: coupons.retailerId })
    .from(coupons)
    // Shopper-visible only: an unsettled upload fee keeps a coupon off every shopper screen.
    .where(and(eq(coupons.status, "available"), gte(coupons.expiryDate, sql`current_date`), inArray(coupons.feeStatus, ["paid", "waived"]), input.inReach(sql`${coupons.retailerId}`)))
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(input.limit);
}
