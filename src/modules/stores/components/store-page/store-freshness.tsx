import { Clock } from "lucide-react";
import type { StoreFreshness } from "../../store-page-queries";

function ago(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 60) return minutes <= 1 ? "just now" : `${minutes} minutes ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  const days = Math.round(hours / 24);
  return days === 1 ? "yesterday" : `${days} days ago`;
}

/** How current this store's prices are (price data refreshes daily). */
export function StoreFreshnessNote({ freshness, freshDays, now }: { freshness: StoreFreshness; freshDays: number; now: Date }) {
  return (
    <section aria-labelledby="store-freshness" className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="store-freshness">
      <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
      <div>
        <h2 id="store-freshness" className="font-semibold text-slate-900">Price freshness</h2>
        {freshness.lastObservedAt ? (
          <p className="text-sm text-slate-700">
            Prices last updated {ago(freshness.lastObservedAt, now)} · {freshness.freshCount} of {freshness.productCount} products priced in the last {freshDays} days. Price data refreshes daily.
          </p>
        ) : (
          <p className="text-sm text-slate-700">We have no prices for this store yet.</p>
        )}
      </div>
    </section>
  );
}
