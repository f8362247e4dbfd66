import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, runMigrations, type DbHandle } from "@/server/db/client";
import { createPgBossQueue, type ScrapeQueue } from "@/modules/scraping/scheduler/queue";
import { startPriceHistoryJobs, type PriceHistoryJobs } from "@/modules/price-ledger/maintenance-jobs";
import type { PgliteLike } from "./pglite-executor";

/*
 * `npm start` on the embedded database starts two pg-boss instances at once over PGlite's one
 * connection (scrape jobs, price-history maintenance). Both must start, and the connection must
 * still answer the app afterwards (a failed install used to leave it in an aborted transaction).
 */
describe("two pg-boss instances starting together on embedded PGlite", () => {
  let handle: DbHandle | null = null;
  let queue: ScrapeQueue | null = null;
  let jobs: PriceHistoryJobs | null = null;
  afterAll(async () => {
    await queue?.stop();
    await jobs?.stop();
    await handle?.close();
  });

  it("both start and the database keeps answering", { timeout: 120_000 }, async () => {
    handle = await openDatabase({ pgliteDir: null });
    await runMigrations(handle);
    const lite = (handle.db as unknown as { $client: PgliteLike }).$client;
    const db = handle.db;
    [queue, jobs] = await Promise.all([
      createPgBossQueue(lite, { pollingIntervalSeconds: 0.5 }),
      startPriceHistoryJobs(lite, async () => db, { cron: "17 3 * * *", rawMonths: 6, work: false }),
    ]);
    expect(queue.kind).toBe("pg-boss");
    const answer = await db.execute<{ n: number }>(sql`select count(*)::int as n from stores`);
    expect(answer.rows[0]?.n).toBe(0);
  });
});
