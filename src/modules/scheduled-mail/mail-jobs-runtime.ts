import "server-only";
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import { logger } from "@/server/logger";
import { jobsConnection } from "@/server/jobs/connection";
import { processService } from "@/server/jobs/process-service";
import { scheduledQueue } from "@/server/jobs/scheduled-queue";
import { runMailJobs } from "./jobs";

export const MAIL_QUEUE = "scheduled-mail";

/**
 * The scheduled e-mails as a pg-boss job (like the price-history maintenance, decision 038):
 * pg-boss's cron fires it across all instances, the singleton policy keeps one queued, and the
 * senders' sent_mail keys make a retried or doubled run send nothing twice.
 */
const service = processService(
  "cartwiseMailJobs",
  async () =>
    scheduledQueue(await jobsConnection(), {
      queue: MAIL_QUEUE, applicationName: "cartwise-mail", label: "mail", cron: env.MAIL_JOBS_CRON, retryDelaySeconds: 120, expireInSeconds: 30 * 60,
      work: env.SCRAPING_WORKER === "on", pollingIntervalSeconds: 30,
      run: async () => {
        const result = await runMailJobs(await getDb());
        const sent = Object.values(result).reduce((n, t) => n + (t?.sent ?? 0), 0);
        if (sent) logger.info({ sent, result }, "mail: scheduled e-mails sent");
      },
    }),
  (jobs) => jobs.stop(),
);

export const startMailJobs = (): Promise<void> => service.start();
export const stopMailJobs = (): Promise<void> => service.stop();
