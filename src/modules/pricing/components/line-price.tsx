"use client";
import { useState } from "react";
import { useCurrency } from "@/modules/currency/client";
import type { CurrencyCode } from "@/modules/currency/engine";
import { describePrice } from "@/modules/moderation/engine";
import type { TotalsLineDto } from "../list-totals/split";

/** Every line's price at the totalled store, by list item id, for the list rows. */
export interface LinePrices {
  lines: Record<string, TotalsLineDto>;
  currency: CurrencyCode;
  computedAt: string;
}

/**
 * One line's price at the chosen store, beside the item on the list (issue 27). A tap opens what
 * it is (product, packs, why it is an estimate) and where the price comes from and how old it is.
 */
export function LinePrice({ line, currency, computedAt }: { line: TotalsLineDto; currency: CurrencyCode; computedAt: string }) {
  const { format } = useCurrency();
  // The details are rendered only while open: closed, the row holds just the item's own name once.
  const [open, setOpen] = useState(false);
  if (line.status === "unpriced" || line.priceCents === null) {
    return <span className="text-xs text-slate-500" data-testid="line-price" data-status="unpriced">No price here</span>;
  }
  const now = new Date(computedAt);
  return (
    <details className="group text-right" data-testid="line-price" data-status={line.status} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer list-none rounded px-1 text-sm tabular-nums text-slate-900 underline decoration-dotted underline-offset-2 [&::-webkit-details-marker]:hidden">
        {line.status === "estimated" ? <span className="mr-1 rounded bg-amber-100 px-1 text-xs font-medium text-amber-900">est.</span> : null}
        {format(line.priceCents, currency)}
        <span className="sr-only"> for {line.itemName}: show where this price comes from</span>
      </summary>
      {open ? <div className="mt-1 max-w-[16rem] text-left text-xs text-slate-600">
        <p>{line.packs && line.packs > 1 ? `${line.packs} × ` : ""}{line.productName}</p>
        {line.amountLabel ? <p>For {line.amountLabel}</p> : null}
        {line.note ? <p className="text-amber-900">{line.note}</p> : null}
        {line.source && line.observedAt ? <p data-testid="price-source">{describePrice({ source: line.source, observedAt: line.observedAt }, now)}</p> : null}
      </div> : null}
    </details>
  );
}
