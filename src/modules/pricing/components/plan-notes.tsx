import { Card } from "@/components/ui/card";
import type { PlanDto } from "../dto";
import { MoneyText } from "./money-text";

/** Distance filtering, "Why these stores?", items left out and the optimiser's own log. */
export function PlanNotes({ comparison: c }: { comparison: PlanDto }) {
  const d = c.distanceFiltering;
  return (
    <>
      {c.uncovered.length ? (
        <Card>
          <h2 className="font-semibold">Not in this plan</h2>
          <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
            {c.uncovered.map((u) => (
              <li key={u.listItemId}>
                <span className="font-medium">{u.itemName}</span> — <MoneyText text={u.reason} />
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Card>
        <h2 className="font-semibold">How far we looked</h2>
        <p className="mt-1 text-sm text-slate-800" data-testid="distance-filtering">{distanceSentence(c)}</p>
        <p className="mt-1 text-xs text-slate-600">Measured from {d.origin.label}.</p>
      </Card>
      <Card>
        <h2 className="font-semibold">Why These Stores?</h2>
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-800" data-testid="why-these-stores">
          {c.explanation.map((line, i) => (
            <li key={i}><MoneyText text={line} /></li>
          ))}
        </ul>
        {c.decisionLog.length ? (
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-medium text-brand-800">Decision log</summary>
            <ol className="mt-2 list-decimal pl-5 text-slate-700" data-testid="decision-log">
              {c.decisionLog.map((line, i) => (
                <li key={i}><MoneyText text={line} /></li>
              ))}
            </ol>
          </details>
        ) : null}
      </Card>
    </>
  );
}

function distanceSentence(c: PlanDto): string {
  const d = c.distanceFiltering;
  if (d.storesFound === 0) return `No stores within ${d.maxDistanceKm} km of ${d.origin.label}.`;
  const widened =
    d.finalDistanceKm > d.initialDistanceKm
      ? `We started with stores within ${d.initialDistanceKm} km and widened the search to ${d.finalDistanceKm} km to cover more of your items`
      : `Stores within ${d.initialDistanceKm} km already cover everything we could find, so we did not look further`;
  return `${widened} (never beyond ${d.maxDistanceKm} km). ${d.storesFound} store${d.storesFound === 1 ? " is" : "s are"} within ${d.maxDistanceKm} km; ${d.storesInAllowance} within ${d.finalDistanceKm} km, of which ${d.viableStores} could take part in the plan.`;
}
