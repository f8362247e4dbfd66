import "server-only";
import { logger } from "@/server/logger";
import type { Db } from "@/server/db";
import { sendMail } from "@/server/mail";
import { env } from "@/server/env";
import { notifyAdministrators } from "@/modules/alerts";
import { scrapeAlertOptOuts } from "@/modules/mailings";
import { listAdministrators } from "@/modules/users";

/** A run below this share of the last good run's products is held: its prices are not published. */
export const LOW_COUNT_FLOOR = 0.8;
/** Consecutive failed runs that alert the administrators (once per streak). */
export const FAILURES_BEFORE_ALERT = 2;

export interface ScrapeAlert {
  storeId: string;
  storeName: string;
  title: string;
  body: string;
  logId: string;
}

/**
 * Tells every administrator: an in-app notification (the header's bell) for each, and an e-mail to
 * those whose preferences allow scrape alerts (on unless switched off). Never throws: a run's
 * outcome stands whether or not the alert could be delivered.
 */
export async function alertAdministrators(db: Db, alert: ScrapeAlert): Promise<{ notified: number; emailed: number }> {
  try {
    const href = `/admin/scraping/runs/${alert.logId}`;
    const admins = await listAdministrators(db);
    if (!admins.length) return { notified: 0, emailed: 0 };
    const optedOut = await scrapeAlertOptOuts(db, admins.map((a) => a.id));
    await notifyAdministrators(db, { kind: "scrape_alert", title: alert.title, body: alert.body, href, storeId: alert.storeId });
    let emailed = 0;
    for (const admin of admins) {
      if (optedOut.has(admin.id)) continue;
      const sent = await sendMail({ to: admin.email, subject: `Cartwise: ${alert.title}`, text: `${alert.body}\n\nWhat the run did: ${env.APP_URL.replace(/\/+$/, "")}${href}\n\nYou get these e-mails as a Cartwise administrator; switch them off under your e-mail preferences.` });
      if (sent) emailed++;
    }
    return { notified: admins.length, emailed };
  } catch (e) {
    logger.error({ err: e, storeId: alert.storeId }, "scraping: an alert could not be delivered");
    return { notified: 0, emailed: 0 };
  }
}
