"use client";
import { Card } from "@/components/ui/card";
import { useAction } from "@/components/ui/use-action";
import type { CurrencyCode } from "@/modules/currency/engine";
import { chooseSubstituteAction } from "../actions";
import type { ComparisonItemDto, UncoveredItemDto } from "../dto";
import { MoneyText } from "./money-text";
import { ChosenSubstitutes, SubstituteSuggestions } from "./substitute-suggestions";

/**
 * /compare: the lines no store near the shopper prices, with substitutes (decision 054), and the
 * substitutes already chosen. Choosing saves it on the list item and the page is computed again.
 */
export function MissingLines({ listId, uncovered, items, currency }: { listId: string | null; uncovered: UncoveredItemDto[]; items: ComparisonItemDto[]; currency: CurrencyCode }) {
  const choose = useAction(chooseSubstituteAction, { refresh: true, failure: { title: "Substitute not saved" } });
  const missing = uncovered.filter((u) => u.substitutes);
  const onChoose = (itemId: string, productId: string | null) => {
    if (listId) void choose.run({ listId, itemId, productId, visitCostCents: 0, maxStores: null, biggerPacks: false, near: null });
  };
  if (!missing.length && !items.some((i) => i.substitute)) return null;
  return (
    <Card data-testid="missing-lines">
      <h2 className="font-semibold">{missing.length ? "Not sold near you" : "Substitutes in this list"}</h2>
      {missing.length ? (
      <ul className="mt-2 flex flex-col gap-2 text-sm text-slate-800">
        {missing.map((u) => (
          <li key={u.listItemId} data-testid="uncovered-item">
            <span className="font-medium">{u.itemName}</span> — <MoneyText text={u.reason} />
            <SubstituteSuggestions itemId={u.listItemId} itemName={u.itemName} substitutes={u.substitutes!} currency={currency} canChoose={listId !== null} pending={choose.pending} onChoose={onChoose} />
          </li>
        ))}
      </ul>
      ) : null}
      <div className="mt-2"><ChosenSubstitutes items={items} pending={choose.pending} onChoose={onChoose} /></div>
    </Card>
  );
}
