"use client";
import { Price } from "@/modules/currency/client";
import type { CurrencyCode } from "@/modules/currency/engine";
import type { ComparisonItemDto, SubstituteDto } from "../dto";

/**
 * Under a line no store in range prices (decision 054): up to three substitutes with their price
 * and store. Choosing one is remembered on the list item and the plan is computed again with it.
 */
export function SubstituteSuggestions({ itemId, itemName, substitutes, currency, canChoose, pending, onChoose }: {
  itemId: string;
  itemName: string;
  substitutes: SubstituteDto[];
  currency: CurrencyCode;
  canChoose: boolean;
  pending: boolean;
  onChoose: (itemId: string, productId: string | null) => void;
}) {
  if (!substitutes.length) return <p className="mt-1 text-xs text-slate-600">No similar product is sold near you either.</p>;
  return (
    <div className="mt-1" data-testid="substitutes">
      <p className="text-xs font-medium text-slate-700">Instead of {itemName}, you could buy:</p>
      <ul className="mt-1 flex flex-col gap-1">
        {substitutes.map((s) => (
          <li key={s.productId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border border-slate-200 px-2 py-1.5">
            <span className="min-w-0 text-sm">
              <span className="block break-words font-medium text-slate-900">{s.name}</span>
              <span className="block text-xs text-slate-600">
                <Price cents={s.priceCents} currency={currency} /> at {s.storeName}
                {s.atPlanStore ? " · in your plan" : ""}
              </span>
            </span>
            {canChoose ? (
              <button
                type="button"
                disabled={pending}
                onClick={() => onChoose(itemId, s.productId)}
                className="shrink-0 rounded-md border border-brand-700 px-2 py-1 text-xs font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-50"
                aria-label={`Use ${s.name} instead of ${itemName}`}
              >
                Use this
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {!canChoose ? <p className="mt-1 text-xs text-slate-600">Save these items as a list to keep a substitute.</p> : null}
    </div>
  );
}

/** The lines priced as a chosen substitute, with a way back to the line's own words. */
export function ChosenSubstitutes({ items, pending, onChoose }: { items: ComparisonItemDto[]; pending: boolean; onChoose: (itemId: string, productId: string | null) => void }) {
  const chosen = items.filter((i) => i.substitute);
  if (!chosen.length) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm" data-testid="chosen-substitutes">
      {chosen.map((i) => (
        <li key={i.listItemId} className="flex flex-wrap items-center justify-between gap-2">
          <span className="min-w-0 break-words">
            <span className="font-medium">{i.itemName}</span>: using {i.substitute!.name}
          </span>
          <button type="button" disabled={pending} onClick={() => onChoose(i.listItemId, null)} className="shrink-0 text-xs font-medium text-brand-800 underline disabled:opacity-50">
            Undo
          </button>
        </li>
      ))}
    </ul>
  );
}
