"use client";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { Card } from "@/components/ui/card";
import { buttonClass } from "@/components/ui/button";
import { useCurrency } from "@/modules/currency/client";
import type { CurrencyCode } from "@/modules/currency/engine";
import { BudgetControl } from "@/modules/lists/client";
import type { ListTotalsOutcome } from "../list-totals/totals";

const REASON: Record<string, string> = {
  "last-plan": "your last plan's store",
  cheapest: "the cheapest single store for this list",
  plan: "a store in this list's plan",
  nearest: "the nearby store that prices most of this list",
  chosen: "the store you picked",
  here: "where you are",
};

const OUTCOME_TEXT: Partial<Record<ListTotalsOutcome["status"], string>> = {
  "location-needed": "Save your address in Profile to see this list's total at nearby stores.",
  "no-stores": "No store nearby has current prices for these items yet.",
  failed: "The total couldn't be worked out just now. Please try again later.",
  empty: "Add items to see their estimated total.",
};

/**
 * The list's estimated total at one store, split into priced lines, estimates and lines with no
 * price there, with the budget bar under it (issue 27, decision 053). The shopper switches the
 * store or says "I'm at" it; both are links, so the server recomputes.
 */
export function ListTotalsCard({ outcome, listId, budget, listCurrency }: {
  outcome: ListTotalsOutcome;
  listId: string;
  budget: { cents: number; currency: CurrencyCode } | null;
  listCurrency: CurrencyCode;
}) {
  const { format } = useCurrency();
  const router = useRouter();
  const path = usePathname();
  if (outcome.status !== "ok") {
    return (
      <Card role="region" aria-label="Estimated total">
        <h2 className="font-semibold">Estimated total</h2>
        <p className="mt-1 text-sm text-slate-600">
          {OUTCOME_TEXT[outcome.status] ?? ""} {outcome.status === "location-needed" ? <Link href="/profile" className="text-brand-700 underline">Profile</Link> : null}
        </p>
        <div className="mt-3"><BudgetControl listId={listId} budget={budget} currency={listCurrency} spent={null} /></div>
      </Card>
    );
  }
  const t = outcome.totals;
  const storeSelectId = `totals-store-${listId}`;
  return (
    <Card role="region" aria-label="Estimated total">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h2 className="font-semibold">Estimated total</h2>
          <p className="text-xs text-slate-600">at {t.store.name} · {REASON[t.reason]}</p>
        </div>
        <p className="text-2xl font-bold tabular-nums" data-testid="list-total">{format(t.totalCents, t.currency)}</p>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="How the total is made up">
        <li data-testid="split-priced"><span className="font-medium">{t.counts.priced}</span> priced · {format(t.pricedCents, t.currency)}</li>
        <li data-testid="split-estimated"><span className="font-medium">{t.counts.estimated}</span> estimated · {format(t.estimatedCents, t.currency)}</li>
        <li data-testid="split-unpriced" className={t.counts.unpriced ? "text-amber-900" : "text-slate-600"}><span className="font-medium">{t.counts.unpriced}</span> with no price here</li>
      </ul>
      {/* On a phone the menu takes the whole width (store names stay readable) and the button goes under it. */}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={storeSelectId} className="text-xs font-medium text-slate-700">Store</label>
          <select
            id={storeSelectId}
            className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm"
            value={t.store.storeId}
            onChange={(e) => router.push(`${path}?store=${encodeURIComponent(e.target.value)}`)}
          >
            {t.stores.map((s) => (
              <option key={s.storeId} value={s.storeId}>{s.name} · {s.itemsStocked} items</option>
            ))}
          </select>
        </div>
        {t.here?.storeId === t.store.storeId ? null : (
          <Link href={`${path}?at=${encodeURIComponent(t.store.storeId)}`} className={buttonClass("outline", "shrink-0 self-start sm:self-auto")}>I&apos;m at this store</Link>
        )}
      </div>
      <div className="mt-3 border-t border-slate-100 pt-3">
        <BudgetControl listId={listId} budget={budget} currency={listCurrency} spent={{ cents: t.totalCents, currency: t.currency }} />
      </div>
    </Card>
  );
}
