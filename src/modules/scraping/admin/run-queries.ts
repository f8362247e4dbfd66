import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { storeNamesAndZones } from "@/modules/stores";
import { assertAdmin, formatInZone } from "./queries";

export interface RunChangeDto {
  kind: "new" | "changed" | "unavailable" | "failed";
  productId: string | null;
  productName: string;
  oldAmountCents: number | null;
  newAmountCents: number | null;
  currency: string | null;
  message: string | null;
}

export interface RunTrendPoint {
  logId: string;
  at: string;
  status: string;
  productsFound: number;
}

export interface RunDetailDto {
  logId: string;
  storeId: string | null;
  storeName: string | null;
  timeZone: string;
  status: string;
  scrapeType: string;
  scrapedAtLabel: string;
  durationMs: number | null;
  productsFound: number;
  errorMessage: string | null;
  counts: { new: number; changed: number; unavailable: number; failed: number };
  /** Up to CHANGES_SHOWN per kind, by name. */
  changes: RunChangeDto[];
  /** The store's last runs, oldest first: products found per run. */
  trend: RunTrendPoint[];
}

export const CHANGES_SHOWN = 200;
export const TREND_RUNS = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getRunDetail(db: Db, actor: Actor, logId: string): Promise<RunDetailDto> {
  assertAdmin(actor);
  if (!UUID.test(logId)) throw new AppError("NOT_FOUND", "Run not found");
  const res = await db.execute<Record<string, unknown>>(sql`select l.* from scrape_logs l where l.id = ${logId}::uuid`);
  const row = res.rows[0];
  if (!row) throw new AppError("NOT_FOUND", "Run not found");
  const store = row.store_id ? (await storeNamesAndZones(db, [String(row.store_id)])).get(String(row.store_id)) : undefined;
  const log: Record<string, unknown> = { ...row, store_name: store?.name ?? null, time_zone: store?.timeZone ?? "UTC" };
  const changes = await db.execute<Record<string, unknown>>(sql`
    select kind, product_id, product_name, old_amount_cents, new_amount_cents, currency, message
    from (select c.*, row_number() over (partition by kind order by product_name, id) as n from scrape_run_changes c where scrape_log_id = ${logId}::uuid) x
    where n <= ${CHANGES_SHOWN}
    order by case kind when 'changed' then 0 when 'new' then 1 when 'unavailable' then 2 else 3 end, product_name`);
  const trend = log.store_id
    ? await db.execute<Record<string, unknown>>(sql`
        select id, scraped_at, status, products_found from scrape_logs
        where store_id = ${log.store_id as string}::uuid and status <> 'running'
        order by scraped_at desc limit ${TREND_RUNS}`)
    : { rows: [] };
  const tz = String(log.time_zone);
  return {
    logId: String(log.id),
    storeId: (log.store_id as string | null) ?? null,
    storeName: (log.store_name as string | null) ?? null,
    timeZone: tz,
    status: String(log.status),
    scrapeType: String(log.scrape_type),
    scrapedAtLabel: formatInZone(new Date(log.scraped_at as string).toISOString(), tz),
    durationMs: log.scrape_duration_ms === null ? null : Number(log.scrape_duration_ms),
    productsFound: Number(log.products_found),
    errorMessage: (log.error_message as string | null) ?? null,
    counts: { new: Number(log.products_new), changed: Number(log.products_changed), unavailable: Number(log.products_unavailable), failed: Number(log.products_failed) },
    changes: changes.rows.map((c) => ({
      kind: c.kind as RunChangeDto["kind"],
      productId: (c.product_id as string | null) ?? null,
      productName: String(c.product_name),
      oldAmountCents: c.old_amount_cents === null ? null : Number(c.old_amount_cents),
      newAmountCents: c.new_amount_cents === null ? null : Number(c.new_amount_cents),
      currency: (c.currency as string | null) ?? null,
      message: (c.message as string | null) ?? null,
    })),
    trend: trend.rows
      .map((t) => ({ logId: String(t.id), at: new Date(t.scraped_at as string).toISOString(), status: String(t.status), productsFound: Number(t.products_found) }))
      .reverse(),
  };
}
