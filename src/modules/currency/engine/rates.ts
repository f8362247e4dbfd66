import { CURRENCY_CODES, type CurrencyCode } from "./currencies";

/** Units of each currency per 1 USD. */
export type RatesTable = Readonly<Record<CurrencyCode, number>>;

/** Spec's approximate rates, used until (or whenever) a live fetch fails. */
export const FALLBACK_RATES: RatesTable = { USD: 1, NZD: 1.67, AUD: 1.53 };

export const RATES_REFRESH_INTERVAL_MS = 60 * 60 * 1000;

export const RATES_UNAVAILABLE_TOAST = {
  title: "Currency rates unavailable",
  description: "Using approximate exchange rates. Some prices may not be accurate.",
} as const;

// Rates are scaled to integers so the conversion itself is exact integer arithmetic.
const RATE_SCALE = 1e10;

function scaledRate(rates: Partial<RatesTable>, code: CurrencyCode): bigint {
  const rate = rates[code];
  const usable = typeof rate === "number" && Number.isFinite(rate) && rate > 0 ? rate : FALLBACK_RATES[code];
  return BigInt(Math.round(usable * RATE_SCALE));
}

/**
 * Converts integer cents between currencies via USD, rounding half away from zero.
 * A missing or invalid rate falls back to FALLBACK_RATES for that currency.
 */
export function convertCents(
  amountCents: number,
  from: CurrencyCode,
  to: CurrencyCode,
  rates: Partial<RatesTable> = FALLBACK_RATES,
): number {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError(`amountCents must be a safe integer, got ${amountCents}`);
  if (from === to) return amountCents;
  const numerator = BigInt(amountCents) * scaledRate(rates, to);
  const denominator = scaledRate(rates, from);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return Number(negative ? -rounded : rounded);
}

export interface ParsedRates {
  rates: RatesTable;
  /** Currencies whose rate came from FALLBACK_RATES because the response lacked a usable one. */
  fallbackCurrencies: CurrencyCode[];
}

function positiveNumber(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Parses a latest-rates response relative to USD: `{ rates: { NZD, AUD, ... } }`
 * (`conversion_rates` is accepted as an alias). A response quoted against another base is
 * rebased through its USD rate. Unsupported currencies are dropped; bad values fall back.
 */
export function parseRatesResponse(json: unknown): ParsedRates {
  const body = typeof json === "object" && json !== null ? (json as Record<string, unknown>) : {};
  const rawRates = body.rates ?? body.conversion_rates;
  const table = typeof rawRates === "object" && rawRates !== null ? (rawRates as Record<string, unknown>) : {};
  const base = typeof body.base === "string" ? body.base.toUpperCase() : typeof body.base_code === "string" ? body.base_code.toUpperCase() : "USD";

  let usdPerBase = 1;
  if (base !== "USD") {
    const usdRate = positiveNumber(table.USD);
    if (usdRate === null) return { rates: { ...FALLBACK_RATES }, fallbackCurrencies: CURRENCY_CODES.filter((c) => c !== "USD") };
    usdPerBase = usdRate;
  }

  const rates: Record<CurrencyCode, number> = { ...FALLBACK_RATES };
  const fallbackCurrencies: CurrencyCode[] = [];
  for (const code of CURRENCY_CODES) {
    if (code === "USD") continue;
    const value = positiveNumber(table[code]);
    if (value === null) fallbackCurrencies.push(code);
    else rates[code] = value / usdPerBase;
  }
  return { rates, fallbackCurrencies };
}

/** Stale once an hour has passed; a missing or future timestamp is never trusted. */
export function isStale(fetchedAt: number | Date | null | undefined, now: number | Date): boolean {
  if (fetchedAt === null || fetchedAt === undefined) return true;
  const elapsed = +now - +fetchedAt;
  if (!Number.isFinite(elapsed) || elapsed < 0) return true;
  return elapsed >= RATES_REFRESH_INTERVAL_MS;
}

/** When the next refresh is due: an hour after the last fetch, or now if that is past or unknown. */
export function nextRefreshAt(fetchedAt: number | Date | null | undefined, now: number | Date): number {
  if (isStale(fetchedAt, now)) return +now;
  return +fetchedAt! + RATES_REFRESH_INTERVAL_MS;
}
