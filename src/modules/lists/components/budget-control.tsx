"use client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { useCurrency } from "@/modules/currency/client";
import type { CurrencyCode } from "@/modules/currency/engine";
import { cn } from "@/lib/cn";
import { setListBudgetAction } from "../actions";
import { BUDGET_MESSAGES, budgetStanding, parseBudgetAmount, type BudgetStanding } from "../budget-rules";
import { failureToast } from "./action-feedback";

const BAR: Record<BudgetStanding, string> = { under: "bg-emerald-600", near: "bg-amber-500", over: "bg-red-600" };
const WORDS: Record<BudgetStanding, string> = { under: "Within budget", near: "Close to budget", over: "Over budget" };

/**
 * A list's budget and how the estimated total sits against it (decision 053): green below 90 %,
 * amber from 90 % to the budget, red over it. Both figures are shown in the display currency; the
 * budget is typed in the list's currency (`currency`), which the server decides.
 */
export function BudgetControl({ listId, budget, currency, spent }: {
  listId: string;
  budget: { cents: number; currency: CurrencyCode } | null;
  currency: CurrencyCode;
  /** The estimated total, when there is one. */
  spent: { cents: number; currency: CurrencyCode } | null;
}) {
  const { convert, format, currency: shownIn } = useCurrency();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { run, pending } = useAction(setListBudgetAction, { refresh: true, failure: (res) => (res.fieldErrors?.amount ? null : failureToast(res, BUDGET_MESSAGES.saveFailed)) });

  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const amount = String(new FormData(e.currentTarget).get("amount") ?? "");
    const check = parseBudgetAmount(amount);
    if (!check.ok) return setError(check.message);
    const res = await run({ listId, amount });
    setError(res.ok ? null : (res.fieldErrors?.amount?.[0] ?? null));
    if (res.ok) setEditing(false);
  };

  const budgetShown = budget ? convert(budget.cents, budget.currency) : null;
  const spentShown = spent ? convert(spent.cents, spent.currency) : null;
  const standing = budgetShown !== null && spentShown !== null ? budgetStanding(spentShown, budgetShown) : null;
  const pct = budgetShown && spentShown !== null ? Math.min(100, Math.round((spentShown / budgetShown) * 100)) : 0;

  return (
    <div className="flex flex-col gap-2" data-testid="list-budget">
      {budget && budgetShown !== null ? (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
            <span className="font-medium">Budget {format(budget.cents, budget.currency)}</span>
            {standing && spentShown !== null ? (
              <span className={cn(standing === "over" ? "text-red-700" : standing === "near" ? "text-amber-800" : "text-emerald-800")} data-testid="budget-standing" data-standing={standing}>
                {WORDS[standing]}
                {standing === "over" ? ` by ${format(spentShown - budgetShown, shownIn)}` : ` · ${format(budgetShown - spentShown, shownIn)} left`}
              </span>
            ) : null}
          </div>
          <div
            className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
            role="meter"
            aria-label="Estimated total against the budget"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            aria-valuetext={standing ? `${pct}% of the budget, ${WORDS[standing].toLowerCase()}` : "No estimate yet"}
          >
            <div className={cn("h-full rounded-full", standing ? BAR[standing] : "bg-slate-400")} style={{ width: `${pct}%` }} />
          </div>
        </>
      ) : null}
      {editing ? (
        <form onSubmit={(e) => void save(e)} noValidate className="flex flex-wrap items-start gap-2">
          <Field
            id={`budget-${listId}`}
            name="amount"
            label={`Budget (${budget?.currency ?? currency})`}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={budget ? (budget.cents / 100).toFixed(2) : ""}
            error={error}
            disabled={pending}
            className="w-40"
            autoFocus
          />
          <div className="flex gap-1 pt-6">
            <Button type="submit" disabled={pending}>{pending ? "Saving..." : "Save"}</Button>
            <Button variant="ghost" onClick={() => { setEditing(false); setError(null); }} disabled={pending}>Cancel</Button>
          </div>
        </form>
      ) : (
        <div className="flex gap-1">
          <Button variant="outline" className="px-3 py-1 text-sm" onClick={() => setEditing(true)}>{budget ? "Change budget" : "Set a budget"}</Button>
          {budget ? (
            <Button variant="ghost" className="px-3 py-1 text-sm" disabled={pending} onClick={() => void run({ listId, amount: "" })}>Remove budget</Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
