"use client";
import { Card } from "@/components/ui/card";
import { useCurrency } from "@/modules/currency/client";
import { formatMoney } from "@/modules/currency/engine";
import type { PlanDto } from "../dto";
import { savingsSentence, shownFigures } from "../comparison/shown-figures";

/** The total-savings banner, the plan's totals and whether the optimum is proven. */
export function PlanSummary({ comparison: c }: { comparison: PlanDto }) {
  const { format, convert, currency } = useCurrency();
  const money = (cents: number) => format(cents, c.currency);
  // Totals are the sums of the rounded amounts shown, all in the display currency.
  const shown = shownFigures(c, (cents) => convert(cents, c.currency));
  const show = (displayCents: number) => formatMoney(displayCents, currency);
  const saves = (shown.savings ?? 0) > 0;
  return (
    <Card className={saves ? "border-brand-500 bg-brand-50" : undefined} data-testid="savings-banner">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">Total savings</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{shown.savings !== null ? show(Math.max(0, shown.savings)) : "—"}</p>
      <p className="mt-1 text-sm text-slate-800" data-testid="savings-summary">{savingsSentence(c, shown, show)}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Stores</dt>
          <dd className="font-semibold" data-testid="plan-store-count">{c.stores.length}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Items cost</dt>
          <dd className="font-semibold" data-testid="plan-items-total">{show(shown.itemsCost)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Stop costs</dt>
          <dd className="font-semibold">{show(shown.visitCost)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Plan total</dt>
          <dd className="font-semibold" data-testid="plan-total">{show(shown.total)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs">
        {c.optimal ? (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white" data-testid="optimal-badge">
            Optimal: proven (lower bound {show(shown.total)})
          </span>
        ) : (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
            Best found; no plan can cost less than {money(c.lowerBoundCents)}
          </span>
        )}
      </p>
    </Card>
  );
}
