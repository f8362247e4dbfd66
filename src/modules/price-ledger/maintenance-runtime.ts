import "server-only";
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import type { PgliteLike } from "@/server/jobs/pglite-executor";
import { startPriceHistoryJobs, type PriceHistoryJobs } from "./maintenance-jobs";

const g = globalThis as unknown as { cartwisePriceHistoryJobs?: Promise<PriceHistoryJobs> };

/** Called from instrumentation: schedules the maintenance job and (unless SCRAPING_WORKER=off) works it. */
export async function startPriceHistoryMaintenance(): Promise<void> {
  g.cartwisePriceHistoryJobs ??= (async () => {
    const connection = env.DATABASE_URL ?? ((await getDb()) as unknown as { $client: PgliteLike }).$client;
    return startPriceHistoryJobs(connection, getDb, { cron: env.PRICE_HISTORY_MAINTENANCE_CRON, rawMonths: env.PRICE_HISTORY_RAW_MONTHS, work: env.SCRAPING_WORKER === "on" });
  })().catch((e) => {
    g.cartwisePriceHistoryJobs = undefined;
    throw e;
  });
  await g.cartwisePriceHistoryJobs;
}

export async function stopPriceHistoryMaintenance(): Promise<void> {
  const jobs = g.cartwisePriceHistoryJobs;
  g.cartwisePriceHistoryJobs = undefined;
  if (jobs) await (await jobs.catch(() => null))?.stop();
}
