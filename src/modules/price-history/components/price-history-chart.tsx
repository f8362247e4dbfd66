"use client";
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { WeekPoint } from "../engine/verdict";

const short = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const label = (iso: string) => short.format(new Date(iso));

/** Weekly closing and lowest price at one store; the dashed line is the usual price. */
export function PriceHistoryChart({ weeks, usualCents, money }: { weeks: WeekPoint[]; usualCents: number | null; money: (cents: number) => string }) {
  return (
    <figure className="flex flex-col gap-2">
      <div className="h-48 w-full" aria-hidden="true" data-testid="price-history-chart">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={weeks} margin={{ top: 8, right: 12, bottom: 0, left: 4 }}>
            <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
            <XAxis dataKey="weekStart" tickFormatter={label} tick={{ fontSize: 11, fill: "#475569" }} minTickGap={16} />
            <YAxis tickFormatter={(v: number) => money(v)} tick={{ fontSize: 11, fill: "#475569" }} width={64} domain={["auto", "auto"]} />
            <Tooltip labelFormatter={(d) => `Week of ${label(String(d))}`} formatter={(v) => money(Number(v))} />
            {usualCents !== null ? <ReferenceLine y={usualCents} stroke="#64748b" strokeDasharray="4 4" /> : null}
            <Line type="stepAfter" dataKey="closeCents" name="Price" stroke="#047857" strokeWidth={2} dot={{ r: 2 }} isAnimationActive={false} />
            <Line type="stepAfter" dataKey="lowCents" name="Lowest that week" stroke="#1d4ed8" strokeWidth={1} strokeDasharray="2 3" dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-slate-600">Weekly price (UTC weeks){usualCents !== null ? "; dashed: usual price" : ""}.</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700">Show the numbers as a table</summary>
        <table className="mt-2 w-full text-left text-xs">
          <caption className="sr-only">Weekly prices</caption>
          <thead><tr><th scope="col" className="py-1">Week of</th><th scope="col">Price</th><th scope="col">Lowest</th></tr></thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart} className="border-t border-slate-100"><th scope="row" className="py-1 font-normal">{label(w.weekStart)}</th><td>{money(w.closeCents)}</td><td>{money(w.lowCents)}</td></tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
