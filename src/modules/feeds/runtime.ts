import "server-only";
import { schedule, type ScheduledTask } from "node-cron";
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import { logger } from "@/server/logger";
import { runDueFeedSources } from "./runs/url-source";

/** Every quarter hour: retailers' feed URLs that are due (daily, at their hour in their zone). */
export const FEED_FETCH_CRON = "*/15 * * * *";

const g = globalThis as unknown as { cartwiseFeedFetch?: ScheduledTask };

/** Called from instrumentation on instances that do background work (SCRAPING_WORKER=on); sources are claimed, so instances never fetch one twice. */
export function startFeedFetching(): void {
  if (env.SCRAPING_WORKER === "off" || g.cartwiseFeedFetch) return;
  g.cartwiseFeedFetch = schedule(
    FEED_FETCH_CRON,
    async () => {
      try {
        const totals = await runDueFeedSources(await getDb());
        if (totals.due) logger.info(totals, "feeds: scheduled fetches ran");
      } catch (e) {
        logger.error({ err: e }, "feeds: scheduled fetch tick failed");
      }
    },
    { name: "feed-fetch", noOverlap: true, timezone: "UTC" },
  );
}

export async function stopFeedFetching(): Promise<void> {
  await g.cartwiseFeedFetch?.destroy();
  g.cartwiseFeedFetch = undefined;
}
