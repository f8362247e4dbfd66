import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { getScrapedStore, listScrapableStores, scrapableStoresSql } from "@/modules/stores";
import { withIngestTransaction } from "../ingest/transaction";
import { DEFAULT_SCRAPE_CRON } from "./cron";
import { nextScheduledRun, type ScheduleFrequency } from "./next-run";
import type { ScrapeQueue } from "./queue";

export interface ScheduleDto {
  storeId: string;
  storeName: string;
  /** Kept from the older cron-only schedules; the schedule itself is frequency + time in the store's zone. */
  cron: string;
  frequency: ScheduleFrequency;
  runAt: string;
  weekday: number | null;
  timeZone: string;
  nextRunAt: string;
}

/** The bulk default of Setup Schedules: daily at 03:00 in each store's own time zone. */
export const DEFAULT_SCHEDULE = { frequency: "daily" as const, runAt: "03:00", weekday: null };

/**
 * Setup Schedules, a bulk default: every scraping-enabled, open store with a configuration and no
 * schedule gets daily 03:00 in its own zone. A store's own schedule (frequency, time, paused) is
 * kept; one whose next run has passed gets its next one. Idempotent.
 */
export async function setupSchedules(db: Db, now: Date = new Date()): Promise<ScheduleDto[]> {
  const sc = tables.scrapingSchedules;
  const scrapable = await listScrapableStores(db);
  const schedules = scrapable.length
    ? await db.select({ storeId: sc.storeId, scheduleId: sc.id, cron: sc.cron, frequency: sc.frequency, runAt: sc.runAt, weekday: sc.weekday, enabled: sc.enabled, nextRunAt: sc.nextRunAt }).from(sc).where(inArray(sc.storeId, scrapable.map((x) => x.id)))
    : [];
  const scheduleOf = new Map(schedules.map((x) => [x.storeId, x]));
  const none = { scheduleId: null, cron: null, frequency: null, runAt: null, weekday: null, enabled: null, nextRunAt: null };
  const stores = scrapable.map((store) => ({ ...store, ...(scheduleOf.get(store.id) ?? none) }));
  const out: ScheduleDto[] = [];
  for (const store of stores) {
    const own = store.scheduleId !== null;
    const plan = own ? { frequency: store.frequency as ScheduleFrequency, runAt: store.runAt!, weekday: store.weekday } : DEFAULT_SCHEDULE;
    const cron = store.cron ?? DEFAULT_SCRAPE_CRON;
    const enabled = own ? store.enabled! : true;
    const next = store.nextRunAt && store.nextRunAt.getTime() > now.getTime() ? store.nextRunAt : nextScheduledRun({ ...plan, timeZone: store.timeZone }, now);
    await db
      .insert(sc)
      .values({ storeId: store.id, cron, enabled, ...plan, nextRunAt: next })
      .onConflictDoUpdate({ target: sc.storeId, set: { nextRunAt: next } });
    out.push({ storeId: store.id, storeName: store.name, cron, ...plan, timeZone: store.timeZone, nextRunAt: next.toISOString() });
  }
  return out;
}

/** One store's own schedule: frequency and time in its zone; saving computes the next run. */
export async function saveStoreSchedule(db: Db, input: { storeId: string; frequency: ScheduleFrequency; runAt: string; weekday: number | null; paused: boolean }, now: Date = new Date()): Promise<{ nextRunAt: string | null } | null> {
  const store = await getScrapedStore(db, input.storeId);
  if (!store) return null;
  const weekday = input.frequency === "weekly" ? (input.weekday ?? 1) : null;
  const next = input.paused ? null : nextScheduledRun({ frequency: input.frequency, runAt: input.runAt, weekday, timeZone: store.timeZone }, now);
  const sc = tables.scrapingSchedules;
  const values = { frequency: input.frequency, runAt: input.runAt, weekday, enabled: !input.paused, nextRunAt: next };
  await db.insert(sc).values({ storeId: store.id, ...values }).onConflictDoUpdate({ target: sc.storeId, set: values });
  return { nextRunAt: next ? next.toISOString() : null };
}

/**
 * One scheduler tick (node-cron in every instance, or POST /api/cron/scraping): claims the due
 * schedules with FOR UPDATE SKIP LOCKED, moves each to its next run and enqueues its job in the
 * same transaction, so two instances ticking at once never run a store twice and a crash between
 * the claim and the enqueue loses nothing.
 */
export async function runDueSchedules(db: Db, queue: ScrapeQueue, now: Date = new Date()): Promise<{ due: number; queued: number }> {
  // PostgreSQL: each job is enqueued on the claiming transaction's connection (commits with it).
  // PGlite has one connection, held by the transaction: its jobs are enqueued right after commit.
  const afterCommit: string[] = [];
  const claimed = await withIngestTransaction(db, async (tx, _copy, exec) => {
    const due = await tx.execute<{ id: string; store_id: string; frequency: string; run_at: string; weekday: number | null; time_zone: string }>(sql`
      select sc.id, sc.store_id, sc.frequency, sc.run_at, sc.weekday, st.time_zone
      from scraping_schedules sc join ${scrapableStoresSql()} st on st.id = sc.store_id
      where sc.enabled and sc.next_run_at <= ${now.toISOString()}::timestamptz
      order by sc.next_run_at
      limit 500
      for update of sc skip locked`);
    let queued = 0;
    for (const row of due.rows) {
      const next = nextScheduledRun({ frequency: row.frequency === "weekly" ? "weekly" : "daily", runAt: row.run_at, weekday: row.weekday === null ? null : Number(row.weekday), timeZone: row.time_zone }, now);
      await tx.update(tables.scrapingSchedules).set({ nextRunAt: next, lastRunAt: now }).where(eq(tables.scrapingSchedules.id, row.id));
      if (!exec) afterCommit.push(row.store_id);
      else if (await queue.enqueue({ storeId: row.store_id, scrapeType: "scheduled" }, exec)) queued++;
    }
    return { due: due.rows.length, queued };
  });
  for (const storeId of afterCommit) if (await queue.enqueue({ storeId, scrapeType: "scheduled" })) claimed.queued++;
  return claimed;
}

/** Scrape All: one job per scraping-enabled store with a configuration (stores already queued are skipped). */
export async function enqueueAllStores(db: Db, queue: ScrapeQueue): Promise<{ stores: number; queued: number }> {
  const rows = await listScrapableStores(db);
  let queued = 0;
  for (const row of rows) if (await queue.enqueue({ storeId: row.id, scrapeType: "all" })) queued++;
  return { stores: rows.length, queued };
}
