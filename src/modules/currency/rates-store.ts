import "server-only";
import { sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import { CURRENCY_CODES, isCurrencyCode, type CurrencyCode, type RatesTable } from "./engine";
import type { CachedRates, RatesStore } from "./rates-service";

/** The exchange_rates table: one row per currency, rate_per_usd kept as exact decimal text. */
export function createDbRatesStore(getDb: () => Promise<Db>): RatesStore {
  return {
    async read(): Promise<CachedRates | null> {
      const db = await getDb();
      const rows = await db
        .select({ currency: tables.exchangeRates.currency, rate: tables.exchangeRates.ratePerUsd, fetchedAt: tables.exchangeRates.fetchedAt, source: tables.exchangeRates.source })
        .from(tables.exchangeRates);
      const usable = rows.filter((r) => isCurrencyCode(r.currency) && Number.isFinite(Number(r.rate)) && Number(r.rate) > 0);
      if (usable.length === 0) return null;
      const rates: Partial<Record<CurrencyCode, number>> = {};
      const fallbackCurrencies: CurrencyCode[] = [];
      let oldest = Number.POSITIVE_INFINITY;
      for (const r of usable) {
        rates[r.currency] = Number(r.rate);
        if (r.source === "fallback") fallbackCurrencies.push(r.currency);
        oldest = Math.min(oldest, r.fetchedAt.getTime());
      }
      // The cache is only as fresh as its oldest row.
      return { rates, fetchedAt: new Date(oldest), fallbackCurrencies };
    },
    async write(rates: RatesTable, fetchedAt: Date, fallbackCurrencies: readonly CurrencyCode[]) {
      const db = await getDb();
      const values = CURRENCY_CODES.map((currency) => ({
        currency,
        ratePerUsd: String(rates[currency]),
        fetchedAt,
        source: fallbackCurrencies.includes(currency) ? "fallback" : "provider",
      }));
      await db
        .insert(tables.exchangeRates)
        .values(values)
        .onConflictDoUpdate({
          target: tables.exchangeRates.currency,
          set: { ratePerUsd: sql`excluded.rate_per_usd`, fetchedAt: sql`excluded.fetched_at`, source: sql`excluded.source` },
        });
    },
  };
}
