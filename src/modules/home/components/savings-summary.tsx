import Link from "next/link";
import { Card } from "@/components/ui/card";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Real figures only: list totals now; savings appear once a compared plan is recorded. */
export function SavingsSummary({ listCount, itemCount }: { listCount: number; itemCount: number }) {
  return (
    <Card className="bg-gradient-to-br from-brand-50 to-white">
      <h2 className="text-base font-semibold text-slate-900">Your savings</h2>
      {listCount === 0 ? (
        <p className="mt-1 text-slate-800">You have no shopping lists yet.</p>
      ) : (
        <p className="mt-1 text-slate-800" data-testid="list-totals">
          You have {plural(listCount, "list", "lists")} with {plural(itemCount, "item", "items")}.
        </p>
      )}
      <p className="mt-1 text-sm text-slate-600">Compare a list to see your savings.</p>
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
