import "server-only";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import { retailerInReachSql, type ShopperPlace } from "@/modules/stores";
import { retailerListingSql } from "@/modules/retailers";

const { coupons } = tables;
const retailers = retailerListingSql("deal_retailer");

export interface FeaturedDeal { id: string; title: string; discountValue: string; expiryDate: string; retailerId: string; retailerName: string }

/**
 * Newest available, unexpired, fee-settled coupons with their retailer's name, from retailers in
 * reach of the shopper's place (decision media-044); none without a place. The home page's deals.
 */
export async function getFeaturedDeals(db: Db, input: { place: ShopperPlace | null; limit?: number }): Promise<FeaturedDeal[]> {
  const limit = input.limit ?? 3;
  if (!input.place) return [];
  return db
    .select({
      id: coupons.id,
      title: coupons.title,
      discountValue: coupons.discountValue,
      expiryDate: coupons.expiryDate,
      retailerId: retailers.id,
      retailerName: retailers.name,
    })
    .from(coupons)
    .innerJoin(retailers.relation, sql`${retailers.id} = ${coupons.retailerId}`)
    // Shopper-visible only: an unsettled upload fee keeps a coupon off every shopper screen.
    .where(and(eq(coupons.status, "available"), gte(coupons.expiryDate, sql`current_date`), inArray(coupons.feeStatus, ["paid", "waived"]), retailerInReachSql(retailers.id, input.place)))
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(limit);
}
