import "server-only";
import { schedule, type ScheduledTask } from "node-cron";
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import { logger } from "@/server/logger";
import { createInProcessQueue, createPgBossQueue, type PgliteLike, type ScrapeQueue } from "./queue";
import { runStoreScrape } from "./run-store";
import { runDueSchedules } from "./scheduler";
import { isValidCron } from "./cron";

/**
 * This process's scrape queue: pg-boss on PostgreSQL (shared by every instance) and pg-boss over
 * embedded PGlite. Unless SCRAPING_WORKER=off, the process also works the queue. One per process
 * (globalThis: route, action and instrumentation bundles share it).
 */
const g = globalThis as unknown as { cartwiseScrapeQueue?: Promise<ScrapeQueue>; cartwiseScrapeTick?: ScheduledTask };

async function openQueue(): Promise<ScrapeQueue> {
  if (env.DATABASE_URL) return createPgBossQueue(env.DATABASE_URL);
  // Embedded PGlite: pg-boss itself over the one PGlite connection (its `db` option); the
  // in-process queue only if that fails to start (decision record 014).
  const lite = (await getDb()) as unknown as { $client: PgliteLike };
  try {
    return await createPgBossQueue(lite.$client);
  } catch (e) {
    logger.error({ err: e }, "scraping: pg-boss over PGlite did not start; using the in-process queue");
    return createInProcessQueue();
  }
}

async function createRuntimeQueue(): Promise<ScrapeQueue> {
  const queue = await openQueue();
  if (env.SCRAPING_WORKER === "on") {
    await queue.work(async (job) => {
      await runStoreScrape(await getDb(), job.storeId, job.scrapeType);
    });
  }
  return queue;
}

export function getScrapeQueue(): Promise<ScrapeQueue> {
  g.cartwiseScrapeQueue ??= createRuntimeQueue().catch((e) => {
    g.cartwiseScrapeQueue = undefined;
    throw e;
  });
  return g.cartwiseScrapeQueue;
}

/** Called from instrumentation: the queue worker plus a node-cron tick (every minute unless SCRAPING_TICK_CRON says otherwise). */
export async function startScrapingScheduler(): Promise<void> {
  if (env.SCRAPING_WORKER === "off" || g.cartwiseScrapeTick) return;
  const queue = await getScrapeQueue();
  const tick = isValidCron(env.SCRAPING_TICK_CRON) ? env.SCRAPING_TICK_CRON : "* * * * *";
  if (tick !== env.SCRAPING_TICK_CRON) logger.error({ SCRAPING_TICK_CRON: env.SCRAPING_TICK_CRON }, "scraping: SCRAPING_TICK_CRON is not a valid cron expression; ticking every minute");
  g.cartwiseScrapeTick = schedule(
    tick,
    async () => {
      try {
        await runDueSchedules(await getDb(), queue);
      } catch (e) {
        logger.error({ err: e }, "scraping: scheduler tick failed");
      }
    },
    { name: "scraping-scheduler", noOverlap: true },
  );
}

/** Stops the tick and the worker (tests, graceful shutdown). */
export async function stopScrapingRuntime(): Promise<void> {
  await g.cartwiseScrapeTick?.destroy();
  g.cartwiseScrapeTick = undefined;
  const queue = g.cartwiseScrapeQueue;
  g.cartwiseScrapeQueue = undefined;
  if (queue) await (await queue).stop();
}
