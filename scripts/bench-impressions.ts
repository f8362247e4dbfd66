/**
 * Cost per banner impression. Three layers, measured separately:
 *   1. request path: recordBeaconEvents() for a page view's beacon (ad id → retailer from the warm
 *      cache, queued in memory) — what an impression costs the request that reports it;
 *   2. the flush: writeAnalyticsRows() — ONE statement per batch — at several batch sizes, against
 *      3. the naive alternative, one INSERT per impression.
 * On the local PostgreSQL and on embedded PGlite. Prints tables.
 *   npm run bench:impressions [-- --events=5000]
 * PostgreSQL: BENCH_IMPRESSIONS_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/cartwise_bench_impressions (recreated).
 */
import { performance } from "node:perf_hooks";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, runMigrations, type DbHandle } from "../src/server/db/client";
import * as schema from "../src/server/db/schema";
import { EventBuffer } from "../src/modules/analytics/buffer";
import { writeAnalyticsRows, type AnalyticsRow } from "../src/modules/analytics/recorder";
import { beaconRecorder } from "../src/modules/analytics/mutations";
import { eventTargets } from "../src/app/api/analytics/event-targets";
import { beaconBodySchema } from "../src/modules/analytics/schemas";
import { issueImpressionToken } from "../src/modules/analytics/tokens";

const recordBeaconEvents = beaconRecorder(eventTargets);

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
const EVENTS = Number(args.get("events") ?? 5000);
const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/cartwise_bench_impressions";
const BATCHES = [1, 10, 100, 500, 1000];

interface Fixture { userId: string; retailerId: string; adIds: string[] }

async function fixture(handle: DbHandle): Promise<Fixture> {
  const db = handle.db;
  await runMigrations(handle);
  await db.execute(sql`truncate analytics_events, ads, retailers, users restart identity cascade`);
  const [shopper] = await db.insert(schema.users).values({ email: "bench-shopper@example.test", passwordHash: "x" }).returning({ id: schema.users.id });
  const [owner] = await db.insert(schema.users).values({ email: "bench-retailer@example.test", passwordHash: "x", role: "retailer" }).returning({ id: schema.users.id });
  const [retailer] = await db.insert(schema.retailers).values({ userId: owner.id, name: "Bench Retailer", address: "1 Bench Street, Benchville" }).returning({ id: schema.retailers.id });
  const ads = await db.insert(schema.ads).values([0, 1, 2].map((i) => ({ retailerId: retailer.id, bannerText: `Banner ${i}` }))).returning({ id: schema.ads.id });
  return { userId: shopper.id, retailerId: retailer.id, adIds: ads.map((a) => a.id) };
}

const rowsFor = (f: Fixture, n: number): AnalyticsRow[] =>
  Array.from({ length: n }, (_, i) => ({ eventType: "ad_impression", userId: f.userId, retailerId: f.retailerId, adId: f.adIds[i % 3], existingAdId: eventTargets.existingAdId, metadata: { placement: "homepage" }, createdAt: new Date() }));

async function flushCosts(engine: string, handle: DbHandle, f: Fixture): Promise<string[][]> {
  const out: string[][] = [];
  for (const batch of BATCHES) {
    const rounds = Math.max(3, Math.ceil(EVENTS / batch / (batch === 1 ? 5 : 1)));
    await writeAnalyticsRows(handle.db, rowsFor(f, batch)); // warm-up
    const started = performance.now();
    for (let r = 0; r < rounds; r++) await writeAnalyticsRows(handle.db, rowsFor(f, batch));
    const ms = performance.now() - started;
    out.push([engine, `one statement per ${batch}`, String(rounds * batch), (ms / rounds).toFixed(2), ((ms * 1000) / (rounds * batch)).toFixed(1)]);
  }
  const naive = Math.min(EVENTS, 1000);
  const started = performance.now();
  for (const row of rowsFor(f, naive)) {
    await handle.db.insert(schema.analyticsEvents).values({ eventType: row.eventType, userId: row.userId, retailerId: row.retailerId, adId: row.adId, metadata: row.metadata, createdAt: row.createdAt });
  }
  const ms = performance.now() - started;
  out.push([engine, "naive: INSERT per event", String(naive), (ms / naive).toFixed(2), ((ms * 1000) / naive).toFixed(1)]);
  return out;
}

async function requestPathCosts(handle: DbHandle, f: Fixture): Promise<string[][]> {
  // A page view reports up to 3 ads in one beacon; the route's part after auth and JSON parsing.
  const actor = { userId: f.userId, role: "shopper" as const, email: "bench-shopper@example.test", sessionId: "bench" };
  // Each viewer reports the signed tokens the page was served with (decision 032); issuing them is the page's cost, not measured here.
  const bodyFor = (userId: string) => beaconBodySchema.parse({ events: f.adIds.map((adId) => ({ type: "ad_impression", token: issueImpressionToken("ad", userId, adId) })) });
  const browser = { userAgent: "Mozilla/5.0 (bench) Chrome/131.0" };
  await recordBeaconEvents(handle.db, actor, bodyFor(actor.userId), browser); // warm the id → retailer cache
  const views = 20_000;
  // Spread the views over many users: the per-user limits would (rightly) refuse one user's 60,000 events.
  const actors = Array.from({ length: views }, (_, i) => ({ ...actor, userId: i === 0 ? f.userId : `00000000-0000-4000-8000-${String(i).padStart(12, "0")}` }));
  const bodies = actors.map((a) => bodyFor(a.userId));
  const started = performance.now();
  for (let i = 0; i < views; i++) await recordBeaconEvents(handle.db, actors[i], bodies[i], browser);
  const ms = performance.now() - started;

  const buffer = new EventBuffer<AnalyticsRow>({ write: async () => undefined, maxBatch: 1_000_000, maxPending: 1_000_000, intervalMs: 60_000 });
  const rows = rowsFor(f, 200_000);
  const t0 = performance.now();
  for (const row of rows) buffer.record(row);
  const pushMs = performance.now() - t0;
  return [
    ["recordBeaconEvents (3 impressions, warm cache, token checks + database limiter)", String(views * 3), ((ms * 1000) / (views * 3)).toFixed(2)],
    ["EventBuffer.record alone", String(rows.length), ((pushMs * 1000) / rows.length).toFixed(3)],
  ];
}

function table(head: string[], rows: string[][]): void {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i === 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
  console.log();
}

async function main(): Promise<void> {
  const url = process.env.BENCH_IMPRESSIONS_DATABASE_URL ?? DEFAULT_URL;
  if (url === DEFAULT_URL) {
    const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
    await admin.connect();
    await admin.query("drop database if exists cartwise_bench_impressions with (force)");
    await admin.query("create database cartwise_bench_impressions");
    await admin.end();
  }
  const flushRows: string[][] = [];
  const pgHandle = await openDatabase({ url, poolSize: 2 });
  const pgFixture = await fixture(pgHandle);
  const requestRows = await requestPathCosts(pgHandle, pgFixture);
  flushRows.push(...(await flushCosts("PostgreSQL", pgHandle, pgFixture)));
  await pgHandle.close();

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cartwise-bench-impressions-"));
  const lite = await openDatabase({ pgliteDir: dir });
  flushRows.push(...(await flushCosts("PGlite", lite, await fixture(lite))));
  await lite.close();
  fs.rmSync(dir, { recursive: true, force: true });

  console.log(`bench:impressions — node ${process.version}, ${os.cpus().length} CPUs\n`);
  console.log("Request path (in process, per impression):");
  table(["step", "events", "µs/event"], requestRows);
  console.log("Flush to the database:");
  table(["engine", "write", "events", "ms/statement", "µs/event"], flushRows);
  process.exit(0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
