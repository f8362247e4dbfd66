import { Price } from "@/modules/currency/client";
import { PriceHistoryButton } from "@/modules/price-history/client";
import { ReportPriceButton } from "@/modules/moderation/client";
import { describePrice } from "@/modules/moderation/engine";
import type { StorePriceLine } from "../../store-page-queries";

/** Current prices at this store, each with where it came from and its age, in the price rule's words (stale or under review said so). */
export function StorePrices({ prices, store, focusProductId, now }: { prices: StorePriceLine[]; store: { id: string; name: string }; focusProductId: string | null; now: Date }) {
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
                  <span className="block text-xs text-slate-600" data-testid="price-source">{describePrice(p, now)}</span>
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <PriceHistoryButton productId={p.productId} storeId={store.id} productName={name} storeName={store.name} />
                    <ReportPriceButton productId={p.productId} storeId={store.id} productName={name} storeName={store.name} />
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
