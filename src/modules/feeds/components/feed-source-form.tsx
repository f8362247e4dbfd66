"use client";
import { useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { fetchFeedNowAction, removeFeedSourceAction, saveFeedSourceAction } from "../actions";
import type { FeedSourceView } from "../runs/url-source";

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-NZ", { timeZone, weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hour12: false }).format(new Date(iso));

const STATUS: Record<string, string> = {
  published: "published",
  held: "waiting for your confirmation",
  failed: "failed",
  draft: "read; not published",
};

/** The feed URL Cartwise fetches daily at the retailer's hour (its own time zone), with "Fetch now". */
export function FeedSourceForm({ source, timeZone }: { source: FeedSourceView | null; timeZone: string }) {
  const [url, setUrl] = useState(source?.url ?? "");
  const [hour, setHour] = useState(source?.fetchHour ?? 6);
  const [paused, setPaused] = useState(source?.paused ?? false);
  const save = useAction(saveFeedSourceAction, { success: { title: "Feed address saved" }, refresh: true });
  const remove = useAction(removeFeedSourceAction, { success: { title: "Feed address removed" }, refresh: true, onSuccess: () => setUrl("") });
  const fetchNow = useAction(fetchFeedNowAction, {
    refresh: true,
    success: (r) => ({ title: r.outcome.status === "published" ? "Feed fetched and published" : r.outcome.status === "held" ? "Feed fetched: waiting for your confirmation" : "Feed fetch failed", description: r.outcome.error ?? undefined }),
  });
  const busy = save.pending || remove.pending || fetchNow.pending;
  return (
    <form
      className="flex flex-col gap-3"
      aria-label="Feed address"
      onSubmit={(e) => {
        e.preventDefault();
        void save.run({ url, fetchHour: hour, paused });
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        Feed address (URL)
        <input
          type="url"
          inputMode="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://example.com/feeds/google-merchant.tsv"
          className="min-w-0 rounded-lg border border-slate-300 px-3 py-2 font-normal"
          aria-invalid={save.fieldErrors.url ? true : undefined}
        />
        {save.fieldErrors.url ? <span role="alert" className="text-xs font-normal text-red-700">{save.fieldErrors.url}</span> : null}
      </label>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Fetch daily at
          <select value={hour} onChange={(e) => setHour(Number(e.target.value))} className="rounded-lg border border-slate-300 px-3 py-2 font-normal">
            {HOURS.map((h) => (
              <option key={h} value={h}>{`${String(h).padStart(2, "0")}:00`}</option>
            ))}
          </select>
        </label>
        <span className="pb-2 text-xs text-slate-600">{timeZone}</span>
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
          <input type="checkbox" checked={paused} onChange={(e) => setPaused(e.target.checked)} className="h-4 w-4" />
          Paused
        </label>
      </div>
      {save.formError && !save.fieldErrors.url ? <p role="alert" className="text-sm text-red-700">{save.formError}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>{save.pending ? "Saving…" : "Save"}</Button>
        {source ? (
          <>
            <Button type="button" variant="outline" disabled={busy} onClick={() => void fetchNow.run({})}>{fetchNow.pending ? "Fetching…" : "Fetch now"}</Button>
            <Button type="button" variant="ghost" disabled={busy} onClick={() => void remove.run({})}>Remove</Button>
          </>
        ) : null}
      </div>
      {source ? (
        <p className="text-sm text-slate-700" data-testid="feed-source-status">
          {source.paused ? "Paused: nothing is fetched until you resume." : source.nextFetchAt ? `Next fetch ${when(source.nextFetchAt, timeZone)} (${timeZone}).` : null}
          {source.lastFetchedAt ? (
            <>
              {" "}Last fetch {when(source.lastFetchedAt, timeZone)}: {STATUS[source.lastStatus ?? ""] ?? source.lastStatus}
              {source.lastError ? ` — ${source.lastError}` : ""}
              {source.lastRunId ? <> · <Link href={`/retailer/feeds/${source.lastRunId}`} className="font-medium text-brand-800 underline">its report</Link></> : null}.
            </>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}
