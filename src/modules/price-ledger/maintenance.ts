import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";

/**
 * Upkeep of the monthly price-history partitions (migration 0018, decision 038), run as the
 * pg-boss job `price-history-maintenance` (maintenance-jobs.ts) daily and after every start:
 *  1. the current month and the next `monthsAhead` have their partitions, and any row that fell
 *     into prices_default (a month nobody had created yet) moves into its month;
 *  2. months older than `rawMonths` are compacted: per (store, product, currency, UTC week) only the
 *     week's closing row and its lowest row stay — what the charts and verdicts read — and the raw
 *     rows go. A month is compacted once (the SQL function marks it and skips it afterwards).
 */
export interface MaintenanceOptions {
  /** Months of raw rows kept before weekly compaction (the current month counts as month 0). */
  rawMonths: number;
  monthsAhead?: number;
  now?: Date;
}

export interface MaintenanceResult {
  created: string[];
  compacted: { partition: string; rowsBefore: number; rowsKept: number }[];
}

const PART = /^prices_(\d{4})_(\d{2})$/;

const monthStart = (d: Date, add = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1));

async function pricePartitions(db: Db): Promise<{ name: string; compacted: boolean }[]> {
  const res = await db.execute<{ name: string; note: string | null }>(sql`
    select c.relname as name, obj_description(c.oid, 'pg_class') as note
    from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = to_regclass('prices')
    order by c.relname`);
  return res.rows.map((r) => ({ name: r.name, compacted: (r.note ?? "").startsWith("compacted") }));
}

/** Creates the partitions of the current month and the next `monthsAhead`, and empties prices_default into its months. */
export async function ensurePricePartitions(db: Db, now = new Date(), monthsAhead = 2): Promise<string[]> {
  const before = new Set((await pricePartitions(db)).map((p) => p.name));
  const months: Date[] = [];
  for (let k = 0; k <= monthsAhead; k++) months.push(monthStart(now, k));
  const stray = await db.execute<{ m: string | Date }>(sql`select distinct date_trunc('month', observed_at at time zone 'UTC') as m from prices_default`);
  for (const r of stray.rows) months.push(new Date(`${String(r.m instanceof Date ? r.m.toISOString() : r.m).slice(0, 10)}T00:00:00Z`));
  for (const m of months) await db.execute(sql`select cartwise_ensure_price_partition(${m.toISOString()}::timestamptz)`);
  return (await pricePartitions(db)).map((p) => p.name).filter((n) => !before.has(n));
}

/** Compacts every month that ended before the first raw month (`now`'s month minus rawMonths). */
export async function compactPriceHistory(db: Db, opts: { rawMonths: number; now?: Date }): Promise<MaintenanceResult["compacted"]> {
  const firstRaw = monthStart(opts.now ?? new Date(), -Math.max(0, Math.floor(opts.rawMonths)));
  const out: MaintenanceResult["compacted"] = [];
  for (const part of await pricePartitions(db)) {
    const m = PART.exec(part.name);
    if (!m || part.compacted) continue;
    if (Date.UTC(Number(m[1]), Number(m[2]) - 1, 1) >= firstRaw.getTime()) continue;
    const before = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(part.name)}`);
    const kept = await db.execute<{ kept: string | number }>(sql`select cartwise_compact_price_partition(${part.name}) as kept`);
    const rowsKept = Number(kept.rows[0]?.kept ?? -1);
    if (rowsKept >= 0) out.push({ partition: part.name, rowsBefore: Number(before.rows[0]?.n ?? 0), rowsKept });
  }
  return out;
}

export async function runPriceHistoryMaintenance(db: Db, opts: MaintenanceOptions): Promise<MaintenanceResult> {
  const now = opts.now ?? new Date();
  const created = await ensurePricePartitions(db, now, opts.monthsAhead ?? 2);
  const compacted = await compactPriceHistory(db, { rawMonths: opts.rawMonths, now });
  return { created, compacted };
}
