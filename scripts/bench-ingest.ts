/**
 * Price-ingest benchmark: 300,000 scraped prices (100 stores × 3,000 products) written through the
 * real ingest path — one transaction per store run: match names (memory / key), stage (COPY on
 * PostgreSQL, batched INSERTs on PGlite), append history where the price changed, move current
 * prices — against the raw COPY rate measured in the same run on the same database:
 *   raw COPY → prices: the same rows COPYed straight into the history table (its indexes and the
 *     current-prices trigger fire), i.e. appending every row with no matching and no change check;
 *   raw COPY → bare table: the wire-and-parse ceiling (no indexes, no trigger).
 * Day 1 writes every price (all new); day 2 re-scrapes with 10% of prices changed.
 *   npm run bench:ingest [-- --stores=100 --products=3000 --pglite-stores=20]
 * PostgreSQL: BENCH_INGEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/cartwise_bench_ingest (recreated).
 */
import { performance } from "node:perf_hooks";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { sql } from "drizzle-orm";
import { openDatabase, runMigrations, type Db, type DbHandle } from "../src/server/db/client";
import * as schema from "../src/server/db/schema";
import { ingestStoreRun } from "../src/modules/scraping/ingest/ingest";
import type { ScrapedProduct } from "../src/modules/scraping/types";

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
const STORES = Number(args.get("stores") ?? 100);
const PRODUCTS = Number(args.get("products") ?? 3000);
const PGLITE_STORES = Number(args.get("pglite-stores") ?? STORES);
const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/cartwise_bench_ingest";
const WORDS = ["Organic", "Classic", "Free Range", "Smoked", "Crunchy", "Light", "Wholegrain", "Spicy", "Golden", "Fresh"];
const NOUNS = ["Milk", "Bread", "Cheese", "Yoghurt", "Chips", "Coffee", "Pasta", "Rice", "Juice", "Biscuits", "Sausages", "Soup"];

interface Fixture { storeIds: string[]; products: { id: string; name: string; size: string }[] }

function priceOf(store: number, product: number, day: number): number {
  const base = 150 + ((product * 7919 + store * 104729) % 1500);
  // Day 2: every 10th product at every store changes price.
  return day === 2 && product % 10 === 0 ? base + 11 : base;
}

async function setup(db: Db, stores: number): Promise<Fixture> {
  const storeRows = await db
    .insert(schema.stores)
    .values(Array.from({ length: stores }, (_, i) => ({ name: `Bench Store ${i}`, storeType: "supermarket" as const, currency: "NZD" as const, countryCode: "NZ", scrapingEnabled: true })))
    .returning({ id: schema.stores.id });
  const products: Fixture["products"] = [];
  for (let start = 0; start < PRODUCTS; start += 1000) {
    const values = Array.from({ length: Math.min(1000, PRODUCTS - start) }, (_, k) => {
      const i = start + k;
      const size = `${100 + (i % 20) * 50}g`;
      return { name: `Bench ${WORDS[i % WORDS.length]} ${NOUNS[i % NOUNS.length]} Q${i.toString(36)}x`, size, unitQuantity: 100 + (i % 20) * 50, unit: "g" as const, category: "pantry" };
    });
    const rows = await db.insert(schema.products).values(values).returning({ id: schema.products.id, name: schema.products.name, size: schema.products.size });
    products.push(...rows.map((r) => ({ id: r.id, name: r.name, size: r.size ?? "" })));
  }
  return { storeIds: storeRows.map((r) => r.id), products };
}

function scraped(f: Fixture, store: number, day: number): ScrapedProduct[] {
  return f.products.map((p, i) => ({ name: p.name, price: priceOf(store, i, day) / 100, brand: null, size: p.size, unitPrice: null, unitType: null, inStock: true, url: null }));
}

async function resetPrices(db: Db): Promise<void> {
  await db.execute(sql`truncate prices, current_prices`);
}

/** COPY of every row straight into a table, one COPY per store (as many statements as the ingest has runs). */
async function rawCopy(pool: pg.Pool, f: Fixture, table: "prices" | "bench_bare", stores: number): Promise<number> {
  const client = await pool.connect();
  try {
    const at = new Date().toISOString();
    const started = performance.now();
    for (let s = 0; s < stores; s++) {
      await client.query("begin");
      const lines: string[] = [];
      let chunk = "";
      f.products.forEach((p, i) => {
        chunk += `${p.id}\t${f.storeIds[s]}\t${priceOf(s, i, 1)}\tNZD\t\\N\tf\t${at}\tscrape\n`;
        if (i % 1000 === 999) {
          lines.push(chunk);
          chunk = "";
        }
      });
      if (chunk) lines.push(chunk);
      await pipeline(Readable.from(lines), client.query(copyFrom(`COPY ${table} (product_id, store_id, amount_cents, currency, unit_price_cents, on_special, observed_at, source) FROM STDIN`)));
      await client.query("commit");
    }
    return performance.now() - started;
  } finally {
    client.release();
  }
}

/** PGlite has no COPY stream: its "raw" path is batched multi-row INSERTs straight into prices. */
async function rawInsert(db: Db, f: Fixture, stores: number): Promise<number> {
  const at = new Date();
  const started = performance.now();
  for (let s = 0; s < stores; s++) {
    await db.transaction(async (tx) => {
      for (let i = 0; i < f.products.length; i += 1000) {
        await tx.insert(schema.prices).values(
          f.products.slice(i, i + 1000).map((p, k) => ({ productId: p.id, storeId: f.storeIds[s], amountCents: priceOf(s, i + k, 1), currency: "NZD" as const, observedAt: at, source: "scrape" as const })),
        );
      }
    });
  }
  return performance.now() - started;
}

async function ingestDay(db: Db, f: Fixture, day: number, stores: number): Promise<{ ms: number; updated: number }> {
  const started = performance.now();
  let updated = 0;
  const at = new Date(Date.now() + day * 1000);
  for (let s = 0; s < stores; s++) updated += (await ingestStoreRun(db, { storeId: f.storeIds[s], products: scraped(f, s, day), observedAt: at })).updated;
  return { ms: performance.now() - started, updated };
}

type Row = [engine: string, kase: string, rows: number, ms: number, appended: number | null, baseline: number | null];

async function measure(engine: "PostgreSQL" | "PGlite", handle: DbHandle, stores: number): Promise<Row[]> {
  await runMigrations(handle);
  const db = handle.db;
  const f = await setup(db, stores);
  const rows = stores * PRODUCTS;
  const out: Row[] = [];
  let baseline: number;
  if (engine === "PostgreSQL") {
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    await db.execute(sql`create unlogged table if not exists bench_bare (product_id uuid, store_id uuid, amount_cents int, currency text, unit_price_cents float8, on_special bool, observed_at timestamptz, source text)`);
    const bare = await rawCopy(pool, f, "bench_bare", stores);
    await db.execute(sql`drop table bench_bare`);
    baseline = await rawCopy(pool, f, "prices", stores);
    out.push([engine, "raw COPY → bare unlogged table", rows, bare, null, null]);
    out.push([engine, "raw COPY → prices (indexes + trigger)", rows, baseline, rows, null]);
  } else {
    baseline = await rawInsert(db, f, stores);
    out.push([engine, "raw batched INSERT → prices", rows, baseline, rows, null]);
  }
  await resetPrices(db);
  await db.execute(sql`vacuum analyze prices`).catch(() => undefined);
  const day1 = await ingestDay(db, f, 1, stores);
  out.push([engine, "ingest day 1 (all new: match + stage + history)", rows, day1.ms, day1.updated, baseline]);
  const day2 = await ingestDay(db, f, 2, stores);
  out.push([engine, "ingest day 2 (10% changed, memory hits)", rows, day2.ms, day2.updated, baseline]);
  const history = await db.execute<{ n: number }>(sql`select count(*)::int n from prices`);
  if (Number(history.rows[0].n) !== day1.updated + day2.updated) throw new Error("history rows do not match the appended counts");
  return out;
}

async function main(): Promise<void> {
  const url = process.env.BENCH_INGEST_DATABASE_URL ?? DEFAULT_URL;
  if (url === DEFAULT_URL) {
    const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
    await admin.connect();
    await admin.query("drop database if exists cartwise_bench_ingest with (force)");
    await admin.query("create database cartwise_bench_ingest");
    await admin.end();
  }
  const rows: Row[] = [];
  const pgHandle = await openDatabase({ url, poolSize: 2 });
  rows.push(...(await measure("PostgreSQL", pgHandle, STORES)));
  await pgHandle.close();
  if (PGLITE_STORES > 0) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cartwise-bench-ingest-"));
    const lite = await openDatabase({ pgliteDir: dir });
    rows.push(...(await measure("PGlite", lite, PGLITE_STORES)));
    await lite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const header = ["engine", "case", "price rows", "seconds", "rows/s", "history rows appended", "% of raw rate"];
  const cells = rows.map(([engine, kase, n, ms, appended, base]) => [
    engine,
    kase,
    n.toLocaleString("en"),
    (ms / 1000).toFixed(2),
    Math.round(n / (ms / 1000)).toLocaleString("en"),
    appended === null ? "—" : appended.toLocaleString("en"),
    base === null ? "—" : `${Math.round((base / ms) * 100)}%`,
  ]);
  const w = header.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i].length)));
  const line = (c: string[]) => `| ${c.map((x, i) => (i > 1 ? x.padStart(w[i]) : x.padEnd(w[i]))).join(" | ")} |`;
  console.log(`\nPrice ingest: ${STORES} stores × ${PRODUCTS.toLocaleString("en")} products on PostgreSQL${PGLITE_STORES > 0 ? `, ${PGLITE_STORES} stores on PGlite` : ""}; one transaction per store run.`);
  console.log("% of raw rate = raw COPY → prices (PostgreSQL) or raw batched INSERT → prices (PGlite) time ÷ this case's time.\n");
  console.log(line(header));
  console.log(`|${w.map((n) => "-".repeat(n + 2)).join("|")}|`);
  for (const r of cells) console.log(line(r));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
