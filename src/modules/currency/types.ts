import type { CurrencyCode, RatesTable } from "./engine";

/** Exchange rates as the server hands them to the browser (GET /api/exchange-rates and the provider's first render). */
export interface RatesSnapshot {
  rates: RatesTable;
  /** ISO time of the provider fetch the rates came from; null for the built-in fallback. */
  fetchedAt: string | null;
  /** live: fetched just now; cache: stored fetch under an hour old; fallback: approximate built-in rates. */
  source: "live" | "cache" | "fallback";
  /** True when any currency uses an approximate fallback rate. */
  usingFallback: boolean;
  /** Whether EXCHANGE_RATES_URL is set: fallback with a provider means the provider failed. */
  providerConfigured: boolean;
}

export type CurrencySource = "preference" | "profile" | "detected" | "default";

/** What the server knows about the shopper's display currency when rendering. */
export interface CurrencySettings {
  currency: CurrencyCode;
  source: CurrencySource;
  /** The explicit override saved in the profile, if any. */
  preferred: CurrencyCode | null;
}
