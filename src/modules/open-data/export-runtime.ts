import "server-only";
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import type { PgliteLike } from "@/server/jobs/pglite-executor";
import { startOpenDataJobs, type OpenDataJobs } from "./export-jobs";

const g = globalThis as unknown as { cartwiseOpenDataJobs?: Promise<OpenDataJobs> };

/** Called from instrumentation: schedules the nightly export and (unless SCRAPING_WORKER=off) works it. */
export async function startOpenDataExport(): Promise<void> {
  g.cartwiseOpenDataJobs ??= (async () => {
    const connection = env.DATABASE_URL ?? ((await getDb()) as unknown as { $client: PgliteLike }).$client;
    return startOpenDataJobs(connection, getDb, { cron: env.OPEN_DATA_EXPORT_CRON, work: env.SCRAPING_WORKER === "on" });
  })().catch((e) => {
    g.cartwiseOpenDataJobs = undefined;
    throw e;
  });
  await g.cartwiseOpenDataJobs;
}

export async function stopOpenDataExport(): Promise<void> {
  const jobs = g.cartwiseOpenDataJobs;
  g.cartwiseOpenDataJobs = undefined;
  if (jobs) await (await jobs.catch(() => null))?.stop();
}
