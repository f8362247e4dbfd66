"use client";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import type { AdminStoreDto, ScrapeLogDto, ScrapingStats } from "../queries";
import { formatDuration } from "../format";
import { NO_LOGS } from "../messages";
import { Badge, LocalTime, STORE_TYPE_LABEL, StatusIcon } from "./bits";

export function OverviewTab({ stats }: { stats: ScrapingStats }) {
  const counters = [
    { label: "Total Stores", value: stats.totalStores },
    { label: "Active Stores", value: stats.activeStores },
    { label: "Total Products", value: stats.totalProducts },
    { label: "Last 24h Scrapes", value: stats.last24hScrapes },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {counters.map((c) => (
        <Card key={c.label} data-testid="overview-counter">
          <p className="text-sm text-slate-600">{c.label}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{c.value.toLocaleString("en-US")}</p>
        </Card>
      ))}
    </div>
  );
}

export function StoreStatusTab({ stores }: { stores: AdminStoreDto[] }) {
  const enabled = stores.filter((s) => s.scrapingEnabled);
  if (!enabled.length) return <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">No stores have scraping enabled.</p>;
  return (
    <ul className="grid min-w-0 grid-cols-1 gap-3 md:grid-cols-2">
      {enabled.map((s) => (
        <li key={s.id} className="min-w-0">
          <Card className="flex items-start gap-3" data-testid="store-status-card">
            <StatusIcon status={s.scrapeStatus} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-slate-900">{s.name}</p>
              <p className="text-sm text-slate-700" data-testid="store-status-label">{s.statusLabel}</p>
              <p className="text-sm text-slate-600">{STORE_TYPE_LABEL[s.storeType] ?? s.storeType} · {s.productCount.toLocaleString("en-US")} products</p>
              <p className="text-sm text-slate-600">
                Last scraped: <LocalTime iso={s.lastScrapedAt} />
              </p>
              {s.nextRunLabel ? <p className="text-sm text-slate-600">Next run: {s.nextRunLabel}</p> : s.schedule?.paused ? <p className="text-sm text-slate-600">Schedule paused</p> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function RecentLogsTab({ logs, last24h }: { logs: ScrapeLogDto[]; last24h?: number }) {
  if (!logs.length) return <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{NO_LOGS}</p>;
  return (
    <>
    {last24h !== undefined ? <p className="mb-2 text-sm text-slate-600" data-testid="logs-summary">{last24h} run{last24h === 1 ? "" : "s"} in the last 24 hours · the latest {logs.length} shown</p> : null}
    <ul className="space-y-2">
      {logs.map((l) => (
        <li key={l.id}>
          <Card className="space-y-1 p-3" data-testid="scrape-log">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 truncate font-semibold text-slate-900">{l.storeName ?? "Unknown store"}</p>
              <div className="flex items-center gap-1.5">
                <Badge tone="slate">{l.scrapeType}</Badge>
                <Badge tone={l.status === "success" ? "green" : l.status === "failed" ? "red" : "blue"}>{l.status}</Badge>
              </div>
            </div>
            <p className="text-sm text-slate-600">
              <LocalTime iso={l.scrapedAt} /> · {l.productsFound} products found · {l.productsUpdated} updated · {formatDuration(l.durationMs)}
            </p>
            {l.status !== "running" ? (
              <p className="text-sm text-slate-600">
                {l.productsNew} new · {l.productsChanged} changed · {l.productsUnavailable} unavailable · {l.productsFailed} failed ·{" "}
                <Link href={`/admin/scraping/runs/${l.id}`} className="text-brand-700 underline">What this run did</Link>
              </p>
            ) : null}
            {l.errorMessage ? <p className="break-words text-sm text-red-700">{l.errorMessage}</p> : null}
          </Card>
        </li>
      ))}
    </ul>
    </>
  );
}
