import "server-only";
import { PgBoss, type Db as PgBossDb, type Job } from "pg-boss";
import { oneStartAtATime, pgliteExecutor, type PgliteLike } from "@/server/jobs/pglite-executor";

export type { PgliteLike };
import { logger } from "@/server/logger";
import type { ScrapeType } from "./run-store";

export const SCRAPE_QUEUE = "scrape-store";

export interface ScrapeJob {
  storeId: string;
  scrapeType: ScrapeType;
}

/** Runs inside the caller's transaction on PostgreSQL (pg-boss's `db` option), so a claim and its job commit together. */
export type SqlExecutor = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Durable store runs. One queued and one running job per store at most (pg-boss "stately" policy
 * keyed by store id); a job whose worker died expires and is retried; any number of instances
 * enqueue and work the same queue. See docs/decisions/014-scrape-jobs.md.
 */
export interface ScrapeQueue {
  readonly kind: "pg-boss" | "in-process";
  /** false when the store already has a queued run (the new one would be a duplicate). */
  enqueue(job: ScrapeJob, executor?: SqlExecutor): Promise<boolean>;
  work(handler: (job: ScrapeJob) => Promise<void>): Promise<void>;
  /** Jobs queued or running (admin display and tests). */
  pendingCount(): Promise<number>;
  stop(): Promise<void>;
}

const QUEUE_OPTIONS = {
  policy: "stately" as const,
  retryLimit: 2,
  retryDelay: 60,
  // A run is capped well below this by the engine; a job still active after it was orphaned by a crash.
  expireInSeconds: 20 * 60,
  // Queued jobs are dropped after a day (the schedule enqueues again); finished ones kept a day for the admin.
  retentionSeconds: 24 * 60 * 60,
  deleteAfterSeconds: 24 * 60 * 60,
};

export async function createPgBossQueue(connection: string | PgliteLike, opts: { pollingIntervalSeconds?: number } = {}): Promise<ScrapeQueue> {
  const boss =
    typeof connection === "string"
      ? new PgBoss({ connectionString: connection, max: 3, application_name: "cartwise-scrape-jobs", schedule: false })
      : new PgBoss({ db: pgliteExecutor(connection), schedule: false });
  boss.on("error", (e: Error) => logger.error({ err: e }, "scrape jobs: pg-boss error"));
  await (typeof connection === "string" ? boss.start() : oneStartAtATime(() => boss.start()));
  if (!(await boss.getQueue(SCRAPE_QUEUE))) {
    // Two instances starting together may both see no queue: the loser's insert conflicts and is fine.
    await boss.createQueue(SCRAPE_QUEUE, QUEUE_OPTIONS).catch(async (e: unknown) => {
      if (!(await boss.getQueue(SCRAPE_QUEUE))) throw e;
    });
  }
  return {
    kind: "pg-boss",
    async enqueue(job, executor) {
      const id = await boss.send(SCRAPE_QUEUE, job, { singletonKey: job.storeId, ...(executor ? { db: { executeSql: executor as PgBossDb["executeSql"] } } : {}) });
      return id !== null;
    },
    async work(handler) {
      await boss.work<ScrapeJob>(SCRAPE_QUEUE, { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async ([job]: Job<ScrapeJob>[]) => {
        await handler(job.data);
      });
    },
    async pendingCount() {
      // Queued, retrying or running (the job_state enum orders them before "completed").
      const { rows } = await boss.getDb().executeSql("select count(*)::int as n from pgboss.job where name = $1 and state < 'completed'", [SCRAPE_QUEUE]);
      return Number(rows[0]?.n ?? 0);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/**
 * The same interface in one process (embedded PGlite has a single connection and one server):
 * the same one-queued-per-store rule, one run at a time. Nothing survives a restart — the
 * schedules' next_run_at does, and the next tick enqueues again.
 */
export function createInProcessQueue(): ScrapeQueue {
  const queued = new Map<string, ScrapeJob>();
  let active: string | null = null;
  let handler: ((job: ScrapeJob) => Promise<void>) | null = null;
  let stopped = false;
  let draining: Promise<void> | null = null;

  const drain = async () => {
    while (!stopped && handler) {
      const next = [...queued.values()].find((j) => j.storeId !== active);
      if (!next) return;
      queued.delete(next.storeId);
      active = next.storeId;
      try {
        await handler(next);
      } catch (e) {
        logger.error({ storeId: next.storeId, err: e }, "scrape jobs: run failed");
      } finally {
        active = null;
      }
    }
  };
  const kick = () => {
    draining ??= drain().finally(() => {
      draining = null;
      if (!stopped && handler && queued.size) kick();
    });
  };

  return {
    kind: "in-process",
    async enqueue(job) {
      if (stopped || queued.has(job.storeId)) return false;
      queued.set(job.storeId, job);
      kick();
      return true;
    },
    async work(h) {
      handler = h;
      kick();
    },
    async pendingCount() {
      return queued.size + (active ? 1 : 0);
    },
    async stop() {
      stopped = true;
      await draining;
    },
  };
}
