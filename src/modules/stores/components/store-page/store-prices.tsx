import { Price } from "@/modules/currency/client";
import { PriceHistoryButton } from "@/modules/price-history/client";
import type { StorePriceLine } from "../../store-page-queries";

function age(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 60) return minutes <= 1 ? "updated just now" : `updated ${minutes} minutes ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return hours === 1 ? "updated 1 hour ago" : `updated ${hours} hours ago`;
  const days = Math.round(hours / 24);
  return days === 1 ? "updated yesterday" : `updated ${days} days ago`;
}

const SOURCE: Record<string, string> = { scrape: "from the store's website", retailer: "from the retailer", receipt: "from a receipt", seed: "demo data" };

/** Current prices at this store, each with its age and where it came from. */
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
                  <span className="block text-xs text-slate-600">{age(p.observedAt, now)} · {SOURCE[p.source] ?? p.source}</span>
                  <PriceHistoryButton productId={p.productId} storeId={store.id} productName={name} storeName={store.name} />
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
