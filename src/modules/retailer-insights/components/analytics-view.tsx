import Link from "next/link";
import { Crown, Download } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { AnalyticsData, CouponPerformance } from "../queries";
import { clickRate, redemptionRate, spendInTerms, FUNNEL_PERIODS, type FunnelReport } from "../funnel-model";
import { CouponFunnel, PlacementFunnel, SpendAgainstResults } from "./funnel-tables";
import { type RetailerProfile } from "@/modules/retailers";
import { AnalyticsChart } from "./analytics-chart";
import { formatCount, formatRate, StatCard } from "./stat-card";

/** The Premium card's prices, already in the retailer's terms (the page formats them with billing's rule). */
export interface PremiumPrices { couponPremium: string; couponBasic: string; plan: string; charged: string | null }
const USD_PRICES: PremiumPrices = { couponPremium: "US$3.99", couponBasic: "US$19.99", plan: "US$49.99", charged: null };

/** Top (3) and recent (5) coupons, all time (spec): labelled figures that wrap on a phone. */
function CouponList({ label, rows }: { label: string; rows: CouponPerformance[] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">No coupons yet.</p>;
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-slate-100 text-sm">
      {rows.map((c) => (
        <li key={c.id} className="py-2">
          <p className="break-words font-medium text-slate-900">{c.title} <span className="text-xs font-normal text-slate-600">{c.discountValue}</span></p>
          <p className="text-xs text-slate-600">{formatCount(c.views)} views · {formatCount(c.saves)} saves · {formatCount(c.redemptions)} redeemed</p>
        </li>
      ))}
    </ul>
  );
}

export function AnalyticsView({ retailer, data, funnel, prices = USD_PRICES }: { retailer: RetailerProfile; data: AnalyticsData; funnel: FunnelReport; prices?: PremiumPrices }) {
  const t = funnel.totals;
  const d = funnel.days;
  const spent = spendInTerms(funnel.spendUsdCents, funnel.spendLocal);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <nav aria-label="Period" className="inline-flex rounded-lg border border-slate-200 bg-white p-0.5 text-sm">
          {FUNNEL_PERIODS.map((p) => (
            <Link key={p} href={`/retailer/analytics?days=${p}`} aria-current={p === d ? "page" : undefined} className={p === d ? "rounded-md bg-brand-700 px-3 py-1 font-medium text-white" : "rounded-md px-3 py-1 text-slate-700 hover:bg-slate-100"}>
              Last {p} days
            </Link>
          ))}
        </nav>
        <a href={`/api/retailer/analytics/export?days=${d}`} className={buttonClass("secondary")} download data-testid="analytics-csv">
          <Download aria-hidden="true" className="h-4 w-4" /> Export CSV
        </a>
      </div>

      {/* The spec's cards (total coupons, views, click rate, revenue: here the retailer's spend), from counted events. */}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="funnel-totals">
        <StatCard label="Total coupons" value={formatCount(data.totalCoupons)} hint={`${formatCount(data.totalCoupons)} ${data.totalCoupons === 1 ? "coupon" : "coupons"} uploaded`} />
        <StatCard label={`Views (${d} days)`} value={formatCount(t.impressions + t.couponViews)} hint={`${formatCount(t.impressions)} banner, ${formatCount(t.couponViews)} coupon`} />
        <StatCard label={`Click rate (${d} days)`} value={formatRate(clickRate(t))} hint={`${formatCount(t.clicks)} clicks on ${formatCount(t.impressions)} impressions`} />
        <StatCard label={`Spend (${d} days)`} value={<span className="block text-xl [overflow-wrap:anywhere] lg:text-lg">{spent.primary}</span>} hint={spent.charged ? `${spent.charged} · last ${d} days` : `paid in the last ${d} days`} />
        <StatCard label="Banner impressions" value={formatCount(t.impressions)} hint={`last ${d} days`} />
        <StatCard label="Coupon saves" value={formatCount(t.saves)} hint={`last ${d} days`} />
        <StatCard label={`Redemptions (${d} days)`} value={formatCount(t.redemptions)} hint={`redemption rate ${formatRate(redemptionRate(t))} · ${formatCount(data.allTime.redemptions)} all time`} />
        <StatCard label="Coupon views" value={formatCount(t.couponViews)} hint={`last ${d} days`} />
      </div>

      <Card className="flex min-w-0 flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Impressions to redemptions, day by day</h2>
        <AnalyticsChart points={funnel.daily} days={d} />
      </Card>

      <Card className="flex min-w-0 flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Banners</h2>
        <PlacementFunnel funnel={funnel} />
      </Card>

      <Card className="flex min-w-0 flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Coupons</h2>
        <CouponFunnel funnel={funnel} />
        <p className="text-xs text-slate-600">Save rate: saves per coupon view. Redemption rate: redemptions per coupon view (a shopper may redeem without saving). Spend: the coupon&apos;s upload fee when it was paid in these {d} days.</p>
      </Card>

      {/* Grid items default to min-width: auto; min-w-0 keeps a long coupon title from widening the page on a phone. */}
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="flex min-w-0 flex-col gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Top coupons</h2>
          <CouponList label="Your three most redeemed coupons" rows={data.topCoupons} />
        </Card>
        <Card className="flex min-w-0 flex-col gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Recent coupons</h2>
          <CouponList label="Your five newest coupons" rows={data.recentCoupons} />
        </Card>
      </div>

      <Card className="flex min-w-0 flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Spend against results</h2>
        <SpendAgainstResults funnel={funnel} />
        <p className="text-xs text-slate-600">Payments made in the last {d} days, in the currency each was shown in at that day&apos;s rate, with the U.S. dollars (USD) charged. Days are UTC days.</p>
      </Card>

      {!retailer.isPremium ? (
        <Card className="flex flex-col gap-2 border-amber-200 bg-amber-50">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-amber-900"><Crown aria-hidden="true" className="h-5 w-5" />Premium features</h2>
          <ul className="list-disc pl-5 text-sm text-amber-950">
            <li>Coupon uploads for {prices.couponPremium} instead of {prices.couponBasic}</li>
            <li>Priority banner placement and rotation, featured slots</li>
            <li>Priority support</li>
          </ul>
          <Link href="/retailer/subscription" className={buttonClass("primary", "self-start")}>Upgrade to Premium — {prices.plan}/month</Link>
          {prices.charged ? <p className="text-xs text-amber-950">Plan {prices.charged}, each month.</p> : null}
        </Card>
      ) : null}
    </>
  );
}
