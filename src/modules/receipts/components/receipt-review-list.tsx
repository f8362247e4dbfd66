"use client";
import type { Dispatch } from "react";
import { X } from "lucide-react";
import type { ReviewItem, ScanAction } from "../scan-state";

export type ReviewErrors = Record<string, { name?: string; quantity?: string; price?: string }>;

/**
 * The found items, each editable (name, quantity, and the price as printed, so a misread price can
 * be fixed until the receipt adds up) and removable before they are added.
 */
export function ReceiptReviewList({ items, errors, disabled, dispatch }: { items: ReviewItem[]; errors: ReviewErrors; disabled: boolean; dispatch: Dispatch<ScanAction> }) {
  if (items.length === 0) {
    return <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">All items removed. Scan again or close the dialog.</p>;
  }
  return (
    <ul aria-label="Items found on the receipt" className="flex flex-col gap-2">
      {items.map((item, i) => {
        const nameId = `${item.key}-name`;
        const qtyId = `${item.key}-qty`;
        const priceId = `${item.key}-price`;
        const error = errors[item.key];
        const stillMatched = item.matchedProductName && item.name.trim().toLowerCase() === item.suggestedName.trim().toLowerCase();
        return (
          <li key={item.key} className="rounded-lg border border-slate-200 p-2">
            <div className="flex items-start gap-2">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <label htmlFor={nameId} className="sr-only">{`Item ${i + 1} name`}</label>
                <input
                  id={nameId}
                  value={item.name}
                  maxLength={100}
                  disabled={disabled}
                  aria-invalid={error?.name ? true : undefined}
                  aria-describedby={`${nameId}-source ${nameId}-error`}
                  onChange={(e) => dispatch({ type: "edit-name", key: item.key, name: e.target.value })}
                  className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm focus:border-brand-600"
                />
                <p id={`${nameId}-source`} className="truncate text-xs text-slate-500" title={item.sourceText}>
                  From receipt: <span className="font-mono">{item.sourceText}</span>
                  {stillMatched ? <span className="block text-brand-800">Matched: {item.matchedProductName}</span> : null}
                </p>
              </div>
              <button
                type="button"
                disabled={disabled}
                aria-label={`Remove item ${i + 1} (${item.name || "unnamed"})`}
                onClick={() => dispatch({ type: "remove", key: item.key })}
                className="rounded-md px-2 py-1.5 text-sm text-slate-600 hover:bg-slate-100 disabled:text-slate-400"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </div>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
              <label htmlFor={qtyId} className="flex items-center gap-1">
                Qty
                <input
                  id={qtyId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={999}
                  step={1}
                  value={item.quantity}
                  disabled={disabled}
                  aria-label={`Item ${i + 1} quantity`}
                  aria-invalid={error?.quantity ? true : undefined}
                  aria-describedby={`${nameId}-error`}
                  onChange={(e) => dispatch({ type: "edit-quantity", key: item.key, quantity: e.target.value })}
                  className="w-16 rounded-md border border-slate-300 px-2 py-1 text-sm"
                />
              </label>
              <label htmlFor={priceId} className="flex items-center gap-1">
                Price $
                <input
                  id={priceId}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={9}
                  value={item.price}
                  placeholder="0.00"
                  disabled={disabled}
                  aria-label={`Item ${i + 1} price as printed`}
                  aria-invalid={error?.price ? true : undefined}
                  aria-describedby={`${nameId}-error`}
                  onChange={(e) => dispatch({ type: "edit-price", key: item.key, price: e.target.value })}
                  className="w-20 rounded-md border border-slate-300 px-2 py-1 text-right font-mono text-sm tabular-nums"
                />
              </label>
              {item.discountCents > 0 ? <span>{`less $${(item.discountCents / 100).toFixed(2)} saving`}</span> : null}
            </div>
            <p id={`${nameId}-error`} aria-live="polite" className="text-xs text-red-700">
              {[error?.name, error?.quantity, error?.price].filter(Boolean).join(" ")}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
