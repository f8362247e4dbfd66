import Link from "next/link";
import { Receipt } from "lucide-react";
import { formatMoney } from "@/modules/currency/engine";
import type { BillingHistoryRow } from "../types";
import { formatDay, storedRate } from "../retailer-terms";

const STATUS: Record<string, { label: string; cls: string }> = {
  paid: { label: "Paid", cls: "bg-emerald-100 text-emerald-800" },
  no_charge: { label: "No charge (demo)", cls: "bg-slate-100 text-slate-700" },
  pending: { label: "Awaiting payment", cls: "bg-amber-100 text-amber-900" },
  expired: { label: "Not completed", cls: "bg-slate-100 text-slate-700" },
  failed: { label: "Payment failed", cls: "bg-red-100 text-red-800" },
  void: { label: "Void", cls: "bg-slate-100 text-slate-700" },
};

/**
 * Retailer receipts: date (in the retailer's zone), description, the amount in the retailer's
 * currency as it was shown when paid, the USD Stripe charged and the rate between them, status.
 */
export function BillingHistory({ rows, timeZone = "UTC" }: { rows: BillingHistoryRow[]; timeZone?: string }) {
  return (
    <section aria-labelledby="billing-history-title" className="flex flex-col gap-2">
      <h2 id="billing-history-title" className="text-base font-semibold text-slate-900">Billing history</h2>
      {rows.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          <Receipt aria-hidden="true" className="h-4 w-4" /> No payments yet. Coupon fees and plan payments appear here.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" data-testid="billing-history">
          {rows.map((r) => {
            const status = STATUS[r.status] ?? { label: r.status, cls: "bg-slate-100 text-slate-700" };
            const converted = r.displayCurrency !== "USD" && r.amountUsdCents > 0;
            const rate = storedRate(r.amountUsdCents, r.displayCents);
            return (
              <li key={r.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <Link href={`/retailer/billing/${r.id}`} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline [overflow-wrap:anywhere]" data-testid="receipt-link">{r.description}</Link>
                  {r.invoiceNumber ? <span className="ml-2 text-xs text-slate-600">Tax invoice {r.invoiceNumber}</span> : null}
                  <p className="text-xs text-slate-600"><time dateTime={r.date}>{formatDay(r.date, timeZone)}</time></p>
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-0.5 sm:flex-col sm:items-end sm:gap-0.5">
                  <span className="whitespace-nowrap text-sm font-semibold text-slate-900">{converted ? formatMoney(r.displayCents, r.displayCurrency) : formatMoney(r.amountUsdCents, "USD")}</span>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium sm:order-last ${status.cls}`}>{status.label}</span>
                  {converted && rate ? <span className="w-full text-xs text-slate-600 sm:w-auto">charged {formatMoney(r.amountUsdCents, "USD")} · 1 USD = {rate.toFixed(2)} {r.displayCurrency}</span> : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-xs text-slate-500">All charges are in U.S. dollars (USD); each amount in your currency is at the rate of its day (rounded to 2 places). Dates are in {timeZone} time. Fees are non-refundable.</p>
    </section>
  );
}
