import Link from "next/link";
import { cn } from "@/lib/cn";
import { FEED_OUTCOME_LABELS } from "../messages";
import type { FeedRunListItem, FeedRunRowView } from "../types";
import { ConfirmHeldRowButton, FeedRunActions } from "./feed-report-actions";

const SEVERITY_CLASS: Record<string, string> = {
  ok: "bg-emerald-50 text-emerald-800",
  info: "bg-sky-50 text-sky-800",
  warning: "bg-amber-50 text-amber-900",
  error: "bg-red-50 text-red-800",
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function money(cents: number | null, currency: string | null): string {
  if (cents === null) return "—";
  return `${currency ?? ""} ${(cents / 100).toFixed(2)}`.trim();
}

const MATCH_TEXT: Record<string, string> = { gtin: "matched by GTIN", item: "same id as your last feed", name: "matched by name and size", new: "new product (for review)", none: "no product" };

export function FeedStatusBadge({ run }: { run: Pick<FeedRunListItem, "status" | "belowFloor"> }) {
  const text = run.status === "draft" ? (run.belowFloor ? "Held: below 80%" : "Ready to publish") : run.status === "published" ? "Published" : run.status === "failed" ? "Could not be read" : "Discarded";
  const tone = run.status === "published" ? "bg-emerald-50 text-emerald-800" : run.status === "failed" ? "bg-red-50 text-red-800" : run.status === "draft" ? (run.belowFloor ? "bg-amber-50 text-amber-900" : "bg-sky-50 text-sky-800") : "bg-slate-100 text-slate-700";
  return <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-medium", tone)}>{text}</span>;
}

/** The stored dry-run report (or, once published, what publishing did): summary, what changes, every row. */
export function FeedRunReport({ run, rows, currency, publishableStores }: { run: FeedRunListItem; rows: FeedRunRowView[]; currency: string | null; publishableStores: number }) {
  const impact = run.impact ?? {};
  const held = rows.filter((r) => r.outcome === "held" && !r.confirmed).length;
  const draft = run.status === "draft";
  const cards: [string, number][] = [["New", impact.new ?? 0], ["Changed", impact.changed ?? 0], ["Unchanged", impact.unchanged ?? 0], ["Held", impact.held ?? 0], ["Out of stock", impact.withdrawn ?? 0], ["Errors", impact.error ?? 0]];
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="feed-summary" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="feed-summary" className="text-lg font-semibold text-slate-900">{draft ? "Check before publishing" : run.status === "published" ? "What was published" : "Report"}</h2>
          <FeedStatusBadge run={run} />
        </div>
        <p className="text-sm text-slate-700">
          {run.fileName ?? run.sourceUrl ?? "Feed"} · {run.format?.toUpperCase() ?? "unknown format"} · {run.kind === "local_inventory" ? "local inventory feed" : "product feed"} · {plural(run.summary?.rows ?? 0, "row", "rows")}: {run.summary?.ok ?? 0} ok, {run.summary?.info ?? 0} info, {run.summary?.warnings ?? 0} warnings, {run.summary?.errors ?? 0} errors
        </p>
        {run.errorMessage ? <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{run.errorMessage}</p> : null}
        {run.status !== "failed" ? (
          <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {cards.map(([label, n]) => (
              <div key={label} className="rounded-lg bg-slate-50 px-2 py-2 text-center">
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="text-lg font-semibold text-slate-900">{n}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {draft && run.belowFloor ? (
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            This feed has {plural(run.validRows, "valid row", "valid rows")}, fewer than 80% of the {run.previousValidRows} in your last published feed. It is held: your previous prices keep serving until you confirm it.
          </p>
        ) : null}
        {draft && held > 0 ? <p className="text-sm text-amber-900">{held} price change{held === 1 ? " is" : "s are"} over 50% and held until you confirm {held === 1 ? "it" : "them"}; unconfirmed, the current price keeps serving.</p> : null}
        {draft && publishableStores === 0 ? <p className="text-sm text-red-800">You have no approved store to publish to yet. <Link className="underline" href="/retailer/locations">Add a location</Link>.</p> : null}
        {draft ? <FeedRunActions runId={run.id} heldCount={held} belowFloor={run.belowFloor} publishable={publishableStores} /> : null}
      </section>
      {rows.length ? (
        <section aria-labelledby="feed-rows" className="flex flex-col gap-2">
          <h2 id="feed-rows" className="text-lg font-semibold text-slate-900">Rows</h2>
          <ul className="flex flex-col gap-2">
            {rows.map((r) => (
              <li key={r.id} className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm" data-testid="feed-row">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-xs text-slate-500">Line {r.line}</span>
                  <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", SEVERITY_CLASS[r.severity] ?? "bg-slate-100")}>{r.severity}</span>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">{r.confirmed && r.outcome === "held" ? "Confirmed change" : (FEED_OUTCOME_LABELS[r.outcome] ?? r.outcome)}</span>
                  {r.storeCode ? <span className="text-xs text-slate-600">store {r.storeCode}</span> : null}
                </div>
                <p className="break-words font-medium text-slate-900">{r.title ?? r.productName ?? r.itemId ?? "(no title)"} {r.itemId ? <span className="font-normal text-slate-500">· id {r.itemId}</span> : null}</p>
                {r.newAmountCents !== null || r.oldAmountCents !== null ? (
                  <p className="text-slate-800">
                    {r.oldAmountCents !== null && r.oldAmountCents !== r.newAmountCents ? <><span className="text-slate-500 line-through">{money(r.oldAmountCents, currency)}</span> → </> : null}
                    <span className="font-semibold">{money(r.newAmountCents, currency)}</span>
                  </p>
                ) : null}
                {r.matchedBy ? <p className="text-xs text-slate-600">{MATCH_TEXT[r.matchedBy] ?? r.matchedBy}{r.productName && r.matchedBy !== "new" ? `: ${r.productName}` : ""}</p> : null}
                {r.messages.length ? (
                  <ul className="list-disc pl-5 text-xs text-slate-700">
                    {r.messages.map((m, i) => <li key={i} className="break-words">{m}</li>)}
                  </ul>
                ) : null}
                {draft && r.outcome === "held" && !r.confirmed ? <div><ConfirmHeldRowButton runId={run.id} line={r.line} /></div> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The retailer's recent feed runs. */
export function FeedRunList({ runs }: { runs: FeedRunListItem[] }) {
  if (!runs.length) return <p className="text-sm text-slate-600">No feed uploaded yet.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {runs.map((r) => (
        <li key={r.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Link href={`/retailer/feeds/${r.id}`} className="break-all font-medium text-brand-700 underline">{r.fileName ?? r.sourceUrl ?? "Feed"}</Link>
            <FeedStatusBadge run={r} />
          </div>
          <p className="text-xs text-slate-600">
            {r.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC · {r.summary ? `${plural(r.summary.rows, "row", "rows")}, ${plural(r.summary.errors, "error", "errors")}` : "not read"}
            {r.publishedAt ? ` · published ${r.publishedAt.toISOString().slice(0, 16).replace("T", " ")} UTC` : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}
