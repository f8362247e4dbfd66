import "server-only";
import { PgBoss } from "pg-boss";
import { logger } from "@/server/logger";
import { oneStartAtATime, pgliteExecutor, type PgliteLike } from "./pglite-executor";

/** A cron-scheduled pg-boss queue started by scheduledQueue. */
export interface ScheduledQueue {
  /** Queues one run now (at most one queued at a time: the singleton policy); false when one already is. */
  runNow(): Promise<boolean>;
  stop(): Promise<void>;
}

export interface ScheduledQueueOptions {
  queue: string;
  /** pg-boss's application_name on PostgreSQL, and the log lines' prefix ("price history: …"). */
  applicationName: string;
  label: string;
  cron: string;
  /** Seconds before a failed run is retried (twice), and how long one may run. */
  retryDelaySeconds: number;
  expireInSeconds: number;
  /** Work the queue in this process (off: only schedule and enqueue). */
  work: boolean;
  pollingIntervalSeconds: number;
  /** One run of the job. */
  run: () => Promise<void>;
}

/**
 * A job that pg-boss's cron fires across all instances (one job per tick, whoever's worker takes it),
 * in a "singleton" queue so at most one run is queued: the price-history maintenance (decision 038),
 * the open-data export and the scheduled e-mails. On embedded PGlite pg-boss runs over the one
 * connection, as the scrape queue does (decision 014). The queue is created once (a concurrent
 * creator winning the race is not an error).
 */
export async function scheduledQueue(connection: string | PgliteLike, opts: ScheduledQueueOptions): Promise<ScheduledQueue> {
  const boss =
    typeof connection === "string"
      ? new PgBoss({ connectionString: connection, max: 2, application_name: opts.applicationName })
      : new PgBoss({ db: pgliteExecutor(connection) });
  boss.on("error", (e: Error) => logger.error({ err: e }, `${opts.label}: pg-boss error`));
  await (typeof connection === "string" ? boss.start() : oneStartAtATime(() => boss.start()));
  if (!(await boss.getQueue(opts.queue))) {
    await boss
      .createQueue(opts.queue, { policy: "singleton", retryLimit: 2, retryDelay: opts.retryDelaySeconds, expireInSeconds: opts.expireInSeconds, retentionSeconds: 7 * 24 * 60 * 60 })
      .catch(async (e: unknown) => {
        if (!(await boss.getQueue(opts.queue))) throw e;
      });
  }
  await boss.schedule(opts.queue, opts.cron, { reason: "schedule" }, { tz: "UTC" });
  if (opts.work) await boss.work(opts.queue, { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds }, opts.run);
  return {
    runNow: async () => (await boss.send(opts.queue, { reason: "now" })) !== null,
    stop: async () => {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
