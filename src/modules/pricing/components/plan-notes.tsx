import { Card } from "@/components/ui/card";
import type { PlanDto } from "../dto";
import { MoneyText } from "./money-text";
import { ChosenSubstitutes, SubstituteSuggestions } from "./substitute-suggestions";
import { ExcludedLines } from "./excluded-lines";

/** What the notes need to let the shopper choose a substitute (absent: suggestions only). */
export interface SubstituteChoice { canChoose: boolean; pending: boolean; onChoose: (itemId: string, productId: string | null) => void; onUndoExclusion?: (itemId: string) => void }

/** Distance filtering, "Why these stores?", items left out (with substitutes) and the optimiser's own log. */
export function PlanNotes({ comparison: c, substitutes }: { comparison: PlanDto; substitutes?: SubstituteChoice }) {
  const d = c.distanceFiltering;
  const choice = substitutes ?? { canChoose: false, pending: false, onChoose: () => undefined };
  return (
    <>
      {c.uncovered.length ? (
        <Card>
          <h2 className="font-semibold">Not in this plan</h2>
          <ul className="mt-2 flex flex-col gap-2 text-sm text-slate-800">
            {c.uncovered.map((u) => (
              <li key={u.listItemId} data-testid="uncovered-item">
                <span className="font-medium">{u.itemName}</span> — <MoneyText text={u.reason} />
                {u.substitutes ? (
                  <SubstituteSuggestions itemId={u.listItemId} itemName={u.itemName} substitutes={u.substitutes} currency={c.currency} {...choice} />
                ) : null}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {choice.onUndoExclusion ? <ExcludedLines items={c.items} currency={c.currency} canChoose={choice.canChoose} pending={choice.pending} onChoose={choice.onChoose} onUndo={choice.onUndoExclusion} /> : null}
      {c.items.some((i) => i.substitute) ? (
        <Card>
          <h2 className="font-semibold">Substitutes in this plan</h2>
          <div className="mt-2"><ChosenSubstitutes items={c.items} pending={choice.pending} onChoose={choice.onChoose} /></div>
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
