import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";

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
  scrapeStatus: string;
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
}

export async function getScrapingStats(db: Db, actor: Actor): Promise<ScrapingStats> {
  assertAdmin(actor);
  const res = await db.execute<{ total: number; active: number; products: number; recent: number }>(sql`
    select (select count(*)::int from stores) as total,
           (select count(*)::int from stores where scrape_status = 'active') as active,
           (select count(*)::int from current_prices) as products,
           (select count(*)::int from scrape_logs where scraped_at > now() - make_interval(hours => ${STATS_WINDOW_HOURS})) as recent`);
  const r = res.rows[0];
  return { totalStores: Number(r.total), activeStores: Number(r.active), totalProducts: Number(r.products), last24hScrapes: Number(r.recent) };
}

export async function listAdminStores(db: Db, actor: Actor): Promise<AdminStoreDto[]> {
  assertAdmin(actor);
  const res = await db.execute<{
    id: string; name: string; store_type: string; currency: string; scrape_status: string; scraping_enabled: boolean;
    last_scraped_at: string | Date | null; product_count: number; next_run_at: string | Date | null; scraper_config: unknown;
  }>(sql`
    select s.id, s.name, s.store_type, s.currency, s.scrape_status, s.scraping_enabled, s.last_scraped_at, s.scraper_config,
           coalesce(pc.n, 0)::int as product_count, sc.next_run_at
    from stores s
    left join (select store_id, count(*) as n from current_prices group by store_id) pc on pc.store_id = s.id
    left join scraping_schedules sc on sc.store_id = s.id and sc.enabled
    order by s.name, s.id`);
  const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
  return res.rows.map((r) => ({
    id: r.id,
    name: r.name,
    storeType: r.store_type,
    currency: r.currency,
    scrapeStatus: r.scrape_status,
    scrapingEnabled: r.scraping_enabled,
    lastScrapedAt: iso(r.last_scraped_at),
    productCount: Number(r.product_count),
    nextRunAt: iso(r.next_run_at),
    configJson: r.scraper_config ? JSON.stringify(typeof r.scraper_config === "string" ? JSON.parse(r.scraper_config) : r.scraper_config, null, 2) : "",
  }));
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
  };
}

export async function listRecentLogs(db: Db, actor: Actor): Promise<ScrapeLogDto[]> {
  assertAdmin(actor);
  const res = await db.execute<Record<string, unknown>>(sql`
    select l.*, s.name as store_name from scrape_logs l left join stores s on s.id = l.store_id
    order by l.scraped_at desc, l.id limit ${RECENT_LOGS}`);
  return res.rows.map(toLogDto);
}

/** Runs in progress (any instance), for the live progress panel. Older "running" rows were orphaned by a crash. */
export async function listRunningScrapes(db: Db, actor: Actor): Promise<ScrapeLogDto[]> {
  assertAdmin(actor);
  const res = await db.execute<Record<string, unknown>>(sql`
    select l.*, s.name as store_name from scrape_logs l left join stores s on s.id = l.store_id
    where l.status = 'running' and l.scraped_at > now() - interval '20 minutes'
    order by l.scraped_at`);
  return res.rows.map(toLogDto);
}

export interface ScrapingAdminData {
  stats: ScrapingStats;
  stores: AdminStoreDto[];
  logs: ScrapeLogDto[];
  running: ScrapeLogDto[];
}

export async function getScrapingAdminData(db: Db, actor: Actor): Promise<ScrapingAdminData> {
  const [stats, stores, logs, running] = await Promise.all([getScrapingStats(db, actor), listAdminStores(db, actor), listRecentLogs(db, actor), listRunningScrapes(db, actor)]);
  return { stats, stores, logs, running };
}

/** Stores with a saved configuration (the /test-scraping picker), with it pretty-printed. */
export async function listConfiguredStores(db: Db, actor: Actor): Promise<{ id: string; name: string; configJson: string }[]> {
  const stores = await listAdminStores(db, actor);
  return stores.filter((s) => s.configJson !== "").map((s) => ({ id: s.id, name: s.name, configJson: s.configJson }));
}
