/** bench:national's report: database size by table, the printed tables and the JSON that `npm run bench:national-model` reads. */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../../src/server/db/client";
import { FEED_ROWS, HISTORY_ONE_IN, HISTORY_WEEKS, LOCATIONS, SCALE, WARM_RUNS, WORKERS, quantile, table } from "./options";
import { STORE_MIX, type ProductSpec, type StoreSpec } from "./market";
import type { Comparisons } from "./comparisons";
import type { PageRate } from "./page-rate";

export type TableSize = { table: string; bytes: number; rows: number };

export async function sizes(db: Db): Promise<TableSize[]> {
  const res = await db.execute<{ table: string; bytes: string; rows: string }>(sql`
    with rel as (
      select c.oid, coalesce(parent.relname, c.relname) as table_name, c.reltuples
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      left join pg_inherits i on i.inhrelid = c.oid
      left join pg_class parent on parent.oid = i.inhparent
      where c.relkind = 'r'
    )
    select table_name as table, sum(pg_total_relation_size(oid))::text as bytes, sum(greatest(reltuples, 0))::bigint::text as rows
    from rel group by table_name order by sum(pg_total_relation_size(oid)) desc`);
  return res.rows.map((r) => ({ table: r.table, bytes: Number(r.bytes), rows: Number(r.rows) }));
}
const PHASES = ["searchMs", "scoringMs", "pricesSqlMs", "choosingMs", "optimiseMs", "totalMs", "slicedStores", "sqlStores"];

function phaseTable(cmp: Comparisons): string {
  const cell = (phases: Comparisons["phases"], n: string) => {
    const xs = phases.map((p) => Number(p.d[n]));
    return `${quantile(xs, 0.5).toFixed(1)} / ${quantile(xs, 0.95).toFixed(1)}`;
  };
  return table(["", ...PHASES], [
    ["first-seen", ...PHASES.map((n) => cell(cmp.phases.filter((p) => p.first), n))],
    ["first-seen, offers in SQL", ...PHASES.map((n) => cell(cmp.sqlPhases, n))],
    ["warm", ...PHASES.map((n) => cell(cmp.phases.filter((p) => !p.first), n))],
  ]);
}

function sliceRow(cmp: Comparisons): string[] {
  const s = cmp.slices;
  return ["price slices load (at server start, after the index)", `${(s.ms / 1000).toFixed(2)} s`, `${s.stores} stores, ${s.rows.toLocaleString("en")} prices in ${(s.arrayBytes / 1e6).toFixed(0)} MB of typed arrays (+ ${s.productNumbers.toLocaleString("en")} product ids numbered); heap and buffers grew ${s.mb.toFixed(0)} MB during the load, garbage included`];
}

function warmSample(cmp: Comparisons): void {
  const sample = cmp.phases.find((p) => !p.first)?.d;
  if (sample) console.log(`warm sample: cached match lines ${sample.cachedMatchLines}, cached offer lines ${sample.cachedOfferLines}, catalogue search ${sample.catalogueSearch}`);
}

function writeJson(name: string, data: unknown): void {
  const dir = path.join(".data", "bench-national");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), JSON.stringify(data, null, 2));
}

/** `--stage compare`: the Best Savings measures alone, on the database a previous stage left. */
export function reportCompareOnly(cmp: Comparisons): void {
  warmSample(cmp);
  console.log(`first-seen p95 ${quantile(cmp.first, 0.95).toFixed(0)} ms (p50 ${quantile(cmp.first, 0.5).toFixed(0)}), warm p95 ${quantile(cmp.warm, 0.95).toFixed(0)} ms (p50 ${quantile(cmp.warm, 0.5).toFixed(0)}), index ${(cmp.indexMs / 1000).toFixed(1)} s`);
  console.log(table(["measure", "result", "detail"], [sliceRow(cmp), [`first-seen with offers ranked in SQL (slices paused), interleaved`, `${quantile(cmp.firstSql, 0.95).toFixed(0)} ms`, `p50 ${quantile(cmp.firstSql, 0.5).toFixed(0)} ms`]]));
  console.log(`process CPU per comparison: first-seen p50 ${quantile(cmp.cpuFirst, 0.5).toFixed(1)} ms, repeat after an out-of-reach change p50 ${quantile(cmp.cpuRepeat, 0.5).toFixed(1)} ms`);
  writeJson(`compare-${SCALE}.json`, { scale: SCALE, shopperP50: quantile(cmp.shopper, 0.5), shopperP95: quantile(cmp.shopper, 0.95), firstP50: quantile(cmp.first, 0.5), firstP95: quantile(cmp.first, 0.95), firstSqlP50: quantile(cmp.firstSql, 0.5), firstSqlP95: quantile(cmp.firstSql, 0.95), slices: cmp.slices, warmP50: quantile(cmp.warm, 0.5), warmP95: quantile(cmp.warm, 0.95), elsewhereP50: quantile(cmp.elsewhere, 0.5), elsewhereP95: quantile(cmp.elsewhere, 0.95), elsewhereCachedP50: quantile(cmp.elsewhereCached, 0.5), cpuFirstP50: quantile(cmp.cpuFirst, 0.5), cpuRepeatP50: quantile(cmp.cpuRepeat, 0.5), at: new Date().toISOString() });
  console.log(`first for a new shopper (memo kept): p95 ${quantile(cmp.shopper, 0.95).toFixed(0)} ms (p50 ${quantile(cmp.shopper, 0.5).toFixed(0)}), offer lines whole / partly from the memo p50 ${quantile(cmp.shopperCached, 0.5)} / ${quantile(cmp.shopperPartial, 0.5)} of 30, price rows p50 ${quantile(cmp.shopperRows, 0.5)}, sum ${cmp.shopperRows.reduce((a, b) => a + b, 0)}`);
  console.log(`after a price changed out of reach: p95 ${quantile(cmp.elsewhere, 0.95).toFixed(0)} ms (p50 ${quantile(cmp.elsewhere, 0.5).toFixed(0)}), offer lines still memoised p50 ${quantile(cmp.elsewhereCached, 0.5)} of 30`);
  console.log(phaseTable(cmp));
}

/** `--stage page-rate`: the page-rate row alone. */
export function reportPageRate(r: PageRate): void {
  console.log(table(["measure", "result", "detail"], [pageRateRow(r)]));
  writeJson(`page-rate-only-${SCALE}.json`, { scale: SCALE, ...r, at: new Date().toISOString() });
}

export interface Run {
  partitioned: boolean;
  catalogue: ProductSpec[];
  stores: StoreSpec[];
  gen: { seconds: number; current: number; history: number };
  day: { seconds: number; rows: number; changed: number; perStore: number[]; nodeCpuS: number; pgCpuS: number };
  feed: { parseMs: number; ingestMs: number; totalMs: number; changed: number }[];
  cmp: Comparisons;
  pageRate: PageRate | null;
  size: TableSize[];
  dbBytes: number;
}

function pageRateRow(r: PageRate | null): string[] {
  const label = "mixed shopper page rate at p99 ≤ 300 ms (npm run load's mix, next start)";
  if (!r) return [label, "not measured", "--no-page-rate"];
  const tried = r.rates.map((x) => `${x.rate}/s: p50 ${x.p50} ms, p99 ${x.p99} ms${x.errors ? `, ${x.errors} errors` : ""}${x.serverCpuMsPerReq === null ? "" : `, server CPU ${x.serverCpuMsPerReq.toFixed(0)} ms/req`}`).join("; ");
  return [label, r.best ? `${r.best} pages/s` : `< ${r.rates[0]?.rate ?? "?"} pages/s`, `${r.instances} instance${r.instances === 1 ? "" : "s"}, ${r.seconds} s per rate, load average ${r.loadavg} at start; ${tried}`];
}

/** The printed table (pasted in issue 28's closing notes) and .data/bench-national/scale-<s>.json. */
export function report(run: Run, wallMs: number): void {
  const { stores, catalogue, gen, day, feed, cmp, size, dbBytes, partitioned } = run;
  const mb = (b: number) => (b / 1e6).toLocaleString("en", { maximumFractionDigits: 0 });
  const byKind = STORE_MIX.map((m) => `${stores.filter((s) => s.kind === m.kind).length} ${m.kind}`).join(", ");
  console.log(`\nbench:national — scale ${SCALE} of New Zealand on PostgreSQL ${partitioned ? "(price history partitioned by month)" : "(price history in one table)"}; 2-core machine shared with other work.`);
  console.log(`Market: ${stores.length} stores (${byKind}) in ${new Set(stores.map((s) => s.city)).size} towns; catalogue ${catalogue.length.toLocaleString("en")} products; ${gen.current.toLocaleString("en")} current prices; history: ${HISTORY_WEEKS} weekly rows for 1 in ${HISTORY_ONE_IN} price series (${gen.history.toLocaleString("en")} rows); generated in ${gen.seconds.toFixed(0)} s.\n`);
  const feedMed = quantile(feed.map((f) => f.totalMs), 0.5);
  const rows: string[][] = [
    ["one day's ingest: all stores, 10% of prices changed (ingestStoreRun, " + WORKERS + " at a time)", `${(day.seconds / 60).toFixed(2)} min`, `${day.rows.toLocaleString("en")} rows, ${day.changed.toLocaleString("en")} history rows appended, ${Math.round(day.rows / day.seconds).toLocaleString("en")} rows/s; store run p50 ${(quantile(day.perStore, 0.5) / 1000).toFixed(2)} s, max ${(Math.max(...day.perStore) / 1000).toFixed(2)} s; CPU node ${day.nodeCpuS.toFixed(1)} s + PostgreSQL ${day.pgCpuS.toFixed(1)} s`],
    [`one retailer feed of ${FEED_ROWS.toLocaleString("en")} rows (CSV parse + ingest), median of ${feed.length}`, `${(feedMed / 1000).toFixed(2)} s`, feed.map((f) => `${(f.totalMs / 1000).toFixed(2)} s (parse ${(f.parseMs / 1000).toFixed(2)})`).join("; ")],
    [`Best Savings first-seen p95, 30 lines, ${LOCATIONS} locations`, `${quantile(cmp.first, 0.95).toFixed(0)} ms`, `p50 ${quantile(cmp.first, 0.5).toFixed(0)} ms, max ${Math.max(...cmp.first).toFixed(0)} ms; stores within 30 km p50 ${quantile(cmp.reach, 0.5)}, max ${Math.max(...cmp.reach)}; price rows p50 ${quantile(cmp.rows, 0.5).toLocaleString("en")}`],
    [`Best Savings warm p95 (${WARM_RUNS} repeats per location)`, `${quantile(cmp.warm, 0.95).toFixed(0)} ms`, `p50 ${quantile(cmp.warm, 0.5).toFixed(0)} ms`],
    [`Best Savings first for a new shopper (memo kept from the ${LOCATIONS} before them), p95`, `${quantile(cmp.shopper, 0.95).toFixed(0)} ms`, `p50 ${quantile(cmp.shopper, 0.5).toFixed(0)} ms; offer lines whole from the memo p50 ${quantile(cmp.shopperCached, 0.5)}, partly p50 ${quantile(cmp.shopperPartial, 0.5)} of 30; price rows p50 ${quantile(cmp.shopperRows, 0.5).toLocaleString("en")}`],
    ["Best Savings repeat after a price changed out of reach, p95", `${quantile(cmp.elsewhere, 0.95).toFixed(0)} ms`, `p50 ${quantile(cmp.elsewhere, 0.5).toFixed(0)} ms; offer lines still memoised p50 ${quantile(cmp.elsewhereCached, 0.5)} of 30`],
    ["Best Savings process CPU p50 (PostgreSQL's not included): first-seen / repeat", `${quantile(cmp.cpuFirst, 0.5).toFixed(0)} / ${quantile(cmp.cpuRepeat, 0.5).toFixed(0)} ms`, "less inflated by a shared machine than wall time"],
    [`Best Savings first-seen p95 with offers ranked in SQL (price slices paused; same ${LOCATIONS} locations, interleaved)`, `${quantile(cmp.firstSql, 0.95).toFixed(0)} ms`, `p50 ${quantile(cmp.firstSql, 0.5).toFixed(0)} ms, max ${Math.max(...cmp.firstSql).toFixed(0)} ms`],
    ["catalogue index build (at server start)", `${(cmp.indexMs / 1000).toFixed(2)} s`, `${cmp.indexed.toLocaleString("en")} products`],
    sliceRow(cmp),
    pageRateRow(run.pageRate),
    ["database size", `${mb(dbBytes)} MB`, size.slice(0, 6).map((s) => `${s.table} ${mb(s.bytes)} MB`).join(", ")],
  ];
  console.log(table(["measure", "result", "detail"], rows));
  console.log("\nDatabase size by table (tables ≥ 1 MB; partitions rolled up):\n");
  console.log(table(["table", "MB", "rows (estimate)"], size.filter((s) => s.bytes >= 1e6).map((s) => [s.table, mb(s.bytes), s.rows.toLocaleString("en")])));
  console.log("\nBest Savings phases (ms, p50 / p95):\n");
  console.log(phaseTable(cmp));
  warmSample(cmp);
  console.log(`\ntotal wall time ${(wallMs / 60000).toFixed(1)} min`);

  writeJson(`scale-${SCALE}${partitioned ? "" : "-unpartitioned"}.json`, {
    scale: SCALE, partitioned, stores: stores.length, catalogue: catalogue.length, currentPrices: gen.current, historyRows: gen.history, generateSeconds: gen.seconds,
    ingest: { seconds: day.seconds, rows: day.rows, changed: day.changed, workers: WORKERS, storeRunP50Ms: quantile(day.perStore, 0.5), storeRunMaxMs: Math.max(...day.perStore), nodeCpuS: day.nodeCpuS, pgCpuS: day.pgCpuS },
    feed: feed.map((f) => ({ totalMs: f.totalMs, parseMs: f.parseMs, ingestMs: f.ingestMs })),
    compare: { shopperP50: quantile(cmp.shopper, 0.5), shopperP95: quantile(cmp.shopper, 0.95), shopperCachedP50: quantile(cmp.shopperCached, 0.5), shopperPartialP50: quantile(cmp.shopperPartial, 0.5), cpuFirstP50: quantile(cmp.cpuFirst, 0.5), cpuRepeatP50: quantile(cmp.cpuRepeat, 0.5), elsewhereP50: quantile(cmp.elsewhere, 0.5), elsewhereP95: quantile(cmp.elsewhere, 0.95), elsewhereCachedP50: quantile(cmp.elsewhereCached, 0.5), firstP50: quantile(cmp.first, 0.5), firstP95: quantile(cmp.first, 0.95), firstSqlP50: quantile(cmp.firstSql, 0.5), firstSqlP95: quantile(cmp.firstSql, 0.95), slices: cmp.slices, warmP50: quantile(cmp.warm, 0.5), warmP95: quantile(cmp.warm, 0.95), reachP50: quantile(cmp.reach, 0.5), reachMax: Math.max(...cmp.reach), priceRowsP50: quantile(cmp.rows, 0.5), indexMs: cmp.indexMs },
    pageRate: run.pageRate, dbBytes, tables: size.filter((s) => s.bytes >= 1e6), at: new Date().toISOString(),
  });
}
