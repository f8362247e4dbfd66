import Link from "next/link";
import { Card } from "@/components/ui/card";
import { Price } from "@/modules/currency/client";
import type { SavingsOverview } from "../savings";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Real figures only (decision 054): what the shopper's planned trips and shared receipts saved, from
 * the same records as Recent Savings below it, and their list totals. The "compare a list" nudge is
 * shown only while there is nothing counted yet.
 */
export function SavingsSummary({ listCount, itemCount, savings }: { listCount: number; itemCount: number; savings: SavingsOverview }) {
  const counted = savings.plannedTrips + savings.sharedReceipts;
  const sources = [
    savings.plannedTrips ? plural(savings.plannedTrips, "planned trip", "planned trips") : null,
    savings.sharedReceipts ? plural(savings.sharedReceipts, "shared receipt", "shared receipts") : null,
  ].filter(Boolean).join(" and ");
  return (
    <Card className="bg-gradient-to-br from-brand-50 to-white">
      <h2 className="text-base font-semibold text-slate-900">Your savings</h2>
      {counted > 0 ? (
        <p className="mt-1 text-slate-800" data-testid="savings-total">
          <Price cents={savings.savedCents} currency={savings.currency} className="text-2xl font-bold text-brand-800" />
          <span className="block text-sm text-slate-600">saved over {sources}</span>
        </p>
      ) : null}
      {listCount === 0 ? (
        <p className="mt-1 text-slate-800">You have no shopping lists yet.</p>
      ) : (
        <p className="mt-1 text-sm text-slate-800" data-testid="list-totals">
          You have {plural(listCount, "list", "lists")} with {plural(itemCount, "item", "items")}.
        </p>
      )}
      {counted === 0 ? <p className="mt-1 text-sm text-slate-600">Compare a list and shop its plan, or share a receipt, to see your savings.</p> : null}
      <div className="mt-3 flex flex-wrap gap-3 text-sm font-medium">
        {listCount === 0 ? (
          <Link href="/lists" className="text-brand-800 underline underline-offset-2">Create your first list</Link>
        ) : (
          <Link href="/cheapest-list" className="text-brand-800 underline underline-offset-2">Compare a list</Link>
        )}
      </div>
    </Card>
  );
}
