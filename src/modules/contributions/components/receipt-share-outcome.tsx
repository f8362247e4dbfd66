"use client";
import { CheckCircle2, Flag, MinusCircle } from "lucide-react";
import type { ShareReceiptResult } from "../schemas";

/**
 * After sharing: what became a price, what was held for review and why (the outlier check's
 * reason), and what was not shared. `names` gives each submitted line's item name, in order.
 */
export function ReceiptShareOutcome({ result, names }: { result: ShareReceiptResult; names: string[] }) {
  return (
    <section aria-label="Shared prices" className="flex flex-col gap-2">
      <p className="text-sm text-slate-800">
        {result.notice ??
          `${result.published} ${result.published === 1 ? "price" : "prices"} shared with other shoppers${result.held ? `, ${result.held} held for review` : ""}. Thank you!`}
      </p>
      <ul className="flex flex-col gap-1.5">
        {result.lines.map((line, i) => (
          <li key={i} className="flex items-start gap-2 rounded-md border border-slate-200 px-2 py-1.5 text-sm">
            {line.status === "published" ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            ) : line.status === "held" ? (
              <Flag aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
            ) : (
              <MinusCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
            )}
            <span className="min-w-0 flex-1">
              <span className="block break-words text-slate-900">{names[i] ?? "Item"}</span>
              <span className={line.status === "held" ? "block text-xs text-amber-800" : "block text-xs text-slate-600"}>
                {line.status === "published" ? "Shared" : line.status === "held" ? `Held for review: ${line.reason}` : `Not shared: ${line.reason}`}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
