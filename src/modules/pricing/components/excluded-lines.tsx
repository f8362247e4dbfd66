"use client";
import { Card } from "@/components/ui/card";
import type { CurrencyCode } from "@/modules/currency/engine";
import type { ComparisonItemDto } from "../dto";
import { SubstituteSuggestions } from "./substitute-suggestions";

/**
 * The lines with a product the shopper said "Not this product" to (decision 058): what is
 * excluded, "Undo exclusion", and — while the line is still priced without it — up to three
 * substitutes to use instead (an uncovered line shows its substitutes under "Not in this plan").
 */
export function ExcludedLines({ items, currency, canChoose, pending, onChoose, onUndo }: {
  items: ComparisonItemDto[];
  currency: CurrencyCode;
  canChoose: boolean;
  pending: boolean;
  onChoose: (itemId: string, productId: string | null) => void;
  onUndo: (itemId: string) => void;
}) {
  const lines = items.filter((i) => i.excluded?.products.length);
  if (!lines.length) return null;
  return (
    <Card data-testid="excluded-lines">
      <h2 className="font-semibold">Products you excluded</h2>
      <ul className="mt-2 flex flex-col gap-3 text-sm text-slate-800">
        {lines.map((i) => (
          <li key={i.listItemId} data-testid="excluded-line">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words">
                <span className="font-medium">{i.itemName}</span>: not {i.excluded!.products.map((p) => p.name).join(", ")}
              </span>
              <button
                type="button"
                disabled={pending}
                onClick={() => onUndo(i.listItemId)}
                className="shrink-0 text-xs font-medium text-brand-800 underline disabled:opacity-50"
                aria-label={`Undo exclusion for ${i.itemName}`}
              >
                Undo exclusion
              </button>
            </div>
            {i.excluded!.substitutes && !i.substitute ? (
              <SubstituteSuggestions itemId={i.listItemId} itemName={i.itemName} substitutes={i.excluded!.substitutes} currency={currency} canChoose={canChoose} pending={pending} onChoose={onChoose} />
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
