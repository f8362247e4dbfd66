import "server-only";
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import { jobsConnection } from "@/server/jobs/connection";
import { processService } from "@/server/jobs/process-service";
import { startPriceHistoryJobs } from "./maintenance-jobs";

const service = processService(
  "cartwisePriceHistoryJobs",
  async () => startPriceHistoryJobs(await jobsConnection(), getDb, { cron: env.PRICE_HISTORY_MAINTENANCE_CRON, rawMonths: env.PRICE_HISTORY_RAW_MONTHS, work: env.SCRAPING_WORKER === "on" }),
  (jobs) => jobs.stop(),
);

/** Called from instrumentation: schedules the maintenance job and (unless SCRAPING_WORKER=off) works it. */
export const startPriceHistoryMaintenance = (): Promise<void> => service.start();
export const stopPriceHistoryMaintenance = (): Promise<void> => service.stop();
