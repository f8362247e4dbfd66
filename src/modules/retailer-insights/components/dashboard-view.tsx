import Link from "next/link";
import { BarChart3, CreditCard, Eye, Megaphone, MousePointerClick, Settings, Ticket, Undo2 } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { DashboardData } from "../queries";
import { type RetailerProfile } from "@/modules/retailers";
import { formatCount, formatRate, StatCard } from "./stat-card";
import { spendInTerms } from "../funnel-model";
import type { WindowFigures } from "../stats";

/** The USD charged (and rate) for the week when it was shown in another currency, then the 30 days in the retailer's terms. */
function spendHint(week: WindowFigures, month: WindowFigures): string {
  const w = spendInTerms(week.spendUsdCents, week.spendLocal);
  const m = spendInTerms(month.spendUsdCents, month.spendLocal);
  return `${w.charged ? `${w.charged} · ` : ""}${m.primary} over 30 days`;
}

const DEMO_TEXT = "Demo Access – No Billing. Explore all premium features for free!";
/** Activity times in the retailer's own zone (its stores', else its country's). */
export function DashboardView({ retailer, data, timeZone = "UTC" }: { retailer: RetailerProfile; data: DashboardData; timeZone?: string }) {
  const { last7, last30 } = data;
  const when = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone });
  return (
    <>
      {retailer.isDemo ? (
        <p role="note" className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">{DEMO_TEXT}</p>
      ) : null}

      <section aria-labelledby="stats-heading" className="flex flex-col gap-3">
        <h2 id="stats-heading" className="text-lg font-semibold text-slate-900">Your figures</h2>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
          <StatCard label="Active coupons" value={formatCount(data.activeCoupons)} icon={<Ticket aria-hidden="true" className="h-4 w-4" />}
            hint={data.awaitingPaymentCoupons ? `${data.awaitingPaymentCoupons} awaiting payment` : "Live for shoppers now"} />
          <StatCard label="Redemptions (7 days)" value={formatCount(last7.redemptions)} hint={`${formatCount(last30.redemptions)} in 30 days`} icon={<Undo2 aria-hidden="true" className="h-4 w-4" />} />
          <StatCard label="Banner impressions (7 days)" value={formatCount(last7.impressions)} hint={`${formatCount(last30.impressions)} in 30 days`} icon={<Eye aria-hidden="true" className="h-4 w-4" />} />
          <StatCard label="Banner clicks (7 days)" value={formatCount(last7.clicks)} hint={`${formatCount(last30.clicks)} in 30 days`} icon={<MousePointerClick aria-hidden="true" className="h-4 w-4" />} />
          <StatCard label="Click rate (7 days)" value={formatRate(last7.clickRatePct)} hint={`${formatRate(last30.clickRatePct)} over 30 days`} icon={<BarChart3 aria-hidden="true" className="h-4 w-4" />} />
          <StatCard label="Spend (7 days)" value={spendInTerms(last7.spendUsdCents, last7.spendLocal).primary} hint={spendHint(last7, last30)} icon={<CreditCard aria-hidden="true" className="h-4 w-4" />} />
        </div>
        <p className="text-xs text-slate-600">Counted from recorded shopper events and your settled payments. Active banners: {data.activeBanners}.</p>
      </section>

      <section aria-labelledby="actions-heading" className="flex flex-col gap-3">
        <h2 id="actions-heading" className="text-lg font-semibold text-slate-900">Actions</h2>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
          <Link href="/retailer/coupons/upload" className={buttonClass("primary")}><Ticket aria-hidden="true" className="h-4 w-4" />Upload coupon</Link>
          <Link href="/retailer/banners" className={buttonClass("outline")}><Megaphone aria-hidden="true" className="h-4 w-4" />Banner ads</Link>
          <Link href="/retailer/analytics" className={buttonClass("outline")}><BarChart3 aria-hidden="true" className="h-4 w-4" />Analytics</Link>
          <Link href="/retailer/settings" className={buttonClass("outline")}><Settings aria-hidden="true" className="h-4 w-4" />Settings</Link>
        </div>
        {!retailer.isPremium ? (
          <p className="text-sm text-slate-700">
            Pay less per coupon and get priority banner placement: <Link href="/retailer/subscription" className="font-medium text-brand-700 underline">see Premium</Link>.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="activity-heading" className="flex flex-col gap-3">
        <h2 id="activity-heading" className="text-lg font-semibold text-slate-900">Recent activity</h2>
        <Card className="p-0">
          {data.activity.length === 0 ? (
            <p className="p-4 text-sm text-slate-600">Nothing yet. Upload a coupon or create a banner to get started.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.activity.map((a) => (
                <li key={a.id} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <span className="break-words text-sm text-slate-900">{a.text}</span>
                  <time dateTime={a.at} className="shrink-0 text-xs text-slate-600">{when.format(new Date(a.at))}</time>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </section>
    </>
  );
}
