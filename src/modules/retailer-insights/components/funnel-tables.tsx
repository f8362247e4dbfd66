import type { ReactNode } from "react";
import { clickRate, costPerInTerms, redemptionRate, saveRate, spendInTerms, type FunnelReport, type FunnelTarget, type LocalSpend } from "../funnel-model";
import { formatCount, formatRate } from "./stat-card";

/** A spend in the retailer's currency with the USD charged and the rate (decision 049), as one line. */
export function spendText(usdCents: number, local: LocalSpend): string {
  const m = spendInTerms(usdCents, local);
  return m.charged ? `${m.primary} (${m.charged})` : m.primary;
}
const perText = (usdCents: number, local: LocalSpend, results: number): string | null => {
  const c = costPerInTerms(usdCents, local, results);
  return c ? spendInTerms(c.usdCents, c.local).primary : null;
};

const PLACEMENT_LABEL: Record<string, string> = { homepage: "Home page banner", category: "Category banner", coupon: "Coupon Hub banner" };
const placementLabel = (p: string) => PLACEMENT_LABEL[p] ?? p.replace(/_/g, " ");

/**
 * One item per row: its name, then its figures as labelled cells — three to a line on a phone,
 * all on one line from md up — so nothing scrolls sideways or gets cut on a 390 px screen.
 */
function ItemList({ label, children }: { label: string; children: ReactNode }) {
  return <ul aria-label={label} className="flex flex-col divide-y divide-slate-100 border-t border-slate-100">{children}</ul>;
}

function Item({ t, detail, figures, testId }: { t: FunnelTarget; detail: string; figures: Array<[string, string]>; testId: string }) {
  return (
    <li className="flex flex-col gap-2 py-3 md:flex-row md:items-center md:gap-4" data-testid={testId}>
      <div className="min-w-0 md:w-56 md:shrink-0">
        <p className="break-words font-medium text-slate-900 [overflow-wrap:anywhere]">{t.name}</p>
        <p className="text-xs text-slate-600 [overflow-wrap:anywhere]">{detail}</p>
      </div>
      <dl className={`grid flex-1 grid-cols-3 gap-x-3 gap-y-2 text-sm ${figures.length > 4 ? "sm:grid-cols-4 md:grid-cols-7" : "md:grid-cols-3"}`}>
        {figures.map(([k, v]) => (
          <div key={k} className="min-w-0">
            <dt className="text-xs text-slate-600">{k}</dt>
            <dd className="font-medium tabular-nums text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

export function PlacementFunnel({ funnel }: { funnel: FunnelReport }) {
  if (funnel.placements.length === 0) return <p className="text-sm text-slate-600">No banners yet. Banners you create appear here with their impressions and clicks.</p>;
  const paid = funnel.bookedPlacements.filter((p) => p.spendUsdCents > 0);
  return (
    <>
      <ItemList label={`Banner impressions, clicks and click rate, last ${funnel.days} days`}>
        {funnel.placements.map((t) => (
          <Item key={t.id} t={t} detail={placementLabel(t.detail)} testId="placement-row" figures={[["Impressions", formatCount(t.counts.impressions)], ["Clicks", formatCount(t.counts.clicks)], ["Click rate", formatRate(clickRate(t.counts))]]} />
        ))}
      </ItemList>
      {paid.length === 0 ? (
        <p className="text-xs text-slate-600">No paid placements in these {funnel.days} days.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-xs text-slate-700" aria-label="Spend per placement" data-testid="placement-spend">
          {paid.map((p) => {
            const cpc = perText(p.spendUsdCents, p.spendLocal, p.counts.clicks);
            return (
              <li key={p.id} className="[overflow-wrap:anywhere]">
                <span className="font-medium text-slate-900">{p.name}:</span> {spendText(p.spendUsdCents, p.spendLocal)} in these {funnel.days} days for {formatCount(p.counts.clicks)} {p.counts.clicks === 1 ? "click" : "clicks"}{cpc ? ` — ${cpc} a click` : ""}.
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

export function CouponFunnel({ funnel }: { funnel: FunnelReport }) {
  if (funnel.coupons.length === 0) return <p className="text-sm text-slate-600">No live coupons and no coupon activity in these {funnel.days} days.</p>;
  return (
    <ItemList label={`Coupon views, saves, redemptions and spend, last ${funnel.days} days`}>
      {funnel.coupons.map((t) => {
        const cpr = perText(t.spendUsdCents, t.spendLocal, t.counts.redemptions);
        return (
          <Item
            key={t.id}
            t={t}
            detail={t.detail}
            testId="coupon-row"
            figures={[
              ["Views", formatCount(t.counts.couponViews)],
              ["Saves", formatCount(t.counts.saves)],
              ["Redeemed", formatCount(t.counts.redemptions)],
              ["Save rate", formatRate(saveRate(t.counts))],
              ["Redemption rate", formatRate(redemptionRate(t.counts))],
              ["Spend", t.spendUsdCents > 0 ? spendInTerms(t.spendUsdCents, t.spendLocal).primary : "—"],
              ["Per redemption", cpr ?? "—"],
            ]}
          />
        );
      })}
    </ItemList>
  );
}

/** What was paid in the period, by kind of payment (any kind, including ones added later), against what it bought. */
export function SpendAgainstResults({ funnel }: { funnel: FunnelReport }) {
  if (funnel.spend.length === 0) return <p className="text-sm text-slate-600">Nothing paid in these {funnel.days} days.</p>;
  const t = funnel.totals;
  const result = (kind: string): string => {
    const k = funnel.spend.find((s) => s.kind === kind);
    if (kind === "coupon_fee" && k) {
      const c = perText(k.usdCents, k.local, funnel.coupons.reduce((s, x) => s + (x.spendUsdCents > 0 ? x.counts.redemptions : 0), 0));
      return c ? `${c} a redemption of those coupons` : "no redemptions of those coupons yet";
    }
    if (kind === "placement" && k) {
      const c = perText(k.usdCents, k.local, funnel.bookedPlacements.reduce((s, x) => s + (x.spendUsdCents > 0 ? x.counts.clicks : 0), 0) || t.clicks);
      return c ? `${c} a click on the paid placements' banners` : "no banner clicks yet";
    }
    return "covers your account as a whole";
  };
  return (
    <ul className="flex flex-col divide-y divide-slate-100 text-sm" data-testid="spend-by-kind">
      {funnel.spend.map((s) => (
        <li key={s.kind} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:justify-between">
          <span className="font-medium text-slate-900">{s.label} <span className="font-normal text-slate-600">({formatCount(s.payments)} {s.payments === 1 ? "payment" : "payments"})</span></span>
          <span className="text-slate-700 [overflow-wrap:anywhere]"><span className="font-semibold tabular-nums text-slate-900">{spendInTerms(s.usdCents, s.local).primary}</span>{spendInTerms(s.usdCents, s.local).charged ? ` (${spendInTerms(s.usdCents, s.local).charged})` : ""} · {result(s.kind)}</span>
        </li>
      ))}
    </ul>
  );
}
