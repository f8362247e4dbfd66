import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { uuidArray } from "@/server/db/sql-arrays";
import { zoneAbbreviation } from "@/lib/zoned-time";
import { currentPriceCountsByStore } from "@/modules/price-ledger";
import { listScrapingAdminStores, storeNamesAndZones } from "@/modules/stores";
import { storeStatus, type StoreStatusKey } from "./status";

export const RECENT_LOGS = 20;
export const STATS_WINDOW_HOURS = 24;
/** Full validation covers only these store types, and only the first few stores (spec section 5/9). */
export const FULL_VALIDATION_TYPES = ["supermarket", "butcher", "greengrocer"] as const;
export const FULL_VALIDATION_MAX_STORES = 5;

/** Every scraping read and write re-checks the role (pages and actions check it too). */
export function assertAdmin(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new AppError("UNAUTHENTICATED", "Authentication required");
  if (actor.role !== "admin") throw new AppError("FORBIDDEN", "You don't have permission to do that.");
}

export interface ScrapingStats {
  totalStores: number;
  activeStores: number;
  totalProducts: number;
  last24hScrapes: number;
}

export interface AdminStoreDto {
  id: string;
  name: string;
  storeType: string;
  currency: string;
  /** The honest status (never a seeded flag): see ./status.ts. */
  scrapeStatus: StoreStatusKey;
  /** "never scraped", "no configuration", "paused", "failing since 27 Nov 2026, 03:00 NZDT", "active", "closed". */
  statusLabel: string;
  isDemo: boolean;
  timeZone: string;
  schedule: { frequency: "daily" | "weekly"; runAt: string; weekday: number | null; paused: boolean } | null;
  /** Next scheduled run in the store's own zone, e.g. "Sat 28 Nov, 03:00 NZDT (Pacific/Auckland)"; null when none or paused. */
  nextRunLabel: string | null;
  scrapingEnabled: boolean;
  lastScrapedAt: string | null;
  productCount: number;
  nextRunAt: string | null;
  /** The saved configuration, pretty-printed for the editor ("" when none). */
  configJson: string;
}

export interface ScrapeLogDto {
  id: string;
  storeName: string | null;
  scrapedAt: string;
  status: string;
  scrapeType: string;
  productsFound: number;
  productsUpdated: number;
  pagesFetched: number;
  durationMs: number | null;
  errorMessage: string | null;
  productsNew: number;
  productsChanged: number;
  productsUnavailable: number;
  productsFailed: number;
}

/**
 * Overview counters, derived from the same store list the tabs show so they always agree: Total
 * Stores = the Store Management list, Active Stores = stores whose honest status is active, Total
 * Products = the sum of the listed product counts, Last 24h Scrapes = finished and running runs
 * logged in the last 24 hours (the Recent Logs tab says how many of them it lists).
 */
export async function getScrapingStats(db: Db, actor: Actor, stores?: AdminStoreDto[]): Promise<ScrapingStats> {
  assertAdmin(actor);
  const list = stores ?? (await listAdminStores(db, actor));
  const res = await db.execute<{ recent: number }>(sql`
    select count(*)::int as recent from scrape_logs where scraped_at > now() - make_interval(hours => ${STATS_WINDOW_HOURS})`);
  return {
    totalStores: list.length,
    activeStores: list.filter((s) => s.scrapeStatus === "active").length,
    totalProducts: list.reduce((n, s) => n + s.productCount, 0),
    last24hScrapes: Number(res.rows[0]?.recent ?? 0),
  };
}

/** A moment in a store's own zone: "Sat 28 Nov 2026, 03:00 NZDT". */
export function formatInZone(iso: string, timeZone: string): string {
  const d = new Date(iso);
  const text = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(d);
  return `${text} ${zoneAbbreviation(d, timeZone)}`;
}

export async function listAdminStores(db: Db, actor: Actor): Promise<AdminStoreDto[]> {
  assertAdmin(actor);
  const stores = await listScrapingAdminStores(db);
  const ids = stores.map((s) => s.id);
  const [productCounts, runs] = await Promise.all([currentPriceCountsByStore(db, ids), ids.length ? db.execute<{
    store_id: string; has_run: boolean; next_run_at: string | Date | null; frequency: string | null; run_at: string | null; weekday: number | null; sched_enabled: boolean | null;
  }>(sql`
    select ids.store_id,
           exists (select 1 from scrape_logs l where l.store_id = ids.store_id and l.status <> 'running') as has_run,
           sc.next_run_at, sc.frequency, sc.run_at, sc.weekday, sc.enabled as sched_enabled
    from unnest(${uuidArray(ids)}) as ids(store_id)
    left join scraping_schedules sc on sc.store_id = ids.store_id`) : { rows: [] }]);
  const runsOf = new Map(runs.rows.map((r) => [r.store_id, r]));
  const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
  return stores.map((store) => {
    const r = runsOf.get(store.id) ?? { has_run: false, next_run_at: null, frequency: null, run_at: null, weekday: null, sched_enabled: null };
    const hasConfig = store.scraperConfig !== null && store.scraperConfig !== undefined;
    const schedule = r.frequency ? { frequency: r.frequency as "daily" | "weekly", runAt: String(r.run_at), weekday: r.weekday === null ? null : Number(r.weekday), paused: r.sched_enabled === false } : null;
    const status = storeStatus(
      { closedAt: iso(store.closedAt), hasConfig, scrapingEnabled: store.scrapingEnabled, schedulePaused: schedule?.paused ?? false, hasRun: Boolean(r.has_run), failingSince: iso(store.failingSince) },
      (when) => formatInZone(when, store.timeZone),
    );
    const nextRunAt = schedule && !schedule.paused ? iso(r.next_run_at) : null;
    return {
    id: store.id,
    name: store.name,
    storeType: store.storeType,
    currency: store.currency,
    scrapeStatus: status.key,
    statusLabel: status.label,
    isDemo: Boolean(store.isDemo),
    timeZone: store.timeZone,
    schedule,
    nextRunLabel: nextRunAt ? `${formatInZone(nextRunAt, store.timeZone)} (${store.timeZone})` : null,
    scrapingEnabled: store.scrapingEnabled,
    lastScrapedAt: iso(store.lastScrapedAt),
    productCount: productCounts.get(store.id) ?? 0,
    nextRunAt,
    configJson: store.scraperConfig ? JSON.stringify(typeof store.scraperConfig === "string" ? JSON.parse(store.scraperConfig) : store.scraperConfig, null, 2) : "",
    };
  });
}

/** The runs' store names (a run of a deleted store has none), from the stores module. */
async function withStoreNames(db: Db, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const names = await storeNamesAndZones(db, rows.flatMap((r) => (r.store_id ? [String(r.store_id)] : [])));
  return rows.map((r) => ({ ...r, store_name: r.store_id ? (names.get(String(r.store_id))?.name ?? null) : null }));
}

function toLogDto(r: Record<string, unknown>): ScrapeLogDto {
  return {
    id: String(r.id),
    storeName: (r.store_name as string | null) ?? null,
    scrapedAt: new Date(r.scraped_at as string).toISOString(),
    status: String(r.status),
    scrapeType: String(r.scrape_type),
    productsFound: Number(r.products_found),
    productsUpdated: Number(r.products_updated),
    pagesFetched: Number(r.pages_fetched),
    durationMs: r.scrape_duration_ms === null ? null : Number(r.scrape_duration_ms),
    errorMessage: (r.error_message as string | null) ?? null,
    productsNew: Number(r.products_new ?? 0),
    productsChanged: Number(r.products_changed ?? 0),
    productsUnavailable: Number(r.products_unavailable ?? 0),
    productsFailed: Number(r.products_failed ?? 0),
  };
}

export async function listRecentLogs(db: Db, actor: Actor): Promise<ScrapeLogDto[]> {
  assertAdmin(actor);
  const res = await db.execute<Record<string, unknown>>(sql`
    select l.* from scrape_logs l
    order by l.scraped_at desc, l.id limit ${RECENT_LOGS}`);
  return (await withStoreNames(db, res.rows)).map(toLogDto);
}

/** Runs in progress (any instance), for the live progress panel. Older "running" rows were orphaned by a crash. */
export async function listRunningScrapes(db: Db, actor: Actor): Promise<ScrapeLogDto[]> {
  assertAdmin(actor);
  const res = await db.execute<Record<string, unknown>>(sql`
    select l.* from scrape_logs l
    where l.status = 'running' and l.scraped_at > now() - interval '20 minutes'
    order by l.scraped_at`);
  return (await withStoreNames(db, res.rows)).map(toLogDto);
}

export interface ScrapingAdminData {
  stats: ScrapingStats;
  stores: AdminStoreDto[];
  logs: ScrapeLogDto[];
  running: ScrapeLogDto[];
}

export async function getScrapingAdminData(db: Db, actor: Actor): Promise<ScrapingAdminData> {
  const [stores, logs, running] = await Promise.all([listAdminStores(db, actor), listRecentLogs(db, actor), listRunningScrapes(db, actor)]);
  const stats = await getScrapingStats(db, actor, stores);
  return { stats, stores, logs, running };
}

/** Stores with a saved configuration (the /test-scraping picker), with it pretty-printed. */
export async function listConfiguredStores(db: Db, actor: Actor): Promise<{ id: string; name: string; configJson: string }[]> {
  const stores = await listAdminStores(db, actor);
  return stores.filter((s) => s.configJson !== "").map((s) => ({ id: s.id, name: s.name, configJson: s.configJson }));
}
