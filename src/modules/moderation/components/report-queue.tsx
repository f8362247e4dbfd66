"use client";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useAction } from "@/components/ui/use-action";
import { formatMoney } from "@/modules/currency/engine";
import { resolvePriceReportsAction } from "../actions";
import { describePrice } from "../engine";
import type { QueuePrice } from "../queries";
import { REPORT_MESSAGES, REPORT_OUTCOME_LABELS, REPORT_OUTCOMES, REPORT_REASON_LABELS, type ReportOutcome } from "../schemas";

const when = (iso: string) => new Date(iso).toLocaleString("en-NZ", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";

/** The moderation queue: reports grouped by the price they were made on; open ones are resolved with an outcome. */
export function ReportQueue({ prices, status, now }: { prices: QueuePrice[]; status: "open" | "resolved"; now: string }) {
  const { run, pending, pendingInput } = useAction((input: { priceId: number; outcome: ReportOutcome }) => resolvePriceReportsAction(input), {
    success: (_res, input) => ({ title: `${REPORT_MESSAGES.resolved} ${REPORT_OUTCOME_LABELS[input.outcome]}.` }),
    failure: { title: "Not resolved" },
    refresh: true,
  });
  if (!prices.length) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600" data-testid="report-queue-empty">{status === "open" ? "No open reports. Prices shoppers report appear here." : "No resolved reports yet."}</p>;
  }
  return (
    <ul className="flex flex-col gap-3" data-testid="report-queue">
      {prices.map((p) => (
        <li key={p.priceId}>
          <Card className="flex flex-col gap-3" data-testid="reported-price">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="break-words font-semibold text-slate-900">{p.productName}</p>
                <p className="break-words text-sm text-slate-700">{p.storeName}</p>
                <p className="text-xs text-slate-600">{describePrice({ source: p.source, observedAt: p.observedAt, underReview: p.underReview }, new Date(now))}</p>
              </div>
              <div className="flex flex-col items-end gap-1">
                {/* The price as it was recorded, in its own currency (the admin area has no shopper currency). */}
                <span className="text-base font-bold text-slate-900">{formatMoney(p.amountCents, p.currency)}</span>
                {p.underReview ? <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">Under review</span> : null}
                {!p.stillCurrent ? <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">Replaced by a newer price</span> : null}
              </div>
            </div>
            <p className="text-sm text-slate-700">{p.reporters} shopper{p.reporters === 1 ? "" : "s"} reported this price</p>
            <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={`Reports on ${p.productName} at ${p.storeName}`}>
              {p.reports.map((r) => (
                <li key={r.id} className="flex flex-col gap-0.5 px-3 py-2 text-sm" data-testid="price-report">
                  <span className="font-medium text-slate-900">
                    {REPORT_REASON_LABELS[r.reason]}
                    {r.isCorrection ? <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">Correction by its contributor</span> : null}
                  </span>
                  {r.note ? <span className="break-words text-slate-700">“{r.note}”</span> : null}
                  <span className="break-words text-xs text-slate-600">by {r.reporter} · {when(r.createdAt)}</span>
                  {r.outcome ? <span className="break-words text-xs text-slate-700">{REPORT_OUTCOME_LABELS[r.outcome]} by {r.resolvedBy ?? "a former administrator"} · {r.resolvedAt ? when(r.resolvedAt) : ""}</span> : null}
                </li>
              ))}
            </ul>
            {status === "open" ? (
              <div className="flex flex-wrap gap-2" role="group" aria-label="Resolve">
                {REPORT_OUTCOMES.map((o) => (
                  <Button key={o} variant={o === "price_withdrawn" ? "primary" : "outline"} disabled={pending} onClick={() => void run({ priceId: p.priceId, outcome: o })}>
                    {pending && pendingInput?.priceId === p.priceId && pendingInput.outcome === o ? "Saving…" : REPORT_OUTCOME_LABELS[o]}
                  </Button>
                ))}
              </div>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
