import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { todayUtc } from "@/lib/iso-day";
import { formatMoney, type CurrencyCode } from "@/modules/currency/engine";
import { requireRetailerProfile } from "@/modules/retailers";
import { listRecentActivity, type RetailerRef } from "@/modules/retailers";
import { countAllRetailerCoupons, countRetailerCoupons, getCouponTitles, listCouponPerformance, listRecentCouponUploads, type CouponPerformance } from "@/modules/coupons";
import { countActiveBanners } from "@/modules/ads";
import { recentRedemptionEvents } from "@/modules/analytics";
import { listRecentPayments } from "@/modules/billing";
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

export async function getDashboard(db: Db, actor: Actor, now = new Date()): Promise<DashboardData> {
  const retailer = await requireRetailerProfile(db, actor);
  const today = todayUtc(now);
  const [coupons, banners, [last7, last30], activity] = await Promise.all([
    countRetailerCoupons(db, retailer, today),
    countActiveBanners(db, retailer),
    windowFigures(db, retailer, now, [7, 30]),
    recentActivity(db, retailer),
  ]);
  return { activeCoupons: coupons.live, awaitingPaymentCoupons: coupons.awaitingPayment, activeBanners: banners, last7, last30, activity };
}

/** Coupon uploads, redemptions, payments and banner/logo/coupon changes, newest first. */
async function recentActivity(db: Db, retailer: RetailerRef): Promise<ActivityItem[]> {
  const [uploads, redemptionEvents, payments, changes] = await Promise.all([
    listRecentCouponUploads(db, retailer, ACTIVITY_LIMIT),
    recentRedemptionEvents(db, retailer, ACTIVITY_LIMIT),
    listRecentPayments(db, retailer, ACTIVITY_LIMIT),
    listRecentActivity(db, retailer, ACTIVITY_LIMIT),
  ]);
  const titles = await getCouponTitles(db, redemptionEvents.flatMap((r) => (r.couponId ? [r.couponId] : [])));
  const redemptions = redemptionEvents.map((r) => ({ id: r.id, at: r.at, title: r.couponId ? (titles.get(r.couponId) ?? null) : null }));
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

export type { CouponPerformance };

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
  const [totalCoupons, [last30, allTime], daily, top, recent] = await Promise.all([
    countAllRetailerCoupons(db, retailer),
    windowFigures(db, retailer, now, [30, 365 * 100]),
    dailySeries(db, retailer, now, 30),
    listCouponPerformance(db, retailer, "top"),
    listCouponPerformance(db, retailer, "recent"),
  ]);
  return { totalCoupons, last30, allTime, topCoupons: top, recentCoupons: recent, daily };
}

/** A payment as the retailer saw it: its own currency with the USD Stripe charged, or just USD. */
function paidAmount(usdCents: number, displayCents: number, currency: CurrencyCode): string {
  return currency !== "USD" && usdCents > 0 ? `${formatMoney(displayCents, currency)} (charged ${formatMoney(usdCents, "USD")})` : formatMoney(usdCents, "USD");
}
