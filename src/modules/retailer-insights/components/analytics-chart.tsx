"use client";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { FunnelDay } from "../funnel-model";

const short = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const label = (day: string) => short.format(new Date(`${day}T00:00:00Z`));

/** Banner impressions and clicks, coupon views, saves and redemptions per UTC day over the period. */
export function AnalyticsChart({ points, days }: { points: FunnelDay[]; days: number }) {
  const total = points.reduce((s, p) => s + p.impressions + p.clicks + p.couponViews + p.saves + p.redemptions, 0);
  return (
    <figure className="flex flex-col gap-2">
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
            <XAxis dataKey="day" tickFormatter={label} tick={{ fontSize: 11, fill: "#475569" }} minTickGap={24} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: "#475569" }} />
            <Tooltip labelFormatter={(d) => label(String(d))} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line type="monotone" dataKey="impressions" name="Impressions" stroke="#047857" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="clicks" name="Clicks" stroke="#1d4ed8" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="couponViews" name="Coupon views" stroke="#7c3aed" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="saves" name="Saves" stroke="#db2777" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="redemptions" name="Redemptions" stroke="#b45309" strokeWidth={2} dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-slate-600">
        Last {days} days (UTC). {total === 0 ? "No shopper activity recorded yet." : null}
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700">Show the numbers as a table</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">Daily impressions, clicks, coupon views, saves and redemptions</caption>
            <thead><tr><th scope="col" className="py-1">Day</th><th scope="col">Impr.</th><th scope="col">Clicks</th><th scope="col">Views</th><th scope="col">Saves</th><th scope="col">Redeemed</th></tr></thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.day} className="border-t border-slate-100"><th scope="row" className="py-1 font-normal">{label(p.day)}</th><td>{p.impressions}</td><td>{p.clicks}</td><td>{p.couponViews}</td><td>{p.saves}</td><td>{p.redemptions}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
