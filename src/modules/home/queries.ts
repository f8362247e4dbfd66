import "server-only";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { profileSnapshot } from "@/modules/users/ui";
import { retailerInReachSql, type ShopperPlace } from "@/modules/stores";

const { coupons, retailers, shoppingListItems, shoppingLists } = tables;

export interface HomeSummary { name: string | null; listCount: number; itemCount: number }
export interface FeaturedDeal { id: string; title: string; discountValue: string; expiryDate: string; retailerId: string; retailerName: string }

/** The actor's own name and list totals; scoped by user id, so nobody else's lists are counted. */
export async function getHomeSummary(db: Db, actor: Actor): Promise<HomeSummary> {
  const [profile, totals] = await Promise.all([
    profileSnapshot(db, actor.userId),
    db
      .select({
        listCount: sql<number>`count(distinct ${shoppingLists.id})::int`,
        itemCount: sql<number>`count(${shoppingListItems.id})::int`,
      })
      .from(shoppingLists)
      .leftJoin(shoppingListItems, eq(shoppingListItems.listId, shoppingLists.id))
      .where(eq(shoppingLists.userId, actor.userId)),
  ]);
  return { name: profile?.name ?? null, listCount: Number(totals[0]?.listCount ?? 0), itemCount: Number(totals[0]?.itemCount ?? 0) };
}

/**
 * Newest available, unexpired, fee-settled coupons with their retailer's name, from retailers in
 * reach of the shopper's place (decision media-044); none without a place.
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
    .innerJoin(retailers, eq(retailers.id, coupons.retailerId))
    // Shopper-visible only: an unsettled upload fee keeps a coupon off every shopper screen.
    .where(and(eq(coupons.status, "available"), gte(coupons.expiryDate, sql`current_date`), inArray(coupons.feeStatus, ["paid", "waived"]), retailerInReachSql(retailers.id, input.place)))
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(limit);
}

