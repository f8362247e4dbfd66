"use client";
import type { Dispatch, Ref } from "react";
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import type { PrintedFigure, ReceiptReconciliation } from "../parser/reconcile";
import { RECONCILE_MESSAGES } from "../messages";
import type { ScanAction } from "../scan-state";

const FIGURE: Record<PrintedFigure, string> = {
  subtotal: "subtotal",
  total: "total",
  "total-before-tax": "total before tax",
  "total-before-rounding": "total before rounding",
};

/** Receipt amounts as printed: the corpus's NZ, AU and US receipts are all in dollars. */
export const dollars = (cents: number) => `${cents < 0 ? "-" : ""}$${(Math.abs(cents) / 100).toFixed(2)}`;

interface Props {
  reconciliation: ReceiptReconciliation;
  confirmed: boolean;
  /** Add was pressed while the lines disagree and nothing is confirmed. */
  showNeeded: boolean;
  disabled: boolean;
  dispatch: Dispatch<ScanAction>;
  confirmRef?: Ref<HTMLInputElement>;
}

/**
 * Under "Found N items": do the lines add up to what the receipt prints? When they do not, both
 * figures and the gap, and a confirmation the shopper must give (or fix a price) before adding.
 */
export function ReceiptTotalCheck({ reconciliation: r, confirmed, showNeeded, disabled, dispatch, confirmRef }: Props) {
  if (r.status === "no_total") {
    return <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{RECONCILE_MESSAGES.noTotal}</p>;
  }
  const figure = FIGURE[r.printedAs ?? "total"];
  if (r.status === "matches") {
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>{RECONCILE_MESSAGES.matches(figure, dollars(r.printedTotalCents ?? 0))}</span>
      </p>
    );
  }
  const gap = Math.abs(r.differenceCents);
  const gapText = r.differenceCents < 0 ? RECONCILE_MESSAGES.short(dollars(gap)) : RECONCILE_MESSAGES.over(dollars(gap));
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" /> {RECONCILE_MESSAGES.differsTitle}
      </p>
      <p>{RECONCILE_MESSAGES.differs(dollars(r.linesSumCents), figure, dollars(r.printedTotalCents ?? 0), gapText)}</p>
      <label className="flex items-start gap-2">
        <input
          ref={confirmRef}
          type="checkbox"
          checked={confirmed}
          disabled={disabled}
          aria-describedby="receipt-confirm-needed"
          onChange={(e) => dispatch({ type: "confirm-prices", confirmed: e.target.checked })}
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
        />
        <span>{RECONCILE_MESSAGES.confirm}</span>
      </label>
      <p id="receipt-confirm-needed" aria-live="polite" className="text-xs font-medium text-red-700">
        {showNeeded && !confirmed ? RECONCILE_MESSAGES.confirmNeeded : ""}
      </p>
    </div>
  );
}
