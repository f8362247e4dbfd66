import "server-only";
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import { jobsConnection } from "@/server/jobs/connection";
import { processService } from "@/server/jobs/process-service";
import { startOpenDataJobs } from "./export-jobs";

const service = processService(
  "cartwiseOpenDataJobs",
  async () => startOpenDataJobs(await jobsConnection(), getDb, { cron: env.OPEN_DATA_EXPORT_CRON, work: env.SCRAPING_WORKER === "on" }),
  (jobs) => jobs.stop(),
);

/** Called from instrumentation: schedules the nightly export and (unless SCRAPING_WORKER=off) works it. */
export const startOpenDataExport = (): Promise<void> => service.start();
export const stopOpenDataExport = (): Promise<void> => service.stop();
