import "server-only";
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { StoreType } from "./scraped-stores";

/** What a scrape run needs of its store: currency, type (new products' category), country and zone. */
export interface ScrapeTarget {
  id: string;
  currency: "NZD" | "AUD" | "USD";
  storeType: string;
  countryCode: string;
  timeZone: string;
}

/** The store a scrape run writes to (null: no such store). */
export async function getScrapeTarget(db: Db, storeId: string): Promise<ScrapeTarget | null> {
  const s = tables.stores;
  const [store] = await db.select({ id: s.id, currency: s.currency, storeType: s.storeType, countryCode: s.countryCode, timeZone: s.timeZone }).from(s).where(eq(s.id, storeId));
  return store ?? null;
}

/** A good scrape run of the store at `at` with `goodCount` usable items: active again, its failure streak cleared (in the run's transaction). */
export async function recordGoodScrape(tx: Db, storeId: string, input: { at: Date; goodCount: number }): Promise<void> {
  const s = tables.stores;
  await tx
    .update(s)
    .set({ scrapeStatus: "active", lastScrapedAt: input.at, lastGoodCount: input.goodCount, failingSince: null, consecutiveFailures: 0 })
    .where(eq(s.id, storeId));
}

/** SQL condition: the store (id expression) has a scraper configuration. */
export function hasScraperSql(storeId: SQL): SQL {
  return sql`exists (select 1 from stores s_ where s_.id = ${storeId} and s_.scraper_config is not null)`;
}

/** Names and currencies of these stores (id → …); unknown ids are absent. */
export async function getStoreNamesAndCurrencies(db: Db, ids: readonly string[]): Promise<Map<string, { name: string; currency: string }>> {
  const s = tables.stores;
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select({ id: s.id, name: s.name, currency: s.currency }).from(s).where(inArray(s.id, unique));
  return new Map(rows.map((r) => [r.id, { name: r.name, currency: r.currency }]));
}

/** Scraper state of the stores with these names (the scraper validation's sample stores). */
export async function listScraperStatesByName(db: Db, names: readonly string[]): Promise<{ name: string; config: unknown; enabled: boolean }[]> {
  const s = tables.stores;
  if (!names.length) return [];
  return db.select({ name: s.name, config: s.scraperConfig, enabled: s.scrapingEnabled }).from(s).where(inArray(s.name, [...names]));
}

/** The oldest store with this name that has a scraper configuration, or null. */
export async function findScrapedStoreByName(db: Db, name: string): Promise<string | null> {
  const s = tables.stores;
  const [store] = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.name, name), isNotNull(s.scraperConfig)))
    .orderBy(asc(s.createdAt))
    .limit(1);
  return store?.id ?? null;
}

/** Scraping-enabled, configured stores of these types, by name, at most `limit`. */
export async function listScrapedStoresOfTypes(db: Db, input: { types: readonly StoreType[]; limit: number }): Promise<{ id: string; name: string; storeType: string }[]> {
  const s = tables.stores;
  return db
    .select({ id: s.id, name: s.name, storeType: s.storeType })
    .from(s)
    .where(and(eq(s.scrapingEnabled, true), isNotNull(s.scraperConfig), inArray(s.storeType, [...input.types])))
    .orderBy(asc(s.name), asc(s.id))
    .limit(input.limit);
}
