import "server-only";
import { eq } from "drizzle-orm";
import { env } from "@/server/env";
import { getDb, tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { resolveProfileCurrency } from "./currency-choice";
import { fetchRatesJson } from "./rates-fetcher";
import { createRatesService, type RatesService } from "./rates-service";
import { createDbRatesStore } from "./rates-store";
import type { CurrencySettings, RatesSnapshot } from "./types";

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

/** The actor's display currency as far as the profile tells. */
export async function getCurrencySettings(db: Db, actor: Actor): Promise<CurrencySettings> {
  const p = tables.profiles;
  const [row] = await db
    .select({ preferredCurrency: p.preferredCurrency, countryCode: p.countryCode, country: p.country, location: p.location })
    .from(p)
    .where(eq(p.userId, actor.userId))
    .limit(1);
  return resolveProfileCurrency(row ?? null);
}
