import "server-only";
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { tables, type Db } from "@/server/db";
import { currencyForCountry } from "@/modules/currency/engine";
import { storeDetailsSchema } from "./manage/schemas";

/*
 * Stores as the scraper sees them (decision 059: stores owns the stores table). Scraping's
 * administration, scheduler and runs read and change a store's scraping columns only through these.
 * Access checks stay with the caller (scraping re-checks the administrator on every read and write).
 */

const s = tables.stores;

export type StoreType = (typeof s.storeType.enumValues)[number];
type Currency = (typeof s.currency.enumValues)[number];

/** A store's scraping columns, by id (null when there is no such store). */
export interface ScrapedStore {
  id: string;
  name: string;
  storeType: StoreType;
  currency: Currency;
  timeZone: string;
  scraperConfig: Record<string, unknown> | null;
  scrapingEnabled: boolean;
  lastGoodCount: number | null;
}

const SCRAPED_COLUMNS = { id: s.id, name: s.name, storeType: s.storeType, currency: s.currency, timeZone: s.timeZone, scraperConfig: s.scraperConfig, scrapingEnabled: s.scrapingEnabled, lastGoodCount: s.lastGoodCount };

export async function getScrapedStore(db: Db, storeId: string): Promise<ScrapedStore | null> {
  const [row] = await db.select(SCRAPED_COLUMNS).from(s).where(eq(s.id, storeId));
  return row ?? null;
}

/** Names and zones of these stores (for logs and run pages), by id; unknown ids are absent. */
export async function storeNamesAndZones(db: Db, storeIds: readonly string[]): Promise<Map<string, { name: string; timeZone: string }>> {
  const ids = [...new Set(storeIds)];
  if (!ids.length) return new Map();
  const rows = await db.select({ id: s.id, name: s.name, timeZone: s.timeZone }).from(s).where(inArray(s.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, timeZone: r.timeZone }]));
}

/** Which of these names a store already has. */
export async function takenStoreNames(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (!names.length) return new Set();
  const rows = await db.select({ name: s.name }).from(s).where(inArray(s.name, [...names]));
  return new Set(rows.map((r) => r.name));
}

/**
 * A scraped store to create (the demo stores of Add Sample Stores): a complete store, its details
 * checked as an administrator's store is (storeDetailsSchema: a real address, a position, a known
 * zone, sane opening hours) and its currency that of its country; listed at once.
 */
export interface NewScrapedStore {
  details: StoreDetailsFields;
  isDemo: boolean;
  scraperConfig: Record<string, unknown>;
  scrapingEnabled: boolean;
}
/** The details form's fields, before the schema trims and checks them (it checks the weekdays of the hours too). */
export type StoreDetailsFields = Omit<z.input<typeof storeDetailsSchema>, "openingHours"> & { openingHours: Record<string, { open: string; close: string } | null> };

/** Creates the stores (all or none: a store with invalid details throws before any is written). Returns how many. */
export async function createScrapedStores(db: Db, stores: readonly NewScrapedStore[]): Promise<number> {
  if (!stores.length) return 0;
  const values = stores.map((x) => {
    const d = storeDetailsSchema.parse(x.details);
    return {
      name: d.name, chain: d.chain, storeType: d.storeType, address: d.address, suburb: d.suburb, city: d.city, countryCode: d.countryCode,
      currency: currencyForCountry(d.countryCode), latitude: d.latitude, longitude: d.longitude, timeZone: d.timeZone, openingHours: d.openingHours,
      isDemo: x.isDemo, scraperConfig: x.scraperConfig, scrapingEnabled: x.scrapingEnabled, listingStatus: "approved",
    };
  });
  const rows = await db.insert(s).values(values).returning({ id: s.id });
  return rows.length;
}

/** Enable Scraping on or off; false when there is no such store. */
export async function setStoreScrapingEnabled(db: Db, storeId: string, enabled: boolean): Promise<boolean> {
  const updated = await db.update(s).set({ scrapingEnabled: enabled }).where(eq(s.id, storeId)).returning({ id: s.id });
  return updated.length > 0;
}

/** The config dialog's three fields (the caller validated the configuration); false when there is no such store. */
export async function saveStoreScraperConfig(db: Db, storeId: string, input: { storeType: StoreType; scrapingEnabled: boolean; scraperConfig: Record<string, unknown> | null }): Promise<boolean> {
  const updated = await db.update(s).set(input).where(eq(s.id, storeId)).returning({ id: s.id });
  return updated.length > 0;
}

/** A failed or held run: the streak grows (failing since its first failure). Returns the streak's length, or null for no such store. */
export async function recordStoreScrapeFailure(db: Db, storeId: string): Promise<number | null> {
  const [row] = await db
    .update(s)
    .set({ scrapeStatus: "failed", consecutiveFailures: sql`${s.consecutiveFailures} + 1`, failingSince: sql`coalesce(${s.failingSince}, now())` })
    .where(eq(s.id, storeId))
    .returning({ failures: s.consecutiveFailures });
  return row ? row.failures : null;
}

/** The stores the scraping administration lists: approved listings, by name. */
export interface ScrapingAdminStore {
  id: string;
  name: string;
  storeType: StoreType;
  currency: string;
  scrapingEnabled: boolean;
  lastScrapedAt: Date | null;
  scraperConfig: Record<string, unknown> | null;
  timeZone: string;
  isDemo: boolean;
  closedAt: Date | null;
  failingSince: Date | null;
}

export async function listScrapingAdminStores(db: Db): Promise<ScrapingAdminStore[]> {
  return db
    .select({ id: s.id, name: s.name, storeType: s.storeType, currency: s.currency, scrapingEnabled: s.scrapingEnabled, lastScrapedAt: s.lastScrapedAt, scraperConfig: s.scraperConfig, timeZone: s.timeZone, isDemo: s.isDemo, closedAt: s.closedAt, failingSince: s.failingSince })
    .from(s)
    .where(eq(s.listingStatus, "approved"))
    .orderBy(asc(s.name), asc(s.id));
}

/** Stores a scrape may run for: scraping enabled, a configuration saved, not closed; by name. */
export async function listScrapableStores(db: Db): Promise<{ id: string; name: string; timeZone: string }[]> {
  return db
    .select({ id: s.id, name: s.name, timeZone: s.timeZone })
    .from(s)
    .where(and(eq(s.scrapingEnabled, true), isNotNull(s.scraperConfig), sql`${s.closedAt} is null`))
    .orderBy(asc(s.name));
}

/**
 * The scrapable stores as an SQL subquery with columns `id` and `time_zone`, for a caller that must
 * join them inside one statement (the scheduler claims due schedules with FOR UPDATE SKIP LOCKED).
 */
export function scrapableStoresSql(): SQL {
  return sql`(select id, time_zone from stores where scraping_enabled and scraper_config is not null and closed_at is null)`;
}
