import "server-only";
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import { fetchRatesJson } from "./rates-fetcher";
import { createRatesService, type RatesService } from "./rates-service";
import { createDbRatesStore } from "./rates-store";
import type { RatesSnapshot } from "./types";

// One service per process (kept across dev reloads) so the in-flight fetch and failure back-off are shared.
const globalForRates = globalThis as unknown as { cartwiseRates?: RatesService };

function ratesService(): RatesService {
  globalForRates.cartwiseRates ??= createRatesService({ url: env.EXCHANGE_RATES_URL, fetchJson: fetchRatesJson, store: createDbRatesStore(getDb) });
  return globalForRates.cartwiseRates;
}

/** Rates relative to USD: cached up to an hour, refreshed from EXCHANGE_RATES_URL, else the fallback. */
export async function getExchangeRates(): Promise<RatesSnapshot> {
  return ratesService().getRates();
}
