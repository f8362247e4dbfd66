import "server-only";
import type { Db } from "@/server/db";
import { logger } from "@/server/logger";
import { generatePriceDropAlerts } from "./generate";
import { sendPriceDropDigests } from "./digest";

/**
 * Run after prices were written (a scrape's end of run, a retailer feed, the demo's daily drift,
 * the daily job): price-drop notifications, then the e-mail digest. Never throws — a failed alert
 * run must not fail the price write that triggered it; the next run catches up.
 */
export async function runPriceAlerts(db: Db, now = new Date()): Promise<{ priceDrops: number; priceRises: number; coupons: number; emails: number } | null> {
  try {
    const generated = await generatePriceDropAlerts(db, now);
    const digest = await sendPriceDropDigests(db, now);
    return { ...generated, emails: digest.emails };
  } catch (e) {
    logger.error({ err: e }, "alerts: price alert run failed");
    return null;
  }
}
