import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { isAppError } from "@/server/errors";
import { logger } from "@/server/logger";
import type { ScraperConfig } from "../engine/config";
import { validateScraperConfig } from "../engine/validate";
import { ingestStoreRun } from "../ingest/ingest";
import { countChanges, failedItems, isUsable, recordChanges, type ChangeCounts } from "../ingest/run-changes";
import { alertAdministrators, FAILURES_BEFORE_ALERT, LOW_COUNT_FLOOR } from "./run-alerts";
import { runPriceAlerts } from "@/modules/alerts";
import { getScrapedStore, recordStoreScrapeFailure } from "@/modules/stores";
import type { ScrapeOptions, ScrapeResult } from "../types";

export const SCRAPE_TYPES = ["manual", "scheduled", "all", "validation"] as const;
export type ScrapeType = (typeof SCRAPE_TYPES)[number];

/** The engine entry point, injected so tests can replace the network with a stub. */
export type RunScrapeFn = (config: ScraperConfig, options: ScrapeOptions) => Promise<ScrapeResult>;
export interface ScrapeDeps {
  runScrape: RunScrapeFn;
  allowedHosts: string[];
}

export interface StoreRunResult {
  logId: string;
  success: boolean;
  /** Held: fewer than 80% of the last good run's products; nothing was published, the previous prices keep serving. */
  held?: boolean;
  changes?: ChangeCounts;
  productsFound: number;
  productsUpdated: number;
  pagesFetched: number;
  durationMs: number;
  errors: string[];
  error: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PROGRESS_EVERY_MS = 400;
const MAX_ERROR_ROWS = 50;

async function defaultDeps(): Promise<ScrapeDeps> {
  const [{ runScrape }, { scraperAllowedHosts }] = await Promise.all([import("../run-scrape"), import("../settings")]);
  return { runScrape, allowedHosts: scraperAllowedHosts() };
}

/**
 * One store run, start to finish: a scrape_logs row is written first (status "running", with live
 * pages/products counts while the engine works), then the scrape, then the ingest transaction,
 * then the final log. Every failure — unknown store, invalid configuration, nothing extracted,
 * a failed write — ends as a "failed" log with its error plus a scrape_errors row, and the store's
 * scrape_status "failed"; previous prices stay as they were.
 */
export async function runStoreScrape(db: Db, storeId: string, scrapeType: ScrapeType, deps?: ScrapeDeps): Promise<StoreRunResult> {
  const started = Date.now();
  const found = UUID.test(storeId) ? await getScrapedStore(db, storeId) : null;
  const store = found ? { id: found.id, name: found.name, config: found.scraperConfig, currency: found.currency, lastGoodCount: found.lastGoodCount } : undefined;
  const [log] = await db.insert(tables.scrapeLogs).values({ storeId: store?.id ?? null, scrapeType, status: "running" }).returning({ id: tables.scrapeLogs.id });
  let pagesFetched = 0;
  let productsFound = 0;
  const pageErrors: { url: string | null; message: string }[] = [];

  const fail = async (message: string): Promise<StoreRunResult> => {
    const durationMs = Date.now() - started;
    await db.update(tables.scrapeLogs).set({ status: "failed", errorMessage: message, scrapeDurationMs: durationMs, pagesFetched, productsFound }).where(eq(tables.scrapeLogs.id, log.id));
    const rows = [...pageErrors.slice(0, MAX_ERROR_ROWS - 1), { url: null, message }];
    await db.insert(tables.scrapeErrors).values(rows.map((e) => ({ storeId: store?.id ?? null, scrapeLogId: log.id, errorMessage: e.message.slice(0, 2_000), url: e.url })));
    if (store) await recordFailure(db, { storeId: store.id, storeName: store.name, logId: log.id, reason: message });
    return { logId: log.id, success: false, productsFound, productsUpdated: 0, pagesFetched, durationMs, errors: pageErrors.map((e) => e.message), error: message };
  };

  try {
    if (!store) return await fail("Store not found");
    const parsed = validateScraperConfig(store.config);
    if (!parsed.ok) {
      const first = parsed.issues[0];
      return await fail(store.config ? `Invalid scraper configuration: ${first.path ? `${first.path}: ` : ""}${first.message}` : "This store has no scraper configuration");
    }
    const { runScrape, allowedHosts } = deps ?? (await defaultDeps());

    // Live progress: throttled, serialised writes so the admin sees pages and products as they come.
    let lastWrite = 0;
    let writing: Promise<unknown> = Promise.resolve();
    const result = await runScrape(parsed.config, {
      allowedHosts,
      onProgress: (p) => {
        pagesFetched = p.pagesFetched;
        productsFound = p.productsFound;
        const now = Date.now();
        if (now - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = now;
        writing = writing
          .then(() => db.update(tables.scrapeLogs).set({ pagesFetched: p.pagesFetched, productsFound: p.productsFound }).where(sql`${tables.scrapeLogs.id} = ${log.id} and ${tables.scrapeLogs.status} = 'running'`))
          .catch(() => undefined);
      },
    });
    await writing;
    pagesFetched = result.pagesFetched;
    productsFound = result.products.length;
    pageErrors.push(...result.errors);
    if (result.products.length === 0) return await fail(result.errors[0]?.message ?? "No products found");

    const failed = failedItems(result.products);
    const usableCount = result.products.filter(isUsable).length;
    if (store.lastGoodCount && usableCount < LOW_COUNT_FLOOR * store.lastGoodCount) {
      // Far fewer products than the last good run (a changed page, a blocked API): hold the whole
      // run — no price written, nothing marked unavailable — so the previous prices keep serving.
      const durationMs = Date.now() - started;
      const message = `Held: found ${usableCount} products, fewer than ${Math.round(LOW_COUNT_FLOOR * 100)}% of the last good run's ${store.lastGoodCount}; the previous prices keep serving`;
      await recordChanges(db, { scrapeLogId: log.id, storeId: store.id, currency: store.currency, changes: failed });
      await db
        .update(tables.scrapeLogs)
        .set({ status: "held", productsFound, pagesFetched, scrapeDurationMs: durationMs, errorMessage: message, productsFailed: failed.length })
        .where(eq(tables.scrapeLogs.id, log.id));
      await recordFailure(db, { storeId: store.id, storeName: store.name, logId: log.id, reason: message, lowCount: true });
      return { logId: log.id, success: false, held: true, changes: { productsNew: 0, productsChanged: 0, productsUnavailable: 0, productsFailed: failed.length }, productsFound, productsUpdated: 0, pagesFetched, durationMs, errors: pageErrors.map((e) => e.message), error: message };
    }

    const summary = await ingestStoreRun(db, { storeId: store.id, products: result.products });
    const changes = [...summary.changes, ...failed];
    await recordChanges(db, { scrapeLogId: log.id, storeId: store.id, currency: store.currency, changes });
    const counts = countChanges(changes);
    const durationMs = Date.now() - started;
    const errorMessage = pageErrors.length ? `${pageErrors.length} page error${pageErrors.length === 1 ? "" : "s"}: ${pageErrors[0].message}` : null;
    await db
      .update(tables.scrapeLogs)
      .set({ status: "success", productsFound, productsUpdated: summary.updated, pagesFetched, scrapeDurationMs: durationMs, errorMessage, ...counts })
      .where(eq(tables.scrapeLogs.id, log.id));
    if (summary.updated > 0) await runPriceAlerts(db); // end of run: price-drop alerts (never throws)
    if (pageErrors.length) {
      await db.insert(tables.scrapeErrors).values(pageErrors.slice(0, MAX_ERROR_ROWS).map((e) => ({ storeId: store.id, scrapeLogId: log.id, errorMessage: e.message.slice(0, 2_000), url: e.url })));
    }
    return { logId: log.id, success: true, changes: counts, productsFound, productsUpdated: summary.updated, pagesFetched, durationMs, errors: pageErrors.map((e) => e.message), error: null };
  } catch (e) {
    if (!isAppError(e)) logger.error({ logId: log.id, storeId, err: e }, "scraping: run failed");
    return fail(isAppError(e) ? e.safeMessage : `Unexpected error while scraping (log ${log.id})`);
  }
}

/**
 * A failed or held run: the store's streak grows (failing since its first failure); administrators
 * hear of it when a store fails twice in a row (once per streak) and of every held low-count run.
 * The store's current prices are left exactly as they were.
 */
async function recordFailure(db: Db, input: { storeId: string; storeName: string; logId: string; reason: string; lowCount?: boolean }): Promise<void> {
  const failures = await recordStoreScrapeFailure(db, input.storeId);
  if (failures === null) return;
  if (input.lowCount) {
    await alertAdministrators(db, { storeId: input.storeId, storeName: input.storeName, logId: input.logId, title: `${input.storeName}: far fewer products than usual`, body: input.reason });
  } else if (failures === FAILURES_BEFORE_ALERT) {
    await alertAdministrators(db, { storeId: input.storeId, storeName: input.storeName, logId: input.logId, title: `${input.storeName}: scraping failed twice in a row`, body: `The last ${FAILURES_BEFORE_ALERT} runs failed. Latest error: ${input.reason}. The previous prices keep serving until a good run.` });
  }
}
