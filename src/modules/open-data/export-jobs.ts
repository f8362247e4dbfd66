import "server-only";
import { PgBoss } from "pg-boss";
import { logger } from "@/server/logger";
import { oneStartAtATime, pgliteExecutor, type PgliteLike } from "@/server/jobs/pglite-executor";
import type { Db } from "@/server/db";
import { latestExport, runOpenDataExport, type ExportManifest } from "./export";

export const OPEN_DATA_EXPORT_QUEUE = "open-data-export";

export interface OpenDataJobs {
  runNow(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * The nightly open-data export as a pg-boss job, like the price-history maintenance (decision 038):
 * pg-boss's cron fires it once across all instances, the singleton policy keeps one queued, and a
 * run is queued at start when no export exists yet (a fresh install has a download by its first minute).
 */
export async function startOpenDataJobs(
  connection: string | PgliteLike,
  getDb: () => Promise<Db>,
  opts: { cron: string; work: boolean; dir?: string; onRun?: (m: ExportManifest) => void; pollingIntervalSeconds?: number },
): Promise<OpenDataJobs> {
  const boss =
    typeof connection === "string"
      ? new PgBoss({ connectionString: connection, max: 2, application_name: "cartwise-open-data" })
      : new PgBoss({ db: pgliteExecutor(connection) });
  boss.on("error", (e: Error) => logger.error({ err: e }, "open data: pg-boss error"));
  await (typeof connection === "string" ? boss.start() : oneStartAtATime(() => boss.start()));
  if (!(await boss.getQueue(OPEN_DATA_EXPORT_QUEUE))) {
    await boss
      .createQueue(OPEN_DATA_EXPORT_QUEUE, { policy: "singleton", retryLimit: 2, retryDelay: 300, expireInSeconds: 60 * 60, retentionSeconds: 7 * 24 * 60 * 60 })
      .catch(async (e: unknown) => {
        if (!(await boss.getQueue(OPEN_DATA_EXPORT_QUEUE))) throw e;
      });
  }
  await boss.schedule(OPEN_DATA_EXPORT_QUEUE, opts.cron, { reason: "schedule" }, { tz: "UTC" });
  if (opts.work) {
    await boss.work(OPEN_DATA_EXPORT_QUEUE, { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 10 }, async () => {
      const manifest = await runOpenDataExport(await getDb(), { dir: opts.dir });
      logger.info({ rows: manifest.rows, bytes: manifest.bytes }, "open data: export written");
      opts.onRun?.(manifest);
    });
  }
  const runNow = async () => (await boss.send(OPEN_DATA_EXPORT_QUEUE, { reason: "now" })) !== null;
  if (!(await latestExport(opts.dir))) await runNow();
  return {
    runNow,
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
