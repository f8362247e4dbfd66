import Link from "next/link";
import { Card } from "@/components/ui/card";
import { formatDuration } from "../format";
import type { RunChangeDto, RunDetailDto } from "../run-queries";

const KIND_TITLE: Record<RunChangeDto["kind"], string> = { changed: "Changed prices", new: "New products", unavailable: "No longer available", failed: "Failed items" };

function money(cents: number | null, currency: string | null): string {
  if (cents === null) return "—";
  return new Intl.NumberFormat("en-NZ", { style: "currency", currency: currency ?? "USD", currencyDisplay: "narrowSymbol" }).format(cents / 100) + (currency ? ` ${currency}` : "");
}

/** Products found per run, as bars (no chart library): held and failed runs in red. */
function Trend({ trend, current }: { trend: RunDetailDto["trend"]; current: string }) {
  if (trend.length < 2) return <p className="text-sm text-slate-600">The trend appears after a second run.</p>;
  const max = Math.max(1, ...trend.map((t) => t.productsFound));
  return (
    <figure>
      <div className="flex h-28 items-end gap-1" role="img" aria-label={`Products found in the last ${trend.length} runs: ${trend.map((t) => t.productsFound).join(", ")}`}>
        {trend.map((t) => (
          <Link
            key={t.logId}
            href={`/admin/scraping/runs/${t.logId}`}
            title={`${new Date(t.at).toISOString().slice(0, 16).replace("T", " ")} UTC · ${t.productsFound} products · ${t.status}`}
            className={`min-w-1 flex-1 rounded-t ${t.status === "success" ? "bg-brand-600" : "bg-red-500"} ${t.logId === current ? "ring-2 ring-amber-400" : ""}`}
            style={{ height: `${Math.max(4, (t.productsFound / max) * 100)}%` }}
          />
        ))}
      </div>
      <figcaption className="mt-1 text-xs text-slate-600">Products found per run, oldest to newest (this run outlined; red: failed or held). Highest: {max}.</figcaption>
    </figure>
  );
}

export function RunDetail({ run }: { run: RunDetailDto }) {
  const kinds: RunChangeDto["kind"][] = ["changed", "new", "unavailable", "failed"];
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-1">
        <p className="font-semibold text-slate-900">{run.storeName ?? "Unknown store"} · {run.status}</p>
        <p className="text-sm text-slate-700">{run.scrapedAtLabel} ({run.timeZone}) · {run.scrapeType} · {formatDuration(run.durationMs)} · {run.productsFound} products found</p>
        <p className="text-sm text-slate-700" data-testid="run-counts">
          {run.counts.new} new · {run.counts.changed} changed · {run.counts.unavailable} unavailable · {run.counts.failed} failed
        </p>
        {run.errorMessage ? <p className="break-words text-sm text-red-700">{run.errorMessage}</p> : null}
        {run.storeId ? <Link href={`/store/${run.storeId}`} className="text-sm text-brand-700 underline">The store as shoppers see it</Link> : null}
      </Card>
      <section aria-labelledby="trend" className="flex flex-col gap-2">
        <h2 id="trend" className="text-lg font-semibold text-slate-900">Products found, run by run</h2>
        <Card><Trend trend={run.trend} current={run.logId} /></Card>
      </section>
      {kinds.map((kind) => {
        const rows = run.changes.filter((c) => c.kind === kind);
        const total = run.counts[kind];
        return (
          <section key={kind} aria-labelledby={`k-${kind}`} className="flex flex-col gap-2">
            <h2 id={`k-${kind}`} className="text-lg font-semibold text-slate-900">{KIND_TITLE[kind]} ({total})</h2>
            {rows.length === 0 ? <p className="text-sm text-slate-600">None.</p> : (
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" data-testid={`run-${kind}`}>
                {rows.map((c, i) => (
                  <li key={`${c.productId ?? c.productName}-${i}`} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-center sm:justify-between">
                    <span className="min-w-0 break-words text-sm text-slate-900">
                      {c.productId && run.storeId && kind !== "failed" ? (
                        <Link href={`/store/${run.storeId}?product=${c.productId}`} className="text-brand-700 underline">{c.productName}</Link>
                      ) : c.productName}
                    </span>
                    <span className="shrink-0 text-sm tabular-nums text-slate-700">
                      {kind === "changed" ? `${money(c.oldAmountCents, c.currency)} → ${money(c.newAmountCents, c.currency)}` : kind === "new" ? money(c.newAmountCents, c.currency) : kind === "unavailable" ? `was ${money(c.oldAmountCents, c.currency)}` : c.message}
                    </span>
                  </li>
                ))}
                {total > rows.length ? <li className="px-3 py-2 text-xs text-slate-600">…and {total - rows.length} more</li> : null}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
