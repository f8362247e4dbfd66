"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { toast } from "@/components/ui/toast";
import type { ScrapeLogDto } from "../queries";
import { ADMIN_ERRORS } from "../messages";

interface Progress {
  running: ScrapeLogDto[];
  pending: number;
}

const POLL_MS = 1000;

/**
 * Live progress instead of the spec's blind 5 s refresh: while scrapes run or wait in the queue it
 * polls the progress endpoint every second (pages fetched, products found per running store) and
 * refreshes the page data when the last one finishes.
 */
export function useLiveProgress(initial: ScrapeLogDto[]) {
  const router = useRouter();
  const [progress, setProgress] = useState<Progress>({ running: initial, pending: 0 });
  const [watching, setWatching] = useState(initial.length > 0);
  const idlePolls = useRef(0);
  const failedOnce = useRef(false);
  const lastIds = useRef(new Set(initial.map((r) => r.id)));

  useEffect(() => {
    if (!watching) return;
    let cancelled = false;
    const poll = async () => {
      try {
        const res = await fetch("/api/admin/scraping/progress", { cache: "no-store" });
        if (!res.ok) throw new Error(String(res.status));
        const next = (await res.json()) as Progress;
        if (cancelled) return;
        setProgress(next);
        const idle = next.running.length === 0 && next.pending === 0;
        idlePolls.current = idle ? idlePolls.current + 1 : 0;
        if (idlePolls.current >= 2) {
          setWatching(false);
          router.refresh();
          return;
        }
        // A run finished (its id left the running list): refresh counters, logs and cards.
        const ids = new Set(next.running.map((r) => r.id));
        const finished = [...lastIds.current].some((id) => !ids.has(id));
        lastIds.current = ids;
        if (finished && !idle) router.refresh();
      } catch {
        if (!failedOnce.current) toast({ title: "Error", description: ADMIN_ERRORS.fetchStatus, variant: "destructive" });
        failedOnce.current = true;
      }
      if (!cancelled) timer = setTimeout(poll, POLL_MS);
    };
    let timer = setTimeout(poll, 300);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [watching, router]);

  const watch = useCallback(() => {
    idlePolls.current = 0;
    failedOnce.current = false;
    setWatching(true);
  }, []);

  return { progress, watching, watch };
}

export function LiveProgressPanel({ progress, watching }: { progress: Progress; watching: boolean }) {
  if (!watching && progress.running.length === 0) return null;
  return (
    <section aria-live="polite" aria-label="Scrapes in progress" className="rounded-xl border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
      <div className="flex items-center gap-2 font-medium">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {progress.running.length ? `Scraping ${progress.running.length} store${progress.running.length === 1 ? "" : "s"}` : "Waiting for scrapes to start"}
        {progress.pending > progress.running.length ? <span className="font-normal">· {progress.pending - progress.running.length} queued</span> : null}
      </div>
      <ul className="mt-2 space-y-1">
        {progress.running.map((r) => (
          <li key={r.id} className="flex flex-wrap justify-between gap-x-3" data-testid="live-progress-row">
            <span className="font-medium">{r.storeName ?? "Unknown store"}</span>
            <span>
              {r.pagesFetched} pages fetched · {r.productsFound} products found
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
