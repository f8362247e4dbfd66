/**
 * `npm run bench:national -- [--scale 0.05]` — a whole country's prices on one PostgreSQL (issue 28).
 *
 * Generates a New Zealand-sized market at `scale` (1.0 = the real size) and times the app's own code
 * on it:
 *   - stores: round(600 × scale) over NZ's towns (gazetteer coordinates, weighted by a rough population
 *     share; Auckland about a third), of five kinds — large supermarkets (24–30k products each),
 *     superettes (6–10k), butchers, greengrocers and fishmongers (a few hundred, their own categories);
 *   - a national catalogue of 60,000 products at every scale (what the catalogue index and the ingest's
 *     name memory hold does not shrink with the number of stores): the demo groceries, an own-brand
 *     variant of each, 15,000 foods that merely contain a list word and household lines;
 *   - current prices: every product a store stocks (about 15 M at scale 1.0), loaded with COPY into
 *     `prices` (the current-prices trigger fires, as for any write);
 *   - history: a year of weekly prices (52 rows) for a stated sample of the price series — 1 in 50
 *     (2 %) — loaded with COPY before the current prices (the trigger is off for that load only);
 *   - the ingest's name memory for every catalogue product (the state after the first scrape).
 * Then it measures:
 *   1. one full day's ingest: every store's run through `ingestStoreRun` (the scrape jobs' real path:
 *      memory match, COPY to staging, history rows where the price changed, current prices moved),
 *      10 % of prices changed, `--workers` runs at a time (default 2, one per core: the pg-boss
 *      workers of two instances);
 *   2. one retailer feed of 25,000 rows: CSV text → csv-parse → the same ingest (3 feeds, 3 stores);
 *   3. Best Savings (`compareList`) for 30-line lists at 20 random shopper locations (weighted like the
 *      stores): first-seen (match and offer memos empty, catalogue index built, as after a server
 *      start) and warm (5 repeats);
 *   4. database size by table (partitions rolled up into their table).
 *   5. the mixed shopper page rate at p99 ≤ 300 ms: `npm run load`'s scenario against the production
 *      build (`next start` on --port, default 3170) on this database, at --page-rates (default
 *      5,10,20,…,120 req/s, --page-rate-seconds 15 each) until one misses; needs `npm run build` once;
 *      `--no-page-rate` skips it.
 * Results also go to .data/bench-national/scale-<s>.json for `npm run bench:national-model`.
 *
 * `--stage generate` stops after the load (and writes .data/bench-national/generated-<scale>.json);
 * `--stage measure` runs the measures on the database that stage left, with the same clock;
 * `--stage compare` only the Best Savings measures (3.) on it; `--stage page-rate` only the page rate, on a database a previous run left. The load
 * at scale 1.0 takes the better part of an hour: split, the measures can be run on a quiet machine
 * (or again after a code change) without loading the country twice.
 *
 * PostgreSQL: BENCH_NATIONAL_DATABASE_URL (its name must start with cartwise_bench_national or
 * cartwise_national), else postgres://postgres@127.0.0.1:5432/cartwise_bench_national_<scale> (dropped and
 * recreated). `--keep-db` is the default; `--drop` drops it at the end.
 *
 * The parts live in scripts/lib/national/: options, market (the generated country), generation (its
 * COPY load), ingest, feed, comparisons and report; this file runs them in order.
 */
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, runMigrations } from "../src/server/db/client";
import { createRng } from "../src/server/seed/generate/prng";
import { DEFAULT_URL, PAGE_RATE, SCALE, SEED, WORKERS, argv } from "./lib/national/options";
import { buildCatalogue, buildStores } from "./lib/national/market";
import { generate, vacuum } from "./lib/national/generation";
import { ingestDay } from "./lib/national/ingest";
import { feeds } from "./lib/national/feed";
import { comparisons } from "./lib/national/comparisons";
import { measurePageRate } from "./lib/national/page-rate";
import { report, reportCompareOnly, reportPageRate, sizes } from "./lib/national/report";

async function main(): Promise<void> {
  const url = process.env.BENCH_NATIONAL_DATABASE_URL ?? DEFAULT_URL;
  const dbName = new URL(url).pathname.slice(1);
  if (!/^cartwise_(bench_)?national/.test(dbName)) throw new Error("the benchmark database's name must start with cartwise_bench_national or cartwise_national (it is dropped and recreated)");
  const stageAt = argv.indexOf("--stage");
  const stage = stageAt >= 0 ? argv[stageAt + 1] : "all";
  if (!["all", "generate", "measure", "compare", "page-rate"].includes(stage)) throw new Error("--stage is generate, measure, compare or page-rate");
  if (stage === "page-rate") {
    // The page rate alone, on the database a previous run left (after a code change and a build).
    const pageRate = await measurePageRate(url);
    reportPageRate(pageRate);
    return;
  }
  const generatedFile = path.join(".data", "bench-national", `generated-${SCALE}.json`);
  if (argv.includes("--compare-only")) throw new Error("--compare-only is now --stage compare (the measures at every location, on the generated database)");
  if (stage !== "measure" && stage !== "compare") {
    const admin = new pg.Client({ connectionString: new URL("/postgres", url).toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
  }

  const wall = performance.now();
  const handle = await openDatabase({ url, poolSize: Math.max(4, WORKERS + 2) });
  await runMigrations(handle);
  const db = handle.db;
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const partitioned = (await db.execute<{ p: boolean }>(sql`select relkind = 'p' as p from pg_class where relname = 'prices'`)).rows[0]?.p ?? false;

  const rng = createRng(SEED);
  const catalogue = buildCatalogue(rng);
  const stores = buildStores(rng, catalogue);
  const generated = stage === "measure" || stage === "compare" ? (JSON.parse(fs.readFileSync(generatedFile, "utf8")) as { gen: { seconds: number; current: number; history: number }; now: string; dbName: string; measured?: number }) : null;
  if (generated && generated.dbName !== dbName) throw new Error(`${generatedFile} describes ${generated.dbName}, not ${dbName}`);
  const now = generated ? new Date(generated.now) : new Date();
  if (generated) {
    // The generator's ids are random: take the stores' ids from the database, by their (unique) names.
    const ids = new Map((await db.execute<{ id: string; name: string }>(sql`select id, name from stores`)).rows.map((r) => [r.name, r.id]));
    for (const s of stores) {
      const id = ids.get(s.name);
      if (!id) throw new Error(`store ${s.name} is not in ${dbName}: generate again with --stage generate`);
      s.id = id;
    }
  }
  let gen = generated?.gen;
  if (!gen) {
    console.log(`[bench:national] scale ${SCALE}: ${stores.length} stores, ${catalogue.length.toLocaleString("en")} products, generating…`);
    gen = await generate(db, pool, catalogue, stores, now);
    fs.mkdirSync(path.dirname(generatedFile), { recursive: true });
    fs.writeFileSync(generatedFile, JSON.stringify({ gen, now: now.toISOString(), dbName }, null, 2));
  }
  if (stage === "generate") {
    await handle.close();
    console.log(`[bench:national] generated ${gen.current.toLocaleString("en")} current prices + ${gen.history.toLocaleString("en")} history rows in ${gen.seconds.toFixed(0)} s; measure with --stage measure`);
    return;
  }
  if (stage === "compare") {
    // The comparisons alone on the database a previous stage left (after a code change to them).
    const cmp = await comparisons(db, stores);
    await handle.close();
    reportCompareOnly(cmp);
    return;
  }
  console.log(`[bench:national] generated ${gen.current.toLocaleString("en")} current prices + ${gen.history.toLocaleString("en")} history rows in ${gen.seconds.toFixed(0)} s; ingesting a day…`);

  // Each measure of one generated database ingests the next day (10 % of prices moved since the last
  // one), two hours after the previous measure's: a second measure re-ingesting day 1 would change nothing.
  const measured = generated?.measured ?? 0;
  const ingestAt = new Date(now.getTime() + measured * 2 * 3_600_000);
  const day = await ingestDay(db, catalogue, stores, 1 + measured, ingestAt);
  if (generated) fs.writeFileSync(generatedFile, JSON.stringify({ ...generated, measured: measured + 1 }, null, 2));
  await vacuum(pool, "prices, current_prices");
  console.log(`[bench:national] day ${1 + measured} ingested in ${day.seconds.toFixed(0)} s; feeds…`);
  const feed = await feeds(db, catalogue, stores, 2 + measured, new Date(ingestAt.getTime() + 3_600_000));
  await vacuum(pool, "prices, current_prices");
  console.log("[bench:national] comparisons…");
  const cmp = await comparisons(db, stores);
  const size = await sizes(db);
  const dbBytes = Number((await db.execute<{ b: string }>(sql`select pg_database_size(current_database())::text as b`)).rows[0].b);
  await handle.close();
  // The page rate last: its server shares the database and the cores with nothing else of this run.
  console.log(PAGE_RATE ? `[bench:national] mixed shopper page rate (next start on the national database)…` : "[bench:national] page rate skipped (--no-page-rate)");
  const pageRate = PAGE_RATE ? await measurePageRate(url) : null;

  report({ partitioned, catalogue, stores, gen, day, feed, cmp, pageRate, size, dbBytes }, performance.now() - wall);
  if (argv.includes("--drop")) {
    const a = new pg.Client({ connectionString: new URL("/postgres", url).toString() });
    await a.connect();
    await a.query(`drop database if exists ${dbName} with (force)`);
    await a.end();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
