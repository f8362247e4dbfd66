import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, like, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { seenAtSql } from "@/modules/price-ledger";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { runStoreScrape, type StoreRunResult } from "../scheduler/run-store";
import { addSampleStores } from "../admin/mutations";
import { assertAdmin, FULL_VALIDATION_MAX_STORES, FULL_VALIDATION_TYPES } from "../admin/queries";
import { STORE_NOT_FOUND } from "../admin/messages";
import type { ValidationStepId } from "../admin/schemas";
import { MEMORY_PREFIX } from "../ingest/resolve-products";
import { validateScraperConfig } from "../engine/validate";
import { VALIDATION_STEPS } from "./step-list";

/** A store test passes only when the run succeeded and found at least this many products. */
export const MIN_PRODUCTS_FOR_PASS = 5;
const PRICE_SAMPLE = 10;
const MEMORY_SAMPLE = 5;

export interface StepResult {
  status: "success" | "failed";
  summary: string;
  error: string | null;
}


const ok = (summary: string): StepResult => ({ status: "success", summary, error: null });
const failed = (summary: string, error: string): StepResult => ({ status: "failed", summary, error });

function runVerdict(run: StoreRunResult): StepResult {
  const summary = `${run.productsFound} products from ${run.pagesFetched} page${run.pagesFetched === 1 ? "" : "s"}, ${run.productsUpdated} prices changed`;
  if (!run.success) return failed(summary, run.error ?? "Unknown error");
  if (run.productsFound < MIN_PRODUCTS_FOR_PASS) return failed(summary, `Only ${run.productsFound} products found (at least ${MIN_PRODUCTS_FOR_PASS} needed)`);
  return ok(summary);
}

async function storeInitialization(db: Db, actor: Actor): Promise<StepResult> {
  const { added, total } = await addSampleStores(db, actor);
  const names = VALIDATION_STEPS.flatMap((s) => (s.store ? [s.store] : []));
  const rows = await db.select({ name: tables.stores.name, config: tables.stores.scraperConfig, enabled: tables.stores.scrapingEnabled }).from(tables.stores).where(inArray(tables.stores.name, names));
  const ready = names.filter((n) => rows.some((r) => r.name === n && r.enabled && validateScraperConfig(r.config).ok));
  const summary = `${ready.length}/${total} sample stores ready${added ? ` (${added} added)` : ""}`;
  if (ready.length < names.length) return failed(summary, `Not ready: ${names.filter((n) => !ready.includes(n)).join(", ")} (scraping disabled or configuration invalid)`);
  return ok(summary);
}

async function storeStep(db: Db, storeName: string): Promise<StepResult> {
  const [store] = await db
    .select({ id: tables.stores.id })
    .from(tables.stores)
    .where(and(eq(tables.stores.name, storeName), isNotNull(tables.stores.scraperConfig)))
    .orderBy(asc(tables.stores.createdAt))
    .limit(1);
  if (!store) return failed("", STORE_NOT_FOUND);
  return runVerdict(await runStoreScrape(db, store.id, "validation"));
}

/** Scraped current prices must be in the currency of the store they were scraped at (not "always USD"). */
async function priceValidation(db: Db): Promise<StepResult> {
  const res = await db.execute<{ amount_cents: number; currency: string; store_currency: string; unit_price_cents: number | null; unit: string | null; name: string; store: string }>(sql`
    select cp.amount_cents, cp.currency, s.currency as store_currency, cp.unit_price_cents, p.unit, p.name, s.name as store
    from current_prices cp join stores s on s.id = cp.store_id join products p on p.id = cp.product_id
    left join store_scrape_confirmations sc on sc.store_id = cp.store_id
    where cp.source = 'scrape' and s.scraper_config is not null
    order by ${seenAtSql(sql`cp`, sql`sc.confirmed_at`)} desc, cp.product_id limit ${PRICE_SAMPLE}`);
  if (!res.rows.length) return failed("0 prices checked", "No scraped prices yet: run a store scrape first");
  const wrongCurrency = res.rows.filter((r) => r.currency !== r.store_currency);
  const badAmount = res.rows.filter((r) => !(Number(r.amount_cents) > 0));
  const withUnit = res.rows.filter((r) => r.unit_price_cents !== null && r.unit !== null).length;
  const summary = `${res.rows.length - wrongCurrency.length}/${res.rows.length} sampled prices in their store's currency; ${withUnit} with unit price and unit type`;
  if (wrongCurrency.length) return failed(summary, `${wrongCurrency[0].name} at ${wrongCurrency[0].store} is priced in ${wrongCurrency[0].currency}, the store uses ${wrongCurrency[0].store_currency}`);
  if (badAmount.length) return failed(summary, `${badAmount[0].name} at ${badAmount[0].store} has no positive price`);
  return ok(summary);
}

async function productMemory(db: Db): Promise<StepResult> {
  const m = tables.productNameMemory;
  const rows = await db
    .select({ generic: m.genericName, full: m.fullProductName })
    .from(m)
    .where(and(sql`${m.userId} is null`, like(m.genericName, `${MEMORY_PREFIX}%`)))
    .orderBy(desc(m.updatedAt))
    .limit(MEMORY_SAMPLE);
  if (!rows.length) return failed("0 remembered names", "No product name memory yet: run a store scrape first");
  const example = rows[0];
  return ok(`${rows.length} remembered names sampled, e.g. “${example.generic.slice(MEMORY_PREFIX.length)}” → “${example.full}”`);
}

/**
 * Scrapes a store that does not exist, then checks the failure was really recorded: a failed log
 * with its error, and the latest scrape error being that run's. Passing needs all three.
 */
async function errorHandling(db: Db): Promise<StepResult> {
  const run = await runStoreScrape(db, randomUUID(), "validation");
  const [log] = await db.select().from(tables.scrapeLogs).where(eq(tables.scrapeLogs.id, run.logId));
  const [latest] = await db.select().from(tables.scrapeErrors).orderBy(desc(tables.scrapeErrors.createdAt), desc(tables.scrapeErrors.id)).limit(1);
  const summary = `Scrape of a missing store ${run.success ? "succeeded" : "failed"}; log ${log?.status ?? "missing"}; latest error “${latest?.errorMessage ?? "none"}”`;
  if (run.success) return failed(summary, "A scrape of a store that does not exist reported success");
  if (!log || log.status !== "failed" || !log.errorMessage) return failed(summary, "The failed scrape was not logged with its error");
  if (!latest || latest.scrapeLogId !== run.logId || latest.errorMessage !== log.errorMessage) return failed(summary, "The failed scrape's error was not recorded in scrape_errors");
  return ok(`Failed scrape logged with its error: “${log.errorMessage}”`);
}

export async function runValidationStep(db: Db, actor: Actor, input: { step: ValidationStepId }): Promise<StepResult> {
  assertAdmin(actor);
  const step = VALIDATION_STEPS.find((s) => s.id === input.step);
  if (!step) throw new AppError("INVALID_INPUT", "Unknown validation step");
  switch (step.id) {
    case "store_init":
      return storeInitialization(db, actor);
    case "price":
      return priceValidation(db);
    case "memory":
      return productMemory(db);
    case "errors":
      return errorHandling(db);
    default:
      return storeStep(db, step.store!);
  }
}

export interface StoreValidationResult {
  storeId: string;
  storeName: string;
  storeType: string;
  durationMs: number;
  success: boolean;
  productsFound: number;
  error: string | null;
}

/** The stores Run Full Validation tests: scraping-enabled, configured, of the covered types, the first five by name. */
export async function listValidationTargets(db: Db, actor: Actor): Promise<{ id: string; name: string; storeType: string }[]> {
  assertAdmin(actor);
  const s = tables.stores;
  return db
    .select({ id: s.id, name: s.name, storeType: s.storeType })
    .from(s)
    .where(and(eq(s.scrapingEnabled, true), isNotNull(s.scraperConfig), inArray(s.storeType, [...FULL_VALIDATION_TYPES])))
    .orderBy(asc(s.name), asc(s.id))
    .limit(FULL_VALIDATION_MAX_STORES);
}

export async function validateStore(db: Db, actor: Actor, input: { storeId: string }): Promise<StoreValidationResult> {
  assertAdmin(actor);
  const [store] = await db.select({ id: tables.stores.id, name: tables.stores.name, storeType: tables.stores.storeType }).from(tables.stores).where(eq(tables.stores.id, input.storeId));
  if (!store) throw new AppError("NOT_FOUND", STORE_NOT_FOUND);
  const run = await runStoreScrape(db, store.id, "validation");
  const verdict = runVerdict(run);
  return { storeId: store.id, storeName: store.name, storeType: store.storeType, durationMs: run.durationMs, success: verdict.status === "success", productsFound: run.productsFound, error: verdict.error };
}
