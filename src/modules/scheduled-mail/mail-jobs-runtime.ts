import "server-only";
import { PgBoss } from "pg-boss";
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import { logger } from "@/server/logger";
import { jobsConnection } from "@/server/jobs/connection";
import { oneStartAtATime, pgliteExecutor } from "@/server/jobs/pglite-executor";
import { processService } from "@/server/jobs/process-service";
import { runMailJobs } from "./jobs";

export const MAIL_QUEUE = "scheduled-mail";

/**
 * The scheduled e-mails as a pg-boss job (like the price-history maintenance, decision 038):
 * pg-boss's cron fires it across all instances, the singleton policy keeps one queued, and the
 * senders' sent_mail keys make a retried or doubled run send nothing twice.
 */
const service = processService(
  "cartwiseMailJobs",
  async () => {
    const connection = await jobsConnection();
    const boss = typeof connection === "string" ? new PgBoss({ connectionString: connection, max: 2, application_name: "cartwise-mail" }) : new PgBoss({ db: pgliteExecutor(connection) });
    boss.on("error", (e: Error) => logger.error({ err: e }, "mail: pg-boss error"));
    await (typeof connection === "string" ? boss.start() : oneStartAtATime(() => boss.start()));
    if (!(await boss.getQueue(MAIL_QUEUE))) {
      await boss.createQueue(MAIL_QUEUE, { policy: "singleton", retryLimit: 2, retryDelay: 120, expireInSeconds: 30 * 60, retentionSeconds: 7 * 24 * 60 * 60 }).catch(async (e: unknown) => {
        if (!(await boss.getQueue(MAIL_QUEUE))) throw e;
      });
    }
    await boss.schedule(MAIL_QUEUE, env.MAIL_JOBS_CRON, { reason: "schedule" }, { tz: "UTC" });
    if (env.SCRAPING_WORKER === "on") {
      await boss.work(MAIL_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
        const result = await runMailJobs(await getDb());
        const sent = Object.values(result).reduce((n, t) => n + (t?.sent ?? 0), 0);
        if (sent) logger.info({ sent, result }, "mail: scheduled e-mails sent");
      });
    }
    return boss;
  },
  (boss) => boss.stop({ graceful: true, timeout: 10_000 }),
);

export const startMailJobs = (): Promise<void> => service.start();
export const stopMailJobs = (): Promise<void> => service.stop();
