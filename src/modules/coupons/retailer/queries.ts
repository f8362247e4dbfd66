import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { requireRetailerProfile } from "@/modules/retailers";
import { deriveCouponType, retailerCouponState, todayUtc, type RetailerCoupon } from "../types";
import { type RetailerRef } from "@/modules/retailers/shared";

/** The session retailer's own coupons, newest first, with their lifecycle state and redemption count. */
export async function listOwnCoupons(db: Db, actor: Actor, now = new Date()): Promise<RetailerCoupon[]> {
  const retailer = await requireRetailerProfile(db, actor);
  const c = tables.coupons;
  const r = tables.couponRedemptions;
  const rows = await db
    .select({
      id: c.id, title: c.title, description: c.description, discountValue: c.discountValue, expiryDate: c.expiryDate,
      status: c.status, feeStatus: c.feeStatus, endedAt: c.endedAt, createdAt: c.createdAt, redemptions: count(r.id),
    })
    .from(c)
    .leftJoin(r, eq(r.couponId, c.id))
    .where(eq(c.retailerId, retailer.id))
    .groupBy(c.id)
    .orderBy(desc(c.createdAt))
    .limit(500);
  const today = todayUtc(now);
  return rows.map((row) => ({
    id: row.id, title: row.title, description: row.description, discountValue: row.discountValue, expiryDate: row.expiryDate, endedAt: row.endedAt?.toISOString() ?? null,
    type: deriveCouponType(row.discountValue), state: retailerCouponState(row, today), createdAt: row.createdAt.toISOString(), redemptions: row.redemptions,
  }));
}

/** One own coupon or null (someone else's id reads as missing). */
export async function findOwnCoupon(db: Db, retailer: RetailerRef, couponId: string) {
  const c = tables.coupons;
  const [row] = await db.select({ id: c.id, title: c.title, status: c.status, feeStatus: c.feeStatus }).from(c).where(and(eq(c.id, couponId), eq(c.retailerId, retailer.id))).limit(1);
  return row ?? null;
}
