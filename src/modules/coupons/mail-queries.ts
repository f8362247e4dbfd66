import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { type RetailerRef } from "@/modules/retailers/shared";

/*
 * Coupons as the scheduled e-mails need them (decision 059: only coupons names coupons and
 * coupon_redemptions); the mail job adds the retailer's contact.
 */

export interface LiveCoupon { id: string; title: string; discountValue: string; expiryDate: string; retailerId: string }

/**
 * Coupons live on `today` (available, fee not awaiting payment, not expired): those created since
 * `createdSince`, oldest first, or those ending by `endingBy`, soonest first.
 */
export async function listLiveCoupons(db: Db, today: string, filter: { createdSince: Date } | { endingBy: string }): Promise<LiveCoupon[]> {
  const res = await db.execute<{ id: string; title: string; discount_value: string; expiry_date: string; retailer_id: string }>(sql`
    select c.id, c.title, c.discount_value, c.expiry_date::text as expiry_date, c.retailer_id
    from coupons c
    where c.status = 'available' and c.fee_status <> 'awaiting_payment' and c.expiry_date >= ${today}::date
    ${"createdSince" in filter
      ? sql`and c.created_at >= ${filter.createdSince.toISOString()}::timestamptz order by c.created_at`
      : sql`and c.expiry_date <= ${filter.endingBy}::date order by c.expiry_date`}`);
  return res.rows.map((r) => ({ id: r.id, title: r.title, discountValue: r.discount_value, expiryDate: r.expiry_date, retailerId: r.retailer_id }));
}

/** Redemptions of the retailer's coupons in [start, end). */
export async function countCouponRedemptions(db: Db, retailer: RetailerRef, start: Date, end: Date): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from coupon_redemptions cr join coupons c on c.id = cr.coupon_id
    where c.retailer_id = ${retailer.id}::uuid and cr.redeemed_at >= ${start.toISOString()}::timestamptz and cr.redeemed_at < ${end.toISOString()}::timestamptz`);
  return Number(res.rows[0]?.n ?? 0);
}
