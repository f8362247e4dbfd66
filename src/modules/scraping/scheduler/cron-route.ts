import "server-only";
import type { Db } from "@/server/db";
import { getScrapeQueue } from "./runtime";
import { runDueSchedules } from "./scheduler";

/** POST /api/cron/scraping: an external cron's tick of the scraping scheduler (same work as the in-app node-cron tick). */
export async function runScrapingCron(db: Db) {
  return runDueSchedules(db, await getScrapeQueue());
}
