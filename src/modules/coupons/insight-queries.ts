import "server-only";
import { and, count, desc, eq, gte, inArray, ne, or, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import { couponEventCountsSql } from "@/modules/analytics";
import { type RetailerRef } from "@/modules/retailers/shared";

/*
 * One retailer's coupons as its portal figures need them (decision 059: only coupons names the
 * coupons table); retailer-insights composes these with analytics' and billing's figures.
 */

/** Live coupons (fee settled, not expired early, expiry date not passed) and those awaiting their fee. */
export async function countRetailerCoupons(db: Db, retailer: RetailerRef, today: string): Promise<{ live: number; awaitingPayment: number }> {
  const c = tables.coupons;
  const [[live], [awaiting]] = await Promise.all([
    db.select({ n: count() }).from(c).where(and(eq(c.retailerId, retailer.id), eq(c.status, "available"), ne(c.feeStatus, "awaiting_payment"), gte(c.expiryDate, today))),
    db.select({ n: count() }).from(c).where(and(eq(c.retailerId, retailer.id), eq(c.feeStatus, "awaiting_payment"), eq(c.status, "available"), gte(c.expiryDate, today))),
  ]);
  return { live: live.n, awaitingPayment: awaiting.n };
}

/** Every coupon the retailer ever uploaded (not deleted). */
export async function countAllRetailerCoupons(db: Db, retailer: RetailerRef): Promise<number> {
  const c = tables.coupons;
  const [row] = await db.select({ n: count() }).from(c).where(eq(c.retailerId, retailer.id));
  return row.n;
}

/** The retailer's newest coupon uploads. */
export async function listRecentCouponUploads(db: Db, retailer: RetailerRef, limit: number): Promise<Array<{ id: string; at: Date; title: string }>> {
  const c = tables.coupons;
  return db.select({ id: c.id, at: c.createdAt, title: c.title }).from(c).where(eq(c.retailerId, retailer.id)).orderBy(desc(c.createdAt)).limit(limit);
}

/** Titles of these coupons (a deleted coupon is missing from the map). */
export async function getCouponTitles(db: Db, couponIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(couponIds)];
  if (!ids.length) return new Map();
  const c = tables.coupons;
  const rows = await db.select({ id: c.id, title: c.title }).from(c).where(inArray(c.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}

export interface CouponPerformance { id: string; title: string; discountValue: string; createdAt: string; views: number; saves: number; redemptions: number }

/** Per-coupon views, saves and redemptions from analytics' counted events: top 3 by redemptions, or the 5 newest. */
export async function listCouponPerformance(db: Db, retailer: RetailerRef, which: "top" | "recent"): Promise<CouponPerformance[]> {
  const res = await db.execute<{ id: string; title: string; discount_value: string; created_at: string | Date; views: number; saves: number; redemptions: number }>(sql`
    select c.id, c.title, c.discount_value, c.created_at,
      coalesce(ev.views, 0)::int as views, coalesce(ev.saves, 0)::int as saves, coalesce(ev.redemptions, 0)::int as redemptions
    from coupons c left join ${couponEventCountsSql(retailer)} ev on ev.coupon_id = c.id
    where c.retailer_id = ${retailer.id}
    ${which === "top" ? sql`order by redemptions desc, views desc, c.created_at desc limit 3` : sql`order by c.created_at desc limit 5`}`);
  return res.rows.map((r) => ({ id: r.id, title: r.title, discountValue: r.discount_value, createdAt: new Date(r.created_at).toISOString(), views: Number(r.views), saves: Number(r.saves), redemptions: Number(r.redemptions) }));
}

/** The funnel's coupons: those with events or payments in the period, and every one live on `today`. */
export async function listFunnelCoupons(db: Db, retailer: RetailerRef, couponIds: readonly string[], today: string): Promise<Array<{ id: string; title: string; discount: string }>> {
  const c = tables.coupons;
  const ids = [...couponIds];
  return db
    .select({ id: c.id, title: c.title, discount: c.discountValue })
    .from(c)
    .where(and(eq(c.retailerId, retailer.id), or(ids.length ? inArray(c.id, ids) : sql`false`, and(eq(c.status, "available"), gte(c.expiryDate, today)))));
}
