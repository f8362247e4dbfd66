import "server-only";
import { logger } from "@/server/logger";
import { PgBoss } from "pg-boss";
import { oneStartAtATime, pgliteExecutor, type PgliteLike } from "@/server/jobs/pglite-executor";
import type { Db } from "@/server/db";
import { runPriceHistoryMaintenance, type MaintenanceResult } from "./maintenance";

export const PRICE_HISTORY_QUEUE = "price-history-maintenance";

export interface PriceHistoryJobs {
  /** Queues one run now (at most one queued at a time); false when one is already queued. */
  runNow(): Promise<boolean>;
  stop(): Promise<void>;
}

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
  const boss =
    typeof connection === "string"
      ? new PgBoss({ connectionString: connection, max: 2, application_name: "cartwise-price-history" })
      : new PgBoss({ db: pgliteExecutor(connection) });
  boss.on("error", (e: Error) => logger.error({ err: e }, "price history: pg-boss error"));
  await (typeof connection === "string" ? boss.start() : oneStartAtATime(() => boss.start()));
  if (!(await boss.getQueue(PRICE_HISTORY_QUEUE))) {
    await boss
      .createQueue(PRICE_HISTORY_QUEUE, { policy: "singleton", retryLimit: 2, retryDelay: 300, expireInSeconds: 60 * 60, retentionSeconds: 7 * 24 * 60 * 60 })
      .catch(async (e: unknown) => {
        if (!(await boss.getQueue(PRICE_HISTORY_QUEUE))) throw e;
      });
  }
  await boss.schedule(PRICE_HISTORY_QUEUE, opts.cron, { reason: "schedule" }, { tz: "UTC" });
  if (opts.work) {
    await boss.work(PRICE_HISTORY_QUEUE, { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 10 }, async () => {
      const result = await runPriceHistoryMaintenance(await getDb(), { rawMonths: opts.rawMonths });
      if (result.created.length || result.compacted.length) logger.info({ created: result.created, compacted: result.compacted }, "price history: maintenance ran");
      opts.onRun?.(result);
    });
  }
  const runNow = async () => (await boss.send(PRICE_HISTORY_QUEUE, { reason: "now" })) !== null;
  await runNow();
  return {
    runNow,
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
