import "server-only";
import type { Db } from "@/server/db";
import { logger } from "@/server/logger";
import { sendCouponExpiringMails, sendCouponLiveMails, sendPaymentFailedMails, sendRenewalReminders, sendWeeklyPerformanceReports, type Tally } from "./retailer-mail";
import { sendWeeklySavingsSummaries } from "./shopper-mail";

export type MailRun = Record<"couponLive" | "couponExpiring" | "paymentFailed" | "renewalUpcoming" | "performanceWeekly" | "savingsWeekly", Tally>;

/**
 * Every scheduled e-mail, in one pass (the mail job and POST /api/cron/mail). Each sender sends each
 * e-mail at most once (sent_mail), so running this as often as wanted, or twice at once, is safe.
 * One sender failing does not stop the others.
 */
export async function runMailJobs(db: Db, now = new Date()): Promise<Partial<MailRun>> {
  const senders: [keyof MailRun, () => Promise<Tally>][] = [
    ["couponLive", () => sendCouponLiveMails(db, now)],
    ["couponExpiring", () => sendCouponExpiringMails(db, now)],
    ["paymentFailed", () => sendPaymentFailedMails(db, now)],
    ["renewalUpcoming", () => sendRenewalReminders(db, now)],
    ["performanceWeekly", () => sendWeeklyPerformanceReports(db, now)],
    ["savingsWeekly", () => sendWeeklySavingsSummaries(db, now)],
  ];
  const out: Partial<MailRun> = {};
  for (const [name, send] of senders) {
    try {
      out[name] = await send();
    } catch (e) {
      logger.error({ err: e, sender: name }, "mail: a scheduled sender failed; the next run retries");
    }
  }
  return out;
}
