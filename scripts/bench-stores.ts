/**
 * Radius-search benchmark: 10,000 generated stores (dense clusters around Auckland, Sydney and
 * Seattle plus scatter worldwide), `findStoresWithinRadius` from each city at 5 and 30 km, on the
 * local PostgreSQL and on embedded PGlite. Prints median and p95 per case and engine.
 *   npm run bench:stores [-- --runs=30]
 * PostgreSQL: BENCH_STORES_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/cartwise_bench_stores (recreated).
 */
import { performance } from "node:perf_hooks";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, runMigrations, type DbHandle } from "../src/server/db/client";
import { destinationPoint, type LatLng } from "../src/modules/stores/geo";
import { findStoresWithinRadius } from "../src/modules/stores/radius-search";
import { insertStores, prng, type StoreSeed } from "../src/modules/stores/testing/fixtures.integration";

const STORE_COUNT = 10_000;
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
const RUNS = Number(args.get("runs") ?? 30);
const CITIES: [string, LatLng][] = [["Auckland", { lat: -36.8485, lng: 174.7633 }], ["Sydney", { lat: -33.8688, lng: 151.2093 }], ["Seattle", { lat: 47.6062, lng: -122.3321 }]];
const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/cartwise_bench_stores";

function generateStores(): StoreSeed[] {
  const random = prng(20240607);
  const seeds: StoreSeed[] = [];
  while (seeds.length < STORE_COUNT) {
    if (random() < 0.85) {
      const [, c] = CITIES[Math.floor(random() * CITIES.length)];
      const p = destinationPoint(c, random() * 360, 60 * random() ** 1.5);
      seeds.push({ name: `cluster ${seeds.length}`, lat: p.lat, lng: p.lng });
    } else {
      seeds.push({ name: `scatter ${seeds.length}`, lat: -60 + random() * 130, lng: -180 + random() * 360 });
    }
  }
  return seeds;
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];

async function measure(engine: string, handle: DbHandle): Promise<string[][]> {
  await runMigrations(handle);
  await insertStores(handle.db, generateStores());
  await handle.db.execute(sql`analyze stores`);
  const rows: string[][] = [];
  for (const radius of [5, 30]) {
    for (const [city, centre] of CITIES) {
      for (let i = 0; i < 3; i++) await findStoresWithinRadius(handle.db, centre, radius, { limit: 200 });
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        total = (await findStoresWithinRadius(handle.db, centre, radius, { limit: 200 })).total;
        times.push(performance.now() - started);
      }
      rows.push([engine, `${city} ${radius} km`, String(total), quantile(times, 0.5).toFixed(2), quantile(times, 0.95).toFixed(2)]);
    }
  }
  return rows;
}

async function main(): Promise<void> {
  const url = process.env.BENCH_STORES_DATABASE_URL ?? DEFAULT_URL;
  if (url === DEFAULT_URL) {
    const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
    await admin.connect();
    await admin.query("drop database if exists cartwise_bench_stores with (force)");
    await admin.query("create database cartwise_bench_stores");
    await admin.end();
  }
  const rows: string[][] = [];
  const pgHandle = await openDatabase({ url, poolSize: 2 });
  rows.push(...(await measure("PostgreSQL", pgHandle)));
  await pgHandle.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cartwise-bench-stores-"));
  const lite = await openDatabase({ pgliteDir: dir });
  rows.push(...(await measure("PGlite", lite)));
  await lite.close();
  fs.rmSync(dir, { recursive: true, force: true });

  const header = ["engine", "search", "stores in radius", "median ms", "p95 ms"];
  const w = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i > 1 ? c.padStart(w[i]) : c.padEnd(w[i]))).join(" | ")} |`;
  console.log(`\nfindStoresWithinRadius on ${STORE_COUNT.toLocaleString("en")} stores, ${RUNS} runs per row after 3 warm-up, limit 200 (nearest first, total counted)\n`);
  console.log(line(header));
  console.log(`|${w.map((n) => "-".repeat(n + 2)).join("|")}|`);
  for (const r of rows) console.log(line(r));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
