import "server-only";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { withIngestTransaction } from "../ingest/transaction";
import { DEFAULT_SCRAPE_CRON, isValidCron, nextRunAt } from "./cron";
import type { ScrapeQueue } from "./queue";

export interface ScheduleDto {
  storeId: string;
  storeName: string;
  cron: string;
  nextRunAt: string;
}

/**
 * Gives every scraping-enabled store that has a configuration a schedule (the default cron for new
 * ones; an existing cron is kept) and a next_run_at in the future. Idempotent.
 */
export async function setupSchedules(db: Db): Promise<ScheduleDto[]> {
  const s = tables.stores;
  const sc = tables.scrapingSchedules;
  const stores = await db
    .select({ id: s.id, name: s.name, cron: sc.cron, nextRunAt: sc.nextRunAt })
    .from(s)
    .leftJoin(sc, eq(sc.storeId, s.id))
    .where(and(eq(s.scrapingEnabled, true), isNotNull(s.scraperConfig)))
    .orderBy(asc(s.name));
  const out: ScheduleDto[] = [];
  const now = Date.now();
  for (const store of stores) {
    const cron = store.cron && isValidCron(store.cron) ? store.cron : DEFAULT_SCRAPE_CRON;
    const next = store.nextRunAt && store.nextRunAt.getTime() > now ? store.nextRunAt : nextRunAt(cron);
    await db
      .insert(sc)
      .values({ storeId: store.id, cron, enabled: true, nextRunAt: next })
      .onConflictDoUpdate({ target: sc.storeId, set: { cron, enabled: true, nextRunAt: next } });
    out.push({ storeId: store.id, storeName: store.name, cron, nextRunAt: next.toISOString() });
  }
  return out;
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
    const due = await tx.execute<{ id: string; store_id: string; cron: string }>(sql`
      select sc.id, sc.store_id, sc.cron
      from scraping_schedules sc join stores st on st.id = sc.store_id
      where sc.enabled and st.scraping_enabled and st.scraper_config is not null and sc.next_run_at <= ${now.toISOString()}::timestamptz
      order by sc.next_run_at
      limit 500
      for update of sc skip locked`);
    let queued = 0;
    for (const row of due.rows) {
      const cron = isValidCron(row.cron) ? row.cron : DEFAULT_SCRAPE_CRON;
      await tx.update(tables.scrapingSchedules).set({ cron, nextRunAt: nextRunAt(cron), lastRunAt: now }).where(eq(tables.scrapingSchedules.id, row.id));
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
  const s = tables.stores;
  const rows = await db.select({ id: s.id }).from(s).where(and(eq(s.scrapingEnabled, true), isNotNull(s.scraperConfig)));
  let queued = 0;
  for (const row of rows) if (await queue.enqueue({ storeId: row.id, scrapeType: "all" })) queued++;
  return { stores: rows.length, queued };
}
