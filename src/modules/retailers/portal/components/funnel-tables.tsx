import type { ReactNode } from "react";
import { clickRate, costPer, redemptionRate, saveRate, type FunnelReport, type FunnelTarget } from "../funnel-model";
import { formatCount, formatRate, formatUsd } from "./stat-card";

const PLACEMENT_LABEL: Record<string, string> = { homepage: "Home page banner", category: "Category banner", coupon: "Coupon Hub banner" };
const placementLabel = (p: string) => PLACEMENT_LABEL[p] ?? p.replace(/_/g, " ");

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    // The table scrolls inside its card on a phone; the page itself never gets wider than the screen.
    <div className="-mx-4 overflow-x-auto px-4">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-slate-600">
          <tr>{head.map((h, i) => <th key={h} scope="col" className={i === 0 ? "py-1 pr-2" : "px-2 text-right"}>{h}</th>)}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const Num = ({ children }: { children: ReactNode }) => <td className="px-2 text-right tabular-nums">{children}</td>;
const Name = ({ t, detail }: { t: FunnelTarget; detail: string }) => (
  <th scope="row" className="max-w-[14rem] py-2 pr-2 font-normal">
    <span className="block break-words font-medium text-slate-900">{t.name}</span>
    <span className="text-xs text-slate-600">{detail}</span>
  </th>
);

export function PlacementFunnel({ funnel }: { funnel: FunnelReport }) {
  if (funnel.placements.length === 0) return <p className="text-sm text-slate-600">No banners yet. Banners you create appear here with their impressions and clicks.</p>;
  const spend = funnel.spend.find((s) => s.kind === "placement")?.usdCents ?? 0;
  const clicks = funnel.placements.reduce((s, t) => s + t.counts.clicks, 0);
  const cpc = costPer(spend, clicks);
  return (
    <>
      <Table caption={`Banner impressions, clicks and click rate, last ${funnel.days} days`} head={["Banner", "Impressions", "Clicks", "Click rate"]}>
        {funnel.placements.map((t) => (
          <tr key={t.id} className="border-t border-slate-100" data-testid="placement-row">
            <Name t={t} detail={placementLabel(t.detail)} />
            <Num>{formatCount(t.counts.impressions)}</Num>
            <Num>{formatCount(t.counts.clicks)}</Num>
            <Num>{formatRate(clickRate(t.counts))}</Num>
          </tr>
        ))}
      </Table>
      <p className="text-xs text-slate-600">
        {spend > 0 ? `Paid placements: ${formatUsd(spend)} in these ${funnel.days} days for ${formatCount(clicks)} clicks${cpc !== null ? ` — ${formatUsd(cpc)} a click` : ""}.` : `No paid placements in these ${funnel.days} days.`}
      </p>
    </>
  );
}

export function CouponFunnel({ funnel }: { funnel: FunnelReport }) {
  if (funnel.coupons.length === 0) return <p className="text-sm text-slate-600">No live coupons and no coupon activity in these {funnel.days} days.</p>;
  return (
    <Table caption={`Coupon views, saves, redemptions and spend, last ${funnel.days} days`} head={["Coupon", "Views", "Saves", "Redeemed", "Save rate", "Redemption rate", "Spend", "Per redemption"]}>
      {funnel.coupons.map((t) => {
        const cpr = costPer(t.spendUsdCents, t.counts.redemptions);
        return (
          <tr key={t.id} className="border-t border-slate-100" data-testid="coupon-row">
            <Name t={t} detail={t.detail} />
            <Num>{formatCount(t.counts.couponViews)}</Num>
            <Num>{formatCount(t.counts.saves)}</Num>
            <Num>{formatCount(t.counts.redemptions)}</Num>
            <Num>{formatRate(saveRate(t.counts))}</Num>
            <Num>{formatRate(redemptionRate(t.counts))}</Num>
            <Num>{t.spendUsdCents > 0 ? formatUsd(t.spendUsdCents) : "—"}</Num>
            <Num>{cpr !== null ? formatUsd(cpr) : "—"}</Num>
          </tr>
        );
      })}
    </Table>
  );
}

/** What was paid in the period, by kind of payment (any kind, including ones added later), against what it bought. */
export function SpendAgainstResults({ funnel }: { funnel: FunnelReport }) {
  if (funnel.spend.length === 0) return <p className="text-sm text-slate-600">Nothing paid in these {funnel.days} days.</p>;
  const t = funnel.totals;
  const result = (kind: string): string => {
    if (kind === "coupon_fee") {
      const c = costPer(funnel.coupons.reduce((s, x) => s + x.spendUsdCents, 0), funnel.coupons.reduce((s, x) => s + (x.spendUsdCents > 0 ? x.counts.redemptions : 0), 0));
      return c !== null ? `${formatUsd(c)} a redemption of those coupons` : "no redemptions of those coupons yet";
    }
    if (kind === "placement") {
      const c = costPer(funnel.spend.find((s) => s.kind === "placement")?.usdCents ?? 0, t.clicks);
      return c !== null ? `${formatUsd(c)} a banner click` : "no banner clicks yet";
    }
    return "covers your account as a whole";
  };
  return (
    <ul className="flex flex-col divide-y divide-slate-100 text-sm" data-testid="spend-by-kind">
      {funnel.spend.map((s) => (
        <li key={s.kind} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:justify-between">
          <span className="font-medium text-slate-900">{s.label} <span className="font-normal text-slate-600">({formatCount(s.payments)} {s.payments === 1 ? "payment" : "payments"})</span></span>
          <span className="text-slate-700"><span className="font-semibold tabular-nums text-slate-900">{formatUsd(s.usdCents)}</span> · {result(s.kind)}</span>
        </li>
      ))}
    </ul>
  );
}
