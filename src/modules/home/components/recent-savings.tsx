import Link from "next/link";
import { Card } from "@/components/ui/card";
import { Price } from "@/modules/currency/client";
import type { SavingsEntry } from "../savings";

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const items = (n: number) => `${n} item${n === 1 ? "" : "s"}`;

/** Home's Recent Savings: the shopper's planned trips and shared receipts, newest first, with what each saved. */
export function RecentSavings({ entries }: { entries: SavingsEntry[] }) {
  return (
    <section aria-labelledby="recent-savings" className="flex flex-col gap-2" data-testid="recent-savings">
      <h2 id="recent-savings" className="text-lg font-semibold text-slate-900">Recent Savings</h2>
      {entries.length === 0 ? (
        <Card>
          <p className="text-sm text-slate-700">No savings yet. Open a list, compare prices and choose “Shop this plan”, or share a scanned receipt — each shows up here with what it saved.</p>
          <Link href="/lists" className="mt-2 inline-block text-sm font-medium text-brand-800 underline-offset-2 hover:underline">Go to your lists</Link>
        </Card>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {entries.map((e) => (
            <li key={`${e.kind}-${e.id}`} className="flex items-center justify-between gap-3 px-3 py-2" data-kind={e.kind}>
              <span className="min-w-0">
                <span className="block break-words text-sm font-medium text-slate-900">{e.kind === "receipt" ? `Receipt · ${e.title}` : e.title}</span>
                <span className="block text-xs text-slate-600">
                  {day.format(new Date(e.createdAt))} · {e.kind === "trip" ? `${items(e.itemCount)} at ${e.storeCount} store${e.storeCount === 1 ? "" : "s"}` : `${items(e.itemCount)} paid`} · <Price cents={e.totalCents} currency={e.currency} />
                </span>
              </span>
              <span className="shrink-0 text-right">
                {e.savedCents > 0 ? (
                  <>
                    <span className="block text-xs text-slate-600">Saved</span>
                    <Price cents={e.savedCents} currency={e.currency} className="block text-sm font-bold text-brand-800" />
                  </>
                ) : (
                  <span className="block max-w-32 text-xs text-slate-600">{e.noBaseline ? (e.kind === "trip" ? "No single store has them all" : "Nothing to compare with") : "Already the cheapest store"}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
