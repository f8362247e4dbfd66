import "server-only";
import { schedule, type ScheduledTask } from "node-cron";
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import { logger } from "@/server/logger";
import { recheckPublishedReceiptPrices } from "./recheck";

/** Nightly, UTC, after the price-history maintenance (03:17): receipt prices are re-checked against the day's prices. */
export const RECEIPT_RECHECK_CRON = "41 3 * * *";

const g = globalThis as unknown as { cartwiseReceiptRecheck?: ScheduledTask };

/**
 * Called from instrumentation on instances that do background work (SCRAPING_WORKER=on). Several
 * instances may tick at once: the re-check claims each price with a conditional update, so a price
 * is withdrawn and held once. External schedulers can call POST /api/cron/receipt-prices instead.
 */
export function startReceiptPriceRecheck(): void {
  if (env.SCRAPING_WORKER === "off" || g.cartwiseReceiptRecheck) return;
  g.cartwiseReceiptRecheck = schedule(
    RECEIPT_RECHECK_CRON,
    async () => {
      try {
        await recheckPublishedReceiptPrices(await getDb());
      } catch (e) {
        logger.error({ err: e }, "contributions: nightly receipt price re-check failed");
      }
    },
    { name: "receipt-price-recheck", noOverlap: true, timezone: "UTC" },
  );
}

export async function stopReceiptPriceRecheck(): Promise<void> {
  await g.cartwiseReceiptRecheck?.destroy();
  g.cartwiseReceiptRecheck = undefined;
}
