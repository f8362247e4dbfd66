import Link from "next/link";
import { Crown } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { AnalyticsData, CouponPerformance } from "../queries";
import type { RetailerProfile } from "../profile";
import { AnalyticsChart } from "./analytics-chart";
import { formatCount, formatRate, formatUsd, StatCard } from "./stat-card";

function CouponTable({ caption, rows, empty }: { caption: string; rows: CouponPerformance[]; empty: string }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-slate-600">
          <tr><th scope="col" className="py-1 pr-2">Coupon</th><th scope="col" className="px-2 text-right">Views</th><th scope="col" className="px-2 text-right">Saves</th><th scope="col" className="pl-2 text-right">Redeemed</th></tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.id} className="border-t border-slate-100">
              <th scope="row" className="py-2 pr-2 font-normal"><span className="block break-words font-medium text-slate-900">{c.title}</span><span className="text-xs text-slate-600">{c.discountValue}</span></th>
              <td className="px-2 text-right tabular-nums">{formatCount(c.views)}</td>
              <td className="px-2 text-right tabular-nums">{formatCount(c.saves)}</td>
              <td className="pl-2 text-right tabular-nums">{formatCount(c.redemptions)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AnalyticsView({ retailer, data }: { retailer: RetailerProfile; data: AnalyticsData }) {
  const m = data.last30;
  const views = m.impressions + m.couponViews;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <StatCard label="Total coupons" value={formatCount(data.totalCoupons)} hint="All you have uploaded" />
        <StatCard label="Views (30 days)" value={formatCount(views)} hint={`${formatCount(m.impressions)} banner, ${formatCount(m.couponViews)} coupon`} />
        <StatCard label="Click rate (30 days)" value={formatRate(m.clickRatePct)} hint={`${formatCount(m.clicks)} clicks on ${formatCount(m.impressions)} impressions`} />
        <StatCard label="Redemptions (30 days)" value={formatCount(m.redemptions)} hint={`${formatCount(data.allTime.redemptions)} all time`} />
        <StatCard label="Spend (30 days)" value={formatUsd(m.spendUsdCents)} hint="Fees and plans you paid" />
      </div>

      <Card className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Last 30 days</h2>
        <AnalyticsChart points={data.daily} />
      </Card>

      {/* Grid items default to min-width: auto; min-w-0 keeps a long coupon title from widening the page on a phone. */}
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="flex min-w-0 flex-col gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Top coupons</h2>
          <CouponTable caption="Your three most redeemed coupons" rows={data.topCoupons} empty="No coupons yet." />
        </Card>
        <Card className="flex min-w-0 flex-col gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Recent coupons</h2>
          <CouponTable caption="Your five newest coupons" rows={data.recentCoupons} empty="No coupons yet." />
        </Card>
      </div>

      {!retailer.isPremium ? (
        <Card className="flex flex-col gap-2 border-amber-200 bg-amber-50">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-amber-900"><Crown aria-hidden="true" className="h-5 w-5" />Premium features</h2>
          <ul className="list-disc pl-5 text-sm text-amber-950">
            <li>Coupon uploads for US$3.99 instead of US$19.99</li>
            <li>Priority banner placement and rotation, featured slots</li>
            <li>Priority support</li>
          </ul>
          <Link href="/retailer/subscription" className={buttonClass("primary", "self-start")}>Upgrade to Premium — US$49.99/month</Link>
        </Card>
      ) : null}
    </>
  );
}
