import "server-only";
import { logger } from "@/server/logger";
import type { PgliteLike } from "@/server/jobs/pglite-executor";
import { scheduledQueue, type ScheduledQueue } from "@/server/jobs/scheduled-queue";
import type { Db } from "@/server/db";
import { runPriceHistoryMaintenance, type MaintenanceResult } from "./maintenance";

export const PRICE_HISTORY_QUEUE = "price-history-maintenance";

export type PriceHistoryJobs = ScheduledQueue;

export interface PriceHistoryJobOptions {
  cron: string;
  rawMonths: number;
  /** Work the queue in this process (off: only schedule and enqueue). */
  work: boolean;
  /** Called after every run (logs, tests). */
  onRun?: (result: MaintenanceResult) => void;
  pollingIntervalSeconds?: number;
}

/**
 * The price-history maintenance as a pg-boss job (decision 038): pg-boss's own cron schedule fires
 * it daily across all instances (one job per tick, whoever's worker takes it), a run is queued at
 * every start (a fresh deployment gets next month's partition without waiting for the night), and
 * the "singleton" queue policy keeps at most one queued. On embedded PGlite, pg-boss runs over the
 * one connection as the scrape queue does (decision 014).
 */
export async function startPriceHistoryJobs(connection: string | PgliteLike, getDb: () => Promise<Db>, opts: PriceHistoryJobOptions): Promise<PriceHistoryJobs> {
  const jobs = await scheduledQueue(connection, {
    queue: PRICE_HISTORY_QUEUE, applicationName: "cartwise-price-history", label: "price history", cron: opts.cron, retryDelaySeconds: 300, expireInSeconds: 60 * 60,
    work: opts.work, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 10,
    run: async () => {
      const result = await runPriceHistoryMaintenance(await getDb(), { rawMonths: opts.rawMonths });
      if (result.created.length || result.compacted.length) logger.info({ created: result.created, compacted: result.compacted }, "price history: maintenance ran");
      opts.onRun?.(result);
    },
  });
  await jobs.runNow();
  return jobs;
}
