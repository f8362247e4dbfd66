import "server-only";
import { FALLBACK_RATES, isStale, parseRatesResponse, type CurrencyCode, type RatesTable } from "./engine";
import type { RatesSnapshot } from "./types";
import { logger } from "@/server/logger";

export interface CachedRates {
  rates: Partial<RatesTable>;
  fetchedAt: Date;
  /** Currencies stored from the built-in fallback because the provider's answer lacked them. */
  fallbackCurrencies: CurrencyCode[];
}

export interface RatesStore {
  read(): Promise<CachedRates | null>;
  write(rates: RatesTable, fetchedAt: Date, fallbackCurrencies: readonly CurrencyCode[]): Promise<void>;
}

export interface RatesServiceDeps {
  /** Latest rates relative to USD; null/undefined when no provider is configured. */
  url: string | null | undefined;
  fetchJson: (url: string, options: { timeoutMs: number }) => Promise<unknown>;
  store: RatesStore;
  now?: () => number;
  timeoutMs?: number;
  /** After a failed fetch, serve the fallback this long before asking the provider again. */
  retryAfterFailureMs?: number;
  log?: (message: string) => void;
}

export interface RatesService {
  getRates(): Promise<RatesSnapshot>;
}

const NON_USD: CurrencyCode[] = ["NZD", "AUD"];

function complete(rates: Partial<RatesTable>): RatesTable {
  return { ...FALLBACK_RATES, ...rates, USD: 1 };
}

/**
 * Rates relative to USD, cached in storage for an hour (the spec's refresh interval). A stale or
 * missing cache triggers one fetch (concurrent callers share it); a failed fetch serves the
 * approximate fallback rates and backs off before trying again, so a dead provider is not hit
 * on every page view.
 */
export function createRatesService(deps: RatesServiceDeps): RatesService {
  const now = deps.now ?? Date.now;
  const timeoutMs = deps.timeoutMs ?? 5_000;
  const retryAfterFailureMs = deps.retryAfterFailureMs ?? 60_000;
  const log = deps.log ?? ((m: string) => logger.warn(m));
  let inflight: Promise<RatesSnapshot> | null = null;
  let lastFailureAt: number | null = null;

  const fallback = (providerConfigured: boolean): RatesSnapshot => ({
    rates: { ...FALLBACK_RATES },
    fetchedAt: null,
    source: "fallback",
    usingFallback: true,
    providerConfigured,
  });

  async function refresh(url: string): Promise<RatesSnapshot> {
    try {
      const json = await deps.fetchJson(url, { timeoutMs });
      const parsed = parseRatesResponse(json);
      if (NON_USD.every((c) => parsed.fallbackCurrencies.includes(c))) throw new Error("response had no usable rates");
      const fetchedAt = new Date(now());
      await deps.store.write(parsed.rates, fetchedAt, parsed.fallbackCurrencies).catch((e: unknown) => {
        log(`[rates] could not cache rates: ${e instanceof Error ? e.message : "unknown error"}`);
      });
      lastFailureAt = null;
      return {
        rates: parsed.rates,
        fetchedAt: fetchedAt.toISOString(),
        source: "live",
        usingFallback: parsed.fallbackCurrencies.length > 0,
        providerConfigured: true,
      };
    } catch (e) {
      lastFailureAt = now();
      log(`[rates] provider failed, using fallback rates: ${e instanceof Error ? e.message : "unknown error"}`);
      return fallback(true);
    }
  }

  return {
    async getRates() {
      if (!deps.url) return fallback(false);
      const cached = await deps.store.read().catch(() => null);
      if (cached && !isStale(cached.fetchedAt, now())) {
        return {
          rates: complete(cached.rates),
          fetchedAt: cached.fetchedAt.toISOString(),
          source: "cache",
          usingFallback: cached.fallbackCurrencies.length > 0 || NON_USD.some((c) => cached.rates[c] === undefined),
          providerConfigured: true,
        };
      }
      if (lastFailureAt !== null && now() - lastFailureAt < retryAfterFailureMs) return fallback(true);
      inflight ??= refresh(deps.url).finally(() => {
        inflight = null;
      });
      return inflight;
    },
  };
}
