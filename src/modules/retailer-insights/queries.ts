import "server-only";
import { and, count, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { todayUtc } from "@/lib/iso-day";
import { formatMoney, type CurrencyCode } from "@/modules/currency/engine";
import { ANALYTICS_EVENT } from "./events";
import { requireRetailerProfile } from "@/modules/retailers";
import { dailySeries, windowFigures, type DailyPoint, type WindowFigures } from "./stats";

export interface ActivityItem { id: string; at: string; kind: "coupon_uploaded" | "redemption" | "payment" | "change"; text: string }

export interface DashboardData {
  activeCoupons: number;
  awaitingPaymentCoupons: number;
  activeBanners: number;
  last7: WindowFigures;
  last30: WindowFigures;
  activity: ActivityItem[];
}

const ACTIVITY_LIMIT = 10;

/** Live coupons: fee settled, not expired early, expiry date not passed. */
function liveCouponWhere(retailerId: string, today: string) {
  const c = tables.coupons;
  return and(eq(c.retailerId, retailerId), eq(c.status, "available"), ne(c.feeStatus, "awaiting_payment"), gte(c.expiryDate, today));
}

export async function getDashboard(db: Db, actor: Actor, now = new Date()): Promise<DashboardData> {
  const retailer = await requireRetailerProfile(db, actor);
  const c = tables.coupons;
  const a = tables.ads;
  const today = todayUtc(now);
  const [[live], [awaiting], [banners], [last7, last30], activity] = await Promise.all([
    db.select({ n: count() }).from(c).where(liveCouponWhere(retailer.id, today)),
    db.select({ n: count() }).from(c).where(and(eq(c.retailerId, retailer.id), eq(c.feeStatus, "awaiting_payment"), eq(c.status, "available"), gte(c.expiryDate, today))),
    db.select({ n: count() }).from(a).where(and(eq(a.retailerId, retailer.id), eq(a.active, true))),
    windowFigures(db, retailer.id, now, [7, 30]),
    recentActivity(db, retailer.id),
  ]);
  return { activeCoupons: live.n, awaitingPaymentCoupons: awaiting.n, activeBanners: banners.n, last7, last30, activity };
}

/** Coupon uploads, redemptions, payments and banner/logo/coupon changes, newest first. */
async function recentActivity(db: Db, retailerId: string): Promise<ActivityItem[]> {
  const c = tables.coupons;
  const p = tables.retailerPayments;
  const ev = tables.analyticsEvents;
  const act = tables.retailerActivity;
  const [uploads, redemptions, payments, changes] = await Promise.all([
    db.select({ id: c.id, at: c.createdAt, title: c.title }).from(c).where(eq(c.retailerId, retailerId)).orderBy(desc(c.createdAt)).limit(ACTIVITY_LIMIT),
    db
      .select({ id: ev.id, at: ev.createdAt, title: c.title })
      .from(ev)
      .leftJoin(c, eq(c.id, ev.couponId))
      .where(and(eq(ev.retailerId, retailerId), eq(ev.eventType, ANALYTICS_EVENT.couponRedemption)))
      .orderBy(desc(ev.createdAt))
      .limit(ACTIVITY_LIMIT),
    db
      .select({ id: p.id, at: sql<Date>`coalesce(${p.paidAt}, ${p.createdAt})`.mapWith((v: string | Date) => new Date(v)), description: p.description, cents: p.amountCents, displayCents: p.displayAmountCents, displayCurrency: p.displayCurrency, demo: p.isDemoNoCharge })
      .from(p)
      .where(and(eq(p.retailerId, retailerId), inArray(p.status, ["paid", "no_charge"])))
      .orderBy(desc(sql`coalesce(${p.paidAt}, ${p.createdAt})`))
      .limit(ACTIVITY_LIMIT),
    db.select({ id: act.id, at: act.createdAt, summary: act.summary }).from(act).where(eq(act.retailerId, retailerId)).orderBy(desc(act.createdAt)).limit(ACTIVITY_LIMIT),
  ]);
  const items: Array<ActivityItem & { t: number }> = [
    ...uploads.map((u) => ({ id: `c-${u.id}`, t: u.at.getTime(), at: u.at.toISOString(), kind: "coupon_uploaded" as const, text: `Coupon uploaded: ${u.title}` })),
    ...redemptions.map((r) => ({ id: `r-${r.id}`, t: r.at.getTime(), at: r.at.toISOString(), kind: "redemption" as const, text: `Coupon redeemed: ${r.title ?? "a deleted coupon"}` })),
    ...payments.map((p) => ({
      id: `p-${p.id}`, t: p.at.getTime(), at: p.at.toISOString(), kind: "payment" as const,
      text: p.demo ? `${p.description} (demo, no charge)` : `${p.description}: ${paidAmount(p.cents, p.displayCents, p.displayCurrency)}`,
    })),
    ...changes.map((ch) => ({ id: `a-${ch.id}`, t: ch.at.getTime(), at: ch.at.toISOString(), kind: "change" as const, text: ch.summary })),
  ];
  return items
    .sort((x, y) => y.t - x.t)
    .slice(0, ACTIVITY_LIMIT)
    .map(({ t: _t, ...rest }) => rest);
}

export interface CouponPerformance { id: string; title: string; discountValue: string; createdAt: string; views: number; saves: number; redemptions: number }

export interface AnalyticsData {
  totalCoupons: number;
  last30: WindowFigures;
  allTime: WindowFigures;
  topCoupons: CouponPerformance[];
  recentCoupons: CouponPerformance[];
  daily: DailyPoint[];
}

export async function getAnalytics(db: Db, actor: Actor, now = new Date()): Promise<AnalyticsData> {
  const retailer = await requireRetailerProfile(db, actor);
  const c = tables.coupons;
  const [[total], [last30, allTime], daily, top, recent] = await Promise.all([
    db.select({ n: count() }).from(c).where(eq(c.retailerId, retailer.id)),
    windowFigures(db, retailer.id, now, [30, 365 * 100]),
    dailySeries(db, retailer.id, now, 30),
    couponPerformance(db, retailer.id, "top"),
    couponPerformance(db, retailer.id, "recent"),
  ]);
  return { totalCoupons: total.n, last30, allTime, topCoupons: top, recentCoupons: recent, daily };
}

/** Per-coupon views, saves and redemptions from analytics_events: top 3 by redemptions, or the 5 newest. */
async function couponPerformance(db: Db, retailerId: string, which: "top" | "recent"): Promise<CouponPerformance[]> {
  const c = tables.coupons;
  const ev = tables.analyticsEvents;
  const E = ANALYTICS_EVENT;
  const views = sql<number>`count(${ev.id}) filter (where ${ev.eventType} = ${E.couponView})`.mapWith(Number);
  const saves = sql<number>`count(${ev.id}) filter (where ${ev.eventType} = ${E.couponSave})`.mapWith(Number);
  const redemptions = sql<number>`count(${ev.id}) filter (where ${ev.eventType} = ${E.couponRedemption})`.mapWith(Number);
  const base = db
    .select({ id: c.id, title: c.title, discountValue: c.discountValue, createdAt: c.createdAt, views, saves, redemptions })
    .from(c)
    .leftJoin(ev, and(eq(ev.couponId, c.id), eq(ev.retailerId, retailerId), inArray(ev.eventType, [E.couponView, E.couponSave, E.couponRedemption])))
    .where(eq(c.retailerId, retailerId))
    .groupBy(c.id);
  const rows = which === "top"
    ? await base.orderBy(desc(redemptions), desc(views), desc(c.createdAt)).limit(3)
    : await base.orderBy(desc(c.createdAt)).limit(5);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** A payment as the retailer saw it: its own currency with the USD Stripe charged, or just USD. */
function paidAmount(usdCents: number, displayCents: number, currency: CurrencyCode): string {
  return currency !== "USD" && usdCents > 0 ? `${formatMoney(displayCents, currency)} (charged ${formatMoney(usdCents, "USD")})` : formatMoney(usdCents, "USD");
}
