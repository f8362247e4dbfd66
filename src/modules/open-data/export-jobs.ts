import "server-only";
import { logger } from "@/server/logger";
import type { PgliteLike } from "@/server/jobs/pglite-executor";
import { scheduledQueue, type ScheduledQueue } from "@/server/jobs/scheduled-queue";
import type { Db } from "@/server/db";
import { latestExport, runOpenDataExport, type ExportManifest } from "./export";

export const OPEN_DATA_EXPORT_QUEUE = "open-data-export";

export type OpenDataJobs = ScheduledQueue;

/**
 * The nightly open-data export as a pg-boss job, like the price-history maintenance (decision 038,
 * scheduledQueue: fired once across all instances, one queued at most), and a run is queued at
 * start when no export exists yet (a fresh install has a download by its first minute).
 */
export async function startOpenDataJobs(
  connection: string | PgliteLike,
  getDb: () => Promise<Db>,
  opts: { cron: string; work: boolean; dir?: string; onRun?: (m: ExportManifest) => void; pollingIntervalSeconds?: number },
): Promise<OpenDataJobs> {
  const jobs = await scheduledQueue(connection, {
    queue: OPEN_DATA_EXPORT_QUEUE, applicationName: "cartwise-open-data", label: "open data", cron: opts.cron, retryDelaySeconds: 300, expireInSeconds: 60 * 60,
    work: opts.work, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 10,
    run: async () => {
      const manifest = await runOpenDataExport(await getDb(), { dir: opts.dir });
      logger.info({ rows: manifest.rows, bytes: manifest.bytes }, "open data: export written");
      opts.onRun?.(manifest);
    },
  });
  if (!(await latestExport(opts.dir))) await jobs.runNow();
  return jobs;
}
