import "server-only";
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { readLatestScrapePrices } from "@/modules/price-ledger";
import { getProductNamesAndUnits } from "@/modules/catalog";
import { sampleSharedNameMemory } from "@/modules/pricing";
import { findScrapedStoreByName, getScrapedStore, getStoreNamesAndCurrencies, hasScraperSql, listScrapedStoresOfTypes, listScraperStatesByName } from "@/modules/stores";
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
  const rows = await listScraperStatesByName(db, names);
  const ready = names.filter((n) => rows.some((r) => r.name === n && r.enabled && validateScraperConfig(r.config).ok));
  const summary = `${ready.length}/${total} sample stores ready${added ? ` (${added} added)` : ""}`;
  if (ready.length < names.length) return failed(summary, `Not ready: ${names.filter((n) => !ready.includes(n)).join(", ")} (scraping disabled or configuration invalid)`);
  return ok(summary);
}

async function storeStep(db: Db, storeName: string): Promise<StepResult> {
  const storeId = await findScrapedStoreByName(db, storeName);
  if (!storeId) return failed("", STORE_NOT_FOUND);
  return runVerdict(await runStoreScrape(db, storeId, "validation"));
}

/** Scraped current prices must be in the currency of the store they were scraped at (not "always USD"). */
async function priceValidation(db: Db): Promise<StepResult> {
  const sample = await readLatestScrapePrices(db, { limit: PRICE_SAMPLE, storeFilter: hasScraperSql });
  const [stores, products] = await Promise.all([getStoreNamesAndCurrencies(db, sample.map((r) => r.store_id)), getProductNamesAndUnits(db, sample.map((r) => r.product_id))]);
  const res = {
    rows: sample.flatMap((r) => {
      const store = stores.get(r.store_id);
      const product = products.get(r.product_id);
      return store && product ? [{ ...r, store_currency: store.currency, unit: product.unit as string | null, name: product.name, store: store.name }] : [];
    }),
  };
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
  const rows = await sampleSharedNameMemory(db, MEMORY_PREFIX, MEMORY_SAMPLE);
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
  return listScrapedStoresOfTypes(db, { types: FULL_VALIDATION_TYPES, limit: FULL_VALIDATION_MAX_STORES });
}

export async function validateStore(db: Db, actor: Actor, input: { storeId: string }): Promise<StoreValidationResult> {
  assertAdmin(actor);
  const store = await getScrapedStore(db, input.storeId);
  if (!store) throw new AppError("NOT_FOUND", STORE_NOT_FOUND);
  const run = await runStoreScrape(db, store.id, "validation");
  const verdict = runVerdict(run);
  return { storeId: store.id, storeName: store.name, storeType: store.storeType, durationMs: run.durationMs, success: verdict.status === "success", productsFound: run.productsFound, error: verdict.error };
}
