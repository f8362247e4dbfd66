import Link from "next/link";
import { Card } from "@/components/ui/card";
import { Price } from "@/modules/currency/client";
import type { RecentTripDto } from "../recent-savings";

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** Home's Recent Savings: the shopper's own planned trips and what each saved, shown in their currency. */
export function RecentSavings({ trips }: { trips: RecentTripDto[] }) {
  return (
    <section aria-labelledby="recent-savings" className="flex flex-col gap-2" data-testid="recent-savings">
      <h2 id="recent-savings" className="text-lg font-semibold text-slate-900">Recent Savings</h2>
      {trips.length === 0 ? (
        <Card>
          <p className="text-sm text-slate-700">No savings yet. Open a list, compare prices and choose “Shop this plan” — each trip you plan shows up here with what it saved.</p>
          <Link href="/lists" className="mt-2 inline-block text-sm font-medium text-brand-800 underline-offset-2 hover:underline">Go to your lists</Link>
        </Card>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {trips.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0">
                <span className="block break-words text-sm font-medium text-slate-900">{t.listName}</span>
                <span className="block text-xs text-slate-600">
                  {day.format(new Date(t.createdAt))} · {t.itemCount} item{t.itemCount === 1 ? "" : "s"} at {t.storeCount} store{t.storeCount === 1 ? "" : "s"} · <Price cents={t.planTotalCents} currency={t.currency} />
                </span>
              </span>
              <span className="shrink-0 text-right">
                {t.savedCents > 0 ? (
                  <><span className="block text-xs text-slate-600">Saved</span><Price cents={t.savedCents} currency={t.currency} className="block text-sm font-bold text-brand-800" /></>
                ) : (
                  <span className="block text-xs text-slate-600">Already the cheapest store</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
