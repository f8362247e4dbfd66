import { Price } from "@/modules/currency/client";
import type { ReactNode } from "react";
import type { StorePriceLine } from "../../store-page-queries";

/**
 * Current prices at this store, each with where it came from and its age, in the price rule's words (stale or under review said so).
 * The words and each line's buttons (price history, report) come from the page: `describe` and `lineActions`, so this module
 * imports neither moderation nor price-history (decision 059).
 */
export function StorePrices({ prices, focusProductId, describe, lineActions }: {
  prices: StorePriceLine[];
  focusProductId: string | null;
  /** The line's source and age in words. */
  describe: (line: StorePriceLine) => string;
  /** The line's buttons, given the name shown. */
  lineActions: (line: StorePriceLine, name: string) => ReactNode;
}) {
  return (
    <section aria-labelledby="store-prices" className="flex flex-col gap-2">
      <h2 id="store-prices" className="text-lg font-semibold text-slate-900">Latest prices</h2>
      {prices.length === 0 ? <p className="text-sm text-slate-600">We have no prices for this store yet.</p> : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" data-testid="store-prices">
          {prices.map((p) => {
            const name = [p.brand && !p.name.toLowerCase().startsWith(p.brand.toLowerCase()) ? p.brand : null, p.name, p.size].filter(Boolean).join(" ");
            return (
              <li key={p.productId} className={`flex items-center justify-between gap-3 px-3 py-2 ${p.productId === focusProductId ? "bg-amber-50" : ""}`} data-testid="store-price-line">
                <span className="min-w-0">
                  <span className="block break-words text-sm font-medium text-slate-900">{name}</span>
                  <span className="block text-xs text-slate-600" data-testid="price-source">{describe(p)}</span>
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    {lineActions(p, name)}
                  </span>
                </span>
                <Price cents={p.amountCents} currency={p.currency} className="shrink-0 text-sm font-semibold text-slate-900" />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
