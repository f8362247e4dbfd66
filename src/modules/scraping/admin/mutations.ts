import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { createScrapedStores, getScrapedStore, saveStoreScraperConfig, setStoreScrapingEnabled, takenStoreNames } from "@/modules/stores";
import { validateScraperConfig, validateScraperConfigJson } from "../engine/validate";
import { sampleStoreConfigs } from "../demo-sites/samples";
import { demoSitesBaseUrl, scraperAllowedHosts } from "../settings";
import { runScrape } from "../run-scrape";
import type { ScrapedProduct, ScrapeError } from "../types";
import { runStoreScrape, type StoreRunResult } from "../scheduler/run-store";
import { enqueueAllStores, runDueSchedules, saveStoreSchedule, setupSchedules, type ScheduleDto } from "../scheduler/scheduler";
import { getScrapeQueue } from "../scheduler/runtime";
import { assertAdmin } from "./queries";
import type { DryRunInput, StoreScheduleInput } from "./schemas";
import { configIssueLines, configProblems } from "./config-problems";

/** A configuration the engine would refuse, as an INVALID_INPUT carrying every reason for the editor. */
function refuseConfig(text: string, issues: Parameters<typeof configIssueLines>[0]): never {
  const local = configProblems(text);
  const lines = local.length ? local : configIssueLines(issues);
  throw new AppError("INVALID_INPUT", lines[0], { fieldErrors: { configJson: lines } });
}

/**
 * The sample stores are complete demo stores in the demo city (Auckland, around the demo shopper in
 * Ponsonby): a street address, a position, Auckland's time zone and opening hours — never the
 * spec's "To be updated" at 0,0 — and flagged as demo data wherever administrators see them.
 */
const SAMPLE_LOCATIONS = [
  { address: "1 Demo Lane", latitude: -36.8585, longitude: 174.7512, suburb: "Grey Lynn" },
  { address: "2 Demo Lane", latitude: -36.8498, longitude: 174.7583, suburb: "Freemans Bay" },
  { address: "3 Demo Lane", latitude: -36.8672, longitude: 174.7601, suburb: "Newton" },
  { address: "4 Demo Lane", latitude: -36.8561, longitude: 174.7399, suburb: "Herne Bay" },
];
const SAMPLE_HOURS = Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => [d, { open: "07:00", close: "22:00" }]));

async function storeOrThrow(db: Db, storeId: string) {
  const store = await getScrapedStore(db, storeId);
  if (!store) throw new AppError("NOT_FOUND", "Store not found");
  return store;
}

/** Add Sample Stores: the four demo stores (skipping any that already exist by name). Returns how many were added. */
export async function addSampleStores(db: Db, actor: Actor): Promise<{ added: number; total: number }> {
  assertAdmin(actor);
  const base = demoSitesBaseUrl();
  if (!base) throw new AppError("CONFLICT", "The demo store sites are switched off (DEMO_SITES_PORT=0)");
  const samples = sampleStoreConfigs(base);
  const have = await takenStoreNames(db, samples.map((x) => x.name));
  const missing = samples.map((sample, i) => ({ sample, at: SAMPLE_LOCATIONS[i % SAMPLE_LOCATIONS.length] })).filter(({ sample }) => !have.has(sample.name));
  if (missing.length) {
    await createScrapedStores(
      db,
      missing.map(({ sample, at }) => {
        const valid = validateScraperConfig(sample.config);
        if (!valid.ok) throw new Error(`sample ${sample.name} has an invalid configuration`);
        return {
          details: {
            name: sample.name,
            storeType: sample.store_type,
            chain: sample.name,
            address: at.address,
            suburb: at.suburb,
            timeZone: "Pacific/Auckland",
            openingHours: SAMPLE_HOURS,
            city: "Auckland",
            countryCode: sample.country,
            latitude: at.latitude,
            longitude: at.longitude,
          },
          isDemo: true,
          scraperConfig: sample.config as Record<string, unknown>,
          scrapingEnabled: true,
        };
      }),
    );
  }
  return { added: missing.length, total: samples.length };
}

export async function setStoreScraping(db: Db, actor: Actor, input: { storeId: string; enabled: boolean }): Promise<{ enabled: boolean }> {
  assertAdmin(actor);
  if (!(await setStoreScrapingEnabled(db, input.storeId, input.enabled))) throw new AppError("NOT_FOUND", "Store not found");
  return { enabled: input.enabled };
}

/**
 * Config dialog: store type, Enable Scraping and the JSON configuration. Text that is not JSON, or a
 * configuration the engine would refuse, is rejected with the reasons (unlike the spec's silent
 * ignore) and nothing is saved. An empty editor clears the configuration.
 */
export async function updateStoreConfig(db: Db, actor: Actor, input: { storeId: string; storeType: "supermarket" | "grocery" | "butcher" | "greengrocer" | "fishmonger"; scrapingEnabled: boolean; configJson: string }): Promise<void> {
  assertAdmin(actor);
  await storeOrThrow(db, input.storeId);
  let config: Record<string, unknown> | null = null;
  if (input.configJson.trim() !== "") {
    const parsed = validateScraperConfigJson(input.configJson);
    if (!parsed.ok) refuseConfig(input.configJson, parsed.issues);
    config = JSON.parse(input.configJson) as Record<string, unknown>;
  }
  if (input.scrapingEnabled && !config) {
    throw new AppError("INVALID_INPUT", "Scraping needs a configuration", { fieldErrors: { configJson: ["Scraping needs a configuration"] } });
  }
  await saveStoreScraperConfig(db, input.storeId, { storeType: input.storeType, scrapingEnabled: input.scrapingEnabled, scraperConfig: config });
}

/** Test: one real run of the store now (logged, prices ingested), answered when it finishes. */
export async function testStore(db: Db, actor: Actor, input: { storeId: string }): Promise<StoreRunResult> {
  assertAdmin(actor);
  await storeOrThrow(db, input.storeId);
  return runStoreScrape(db, input.storeId, "manual");
}

export async function scrapeAllStores(db: Db, actor: Actor): Promise<{ stores: number; queued: number }> {
  assertAdmin(actor);
  return enqueueAllStores(db, await getScrapeQueue());
}

export async function runScheduledNow(db: Db, actor: Actor): Promise<{ due: number; queued: number }> {
  assertAdmin(actor);
  return runDueSchedules(db, await getScrapeQueue());
}

export async function setupStoreSchedules(db: Db, actor: Actor): Promise<ScheduleDto[]> {
  assertAdmin(actor);
  return setupSchedules(db);
}

/** A store's own schedule (or pause / resume): the next run is computed in the store's time zone. */
export async function setStoreSchedule(db: Db, actor: Actor, input: StoreScheduleInput): Promise<{ nextRunAt: string | null }> {
  assertAdmin(actor);
  const saved = await saveStoreSchedule(db, input);
  if (!saved) throw new AppError("NOT_FOUND", "Store not found");
  return saved;
}

export interface DryRunResult {
  products: ScrapedProduct[];
  pagesFetched: number;
  errors: ScrapeError[];
  durationMs: number;
  storeName: string | null;
}

/** /test-scraping: runs a pasted configuration (or a store's saved one) without writing anything. */
export async function dryRunScrape(db: Db, actor: Actor, input: DryRunInput): Promise<DryRunResult> {
  assertAdmin(actor);
  let raw: unknown;
  let storeName: string | null = null;
  if ("storeId" in input) {
    const store = await getScrapedStore(db, input.storeId);
    if (!store) throw new AppError("NOT_FOUND", "Store not found");
    if (!store.scraperConfig) throw new AppError("INVALID_INPUT", "This store has no scraper configuration");
    raw = store.scraperConfig;
    storeName = store.name;
  } else {
    const parsed = validateScraperConfigJson(input.configJson);
    if (!parsed.ok) refuseConfig(input.configJson, parsed.issues);
    raw = parsed.config;
  }
  const result = await runScrape(raw, { allowedHosts: scraperAllowedHosts() });
  return { ...result, storeName };
}
