import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tables, type Db } from "@/server/db";
import { openDatabase, runMigrations, type DbHandle } from "@/server/db/client";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { compactPriceHistory, ensurePricePartitions, runPriceHistoryMaintenance } from "./maintenance";
import { startPriceHistoryJobs } from "./maintenance-jobs";
import { getPriceHistory } from "@/modules/price-history";
import { priceIdUnderReviewSql } from "@/modules/moderation";

let db: Db;
const DAY = 86_400_000;
const monthStart = (d: Date, add = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1));
const partName = (d: Date) => `prices_${d.getUTCFullYear()}_${String(d.getUTCMonth() + 1).padStart(2, "0")}`;

/** Plain SQL naming only the columns the oldest schema has: it also runs before later migrations add columns. */
async function storeAndProduct(d: Db = db) {
  const store = await d.execute<{ id: string }>(sql`insert into stores (name, store_type, currency, country_code) values ('Fresh Mart', 'supermarket', 'NZD', 'NZ') returning id::text`);
  const product = await d.execute<{ id: string }>(sql`insert into products (name, category) values ('Coffee Beans 500g', 'pantry') returning id::text`);
  return { storeId: store.rows[0].id, productId: product.rows[0].id };
}

async function whereIs(id: number): Promise<string> {
  const res = await db.execute<{ part: string }>(sql`select tableoid::regclass::text as part from prices where id = ${id}`);
  return res.rows[0]?.part;
}

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
});

describe("price history partitions", () => {
  it("a month with no partition lands in prices_default, keeps the current price right, and moves into its own month when the job creates it", async () => {
    const f = await storeAndProduct();
    const future = monthStart(new Date(), 9);
    await db.execute(sql`drop table if exists ${sql.identifier(partName(future))}`);
    const [row] = await db.insert(tables.prices).values({ ...f, amountCents: 450, currency: "NZD", source: "scrape", observedAt: new Date(future.getTime() + 3 * DAY) }).returning({ id: tables.prices.id });
    expect(await whereIs(row.id)).toBe("prices_default");
    const [cp] = await db.select().from(tables.currentPrices);
    expect(cp).toMatchObject({ priceId: row.id, amountCents: 450 });

    const created = await ensurePricePartitions(db, new Date(), 1);
    expect(created).toContain(partName(future));
    expect(await whereIs(row.id)).toBe(partName(future));
    expect((await db.execute<{ n: number }>(sql`select count(*)::int as n from prices_default`)).rows[0].n).toBe(0);
    // The current month and the next exist whatever ran before; a second call creates nothing.
    const names = (await db.execute<{ n: string }>(sql`select c.relname as n from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'prices'::regclass`)).rows.map((r) => r.n);
    expect(names).toEqual(expect.arrayContaining([partName(monthStart(new Date())), partName(monthStart(new Date(), 1))]));
    expect(await ensurePricePartitions(db, new Date(), 1)).toEqual([]);
  });

  it("compaction keeps each week's close and low of old months (charts and verdicts read the same), leaves recent months raw, and runs once", async () => {
    const f = await storeAndProduct();
    const now = new Date();
    const old = monthStart(now, -3);
    const recent = monthStart(now, -1);
    // Earlier runs of this file may have compacted these months: start them afresh.
    for (const m of [monthStart(now, -3), monthStart(now, -2)]) await db.execute(sql`comment on table ${sql.identifier(partName(m))} is null`);
    const rows: (typeof tables.prices.$inferInsert)[] = [];
    // Two observations a day for the old month and the recent one, prices wandering.
    for (const start of [old, recent]) {
      for (let d = 0; d < 28; d++) {
        for (const hour of [8, 20]) rows.push({ ...f, amountCents: 800 + ((d * 37 + hour) % 90), currency: "NZD", source: "scrape", observedAt: new Date(start.getTime() + d * DAY + hour * 3_600_000) });
      }
    }
    rows.push({ ...f, amountCents: 799, currency: "NZD", source: "scrape", observedAt: new Date(now.getTime() - 60_000) });
    await db.insert(tables.prices).values(rows);
    const before = await getPriceHistory(db, f, { underReview: priceIdUnderReviewSql });
    const count = async (m: Date) => (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(partName(m))}`)).rows[0].n;
    const recentBefore = await count(recent);

    const compacted = await compactPriceHistory(db, { rawMonths: 1, now });
    const oldRun = compacted.find((c) => c.partition === partName(old));
    expect(oldRun?.rowsBefore).toBe(56);
    // 28 days span 4–5 UTC weeks: at most a close and a low per week.
    expect(oldRun!.rowsKept).toBeGreaterThanOrEqual(4);
    expect(oldRun!.rowsKept).toBeLessThanOrEqual(10);
    expect(await count(old)).toBe(oldRun!.rowsKept);
    expect(await count(recent)).toBe(recentBefore);
    expect(compacted.map((c) => c.partition)).not.toContain(partName(recent));

    const after = await getPriceHistory(db, f, { underReview: priceIdUnderReviewSql });
    expect(after.weeks).toEqual(before.weeks);
    expect(after.verdict).toEqual(before.verdict);
    // The compacted month is a full partition again: key, indexes, and its rows still cascade with their store.
    // Every index of the parent is on the rebuilt month too (the key, the two history indexes, the open-data partial index).
    const indexes = async (table: string) => (await db.execute<{ def: string }>(sql`select regexp_replace(indexdef, ' ON [^ ]+ ', ' ON _ ') as def from pg_indexes where tablename = ${table} order by 1`)).rows.map((r) => r.def.replace(/INDEX \S+ /, "INDEX "));
    expect(await indexes(partName(old))).toEqual(await indexes(partName(recent)));
    expect((await indexes(partName(old))).length).toBe(4);
    expect(await compactPriceHistory(db, { rawMonths: 1, now })).toEqual([]);
    await db.delete(tables.stores);
    expect(await count(old)).toBe(0);
  });

  it("history reads prune to the months they need (the plan scans no month outside the window)", async () => {
    const f = await storeAndProduct();
    await db.insert(tables.prices).values({ ...f, amountCents: 500, currency: "NZD", source: "scrape", observedAt: new Date() });
    const since = new Date(Date.now() - 26 * 7 * DAY).toISOString();
    const plan = await db.execute<{ "QUERY PLAN": string }>(sql`explain select * from prices where store_id = ${f.storeId}::uuid and product_id = ${f.productId}::uuid and observed_at >= ${since}::timestamptz and observed_at <= now()`);
    const text = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
    const scanned = [...new Set(text.match(/prices_\d{4}_\d{2}/g) ?? [])];
    expect(scanned.length).toBeGreaterThanOrEqual(6);
    expect(scanned.length).toBeLessThanOrEqual(8);
    expect(text).not.toContain(partName(monthStart(new Date(), -9)));
    expect(text).not.toContain("prices_default");
  });

  it("runs as a pg-boss job: queued at start, worked, and creates the coming months", async () => {
    const url = process.env.DATABASE_URL!;
    const ahead = monthStart(new Date(), 2);
    await db.execute(sql`drop table if exists ${sql.identifier(partName(ahead))}`);
    let resolve!: (v: { created: string[] }) => void;
    const ran = new Promise<{ created: string[] }>((r) => (resolve = r));
    const jobs = await startPriceHistoryJobs(url, async () => db, { cron: "17 3 * * *", rawMonths: 120, work: true, pollingIntervalSeconds: 0.5, onRun: resolve });
    try {
      const result = await Promise.race([ran, new Promise<never>((_, no) => setTimeout(() => no(new Error("the job did not run within 30 s")), 30_000))]);
      expect(result.created).toContain(partName(ahead));
      const schedules = await db.execute<{ name: string; cron: string }>(sql`select name, cron from pgboss.schedule where name = 'price-history-maintenance'`);
      expect(schedules.rows).toEqual([{ name: "price-history-maintenance", cron: "17 3 * * *" }]);
    } finally {
      await jobs.stop();
    }
  });
});

/** Applies the migrations before 0018 (the schema before partitioning) from a trimmed copy of drizzle/. */
function migrationsBeforePartitioning(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cartwise-m0018-"));
  fs.cpSync(path.join(process.cwd(), "drizzle"), dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < "0018");
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function populateThenMigrate(handle: DbHandle, migrateOld: (folder: string) => Promise<void>) {
  await migrateOld(migrationsBeforePartitioning());
  const d = handle.db;
  expect((await d.execute<{ k: string }>(sql`select relkind::text as k from pg_class where relname = 'prices'`)).rows[0].k).toBe("r");
  const f = await storeAndProduct(d);
  const twoYearsAgo = new Date(Date.now() - 730 * DAY);
  await d.execute(sql`insert into prices (product_id, store_id, amount_cents, currency, observed_at, source) values
    (${f.productId}::uuid, ${f.storeId}::uuid, 900, 'NZD', ${twoYearsAgo.toISOString()}::timestamptz, 'seed'),
    (${f.productId}::uuid, ${f.storeId}::uuid, 850, 'NZD', ${new Date(Date.now() - 40 * DAY).toISOString()}::timestamptz, 'seed'),
    (${f.productId}::uuid, ${f.storeId}::uuid, 800, 'NZD', ${new Date(Date.now() - DAY).toISOString()}::timestamptz, 'seed')`);
  const ids = (await d.execute<{ id: string }>(sql`select id::text from prices order by id`)).rows.map((r) => r.id);

  await runMigrations(handle);
  expect((await d.execute<{ k: string }>(sql`select relkind::text as k from pg_class where relname = 'prices'`)).rows[0].k).toBe("p");
  const moved = await d.execute<{ id: string; part: string }>(sql`select id::text, tableoid::regclass::text as part from prices order by id`);
  expect(moved.rows.map((r) => r.id)).toEqual(ids);
  expect(moved.rows[0].part).toBe(partName(twoYearsAgo));
  expect((await d.execute<{ a: number }>(sql`select amount_cents as a from current_prices`)).rows).toEqual([{ a: 800 }]);
  // Ids continue, and the current-prices trigger works on the partitioned table.
  await d.execute(sql`insert into prices (product_id, store_id, amount_cents, currency, source) values (${f.productId}::uuid, ${f.storeId}::uuid, 700, 'NZD', 'scrape')`);
  const cp = (await d.execute<{ a: number; prev: number; pid: string }>(sql`select amount_cents as a, prev_amount_cents as prev, price_id::text as pid from current_prices`)).rows[0];
  expect(cp).toEqual({ a: 700, prev: 800, pid: String(BigInt(ids[2]) + 1n) });
  const result = await runPriceHistoryMaintenance(d, { rawMonths: 6 });
  expect(result.compacted.map((c) => c.partition)).toContain(partName(twoYearsAgo));
}

describe("the maintenance job on embedded PGlite", () => {
  it("pg-boss over the one PGlite connection runs it at start", async () => {
    const handle = await openDatabase({ pgliteDir: null });
    try {
      await runMigrations(handle);
      let resolve!: (v: { created: string[] }) => void;
      const ran = new Promise<{ created: string[] }>((r) => (resolve = r));
      const client = (handle.db as unknown as { $client: Parameters<typeof startPriceHistoryJobs>[0] }).$client;
      const jobs = await startPriceHistoryJobs(client, async () => handle.db, { cron: "17 3 * * *", rawMonths: 6, work: true, pollingIntervalSeconds: 0.5, onRun: resolve });
      try {
        const result = await Promise.race([ran, new Promise<never>((_, no) => setTimeout(() => no(new Error("the job did not run within 30 s")), 30_000))]);
        expect(Array.isArray(result.created)).toBe(true);
        const parts = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_inherits where inhparent = 'prices'::regclass`);
        expect(parts.rows[0].n).toBeGreaterThanOrEqual(16);
      } finally {
        await jobs.stop();
      }
    } finally {
      await handle.close();
    }
  });
});

describe("migration 0018 (partitions) on a populated database", () => {
  it("embedded PGlite: the old rows move into their months with their ids", async () => {
    const handle = await openDatabase({ pgliteDir: null });
    try {
      await populateThenMigrate(handle, (folder) => migratePglite(handle.db as never, { migrationsFolder: folder }));
    } finally {
      await handle.close();
    }
  });

  describe("PostgreSQL", () => {
    const base = new URL(process.env.DATABASE_URL!);
    const name = `${base.pathname.slice(1)}_m0016`;
    const admin = () => new pg.Client({ connectionString: new URL("/postgres", base).toString() });
    beforeAll(async () => {
      const c = admin();
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.query(`create database ${name}`);
      await c.end();
    });
    afterAll(async () => {
      const c = admin();
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
    it("the old rows move into their months with their ids", async () => {
      const handle = await openDatabase({ url: new URL(`/${name}`, base).toString(), poolSize: 2 });
      try {
        await populateThenMigrate(handle, (folder) => migratePg(handle.db as never, { migrationsFolder: folder }));
      } finally {
        await handle.close();
      }
    });
  });
});
