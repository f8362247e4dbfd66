import { currencyForCountry, DEFAULT_CURRENCY, type CurrencyCode } from "./engine";

/** Currency detection gives up on the browser position after this long and falls back to USD. */
export const CURRENCY_GEOLOCATION_TIMEOUT_MS = 5_000;

export interface DetectDeps {
  /** Resolves the device position or rejects (denied, unavailable, timed out). */
  getPosition: (options: PositionOptions) => Promise<{ lat: number; lng: number }>;
  /** Country code for a position, or null when unknown. */
  reverseGeocode: (lat: number, lng: number) => Promise<string | null>;
}

/**
 * Currency from the browser's position (spec: 5 s timeout; denied or failing → USD). Low accuracy
 * is plenty to tell countries apart and answers faster.
 */
export async function detectCurrencyFromPosition(deps: DetectDeps): Promise<CurrencyCode> {
  try {
    const { lat, lng } = await deps.getPosition({ enableHighAccuracy: false, timeout: CURRENCY_GEOLOCATION_TIMEOUT_MS, maximumAge: 3_600_000 });
    return currencyForCountry(await deps.reverseGeocode(lat, lng));
  } catch {
    return DEFAULT_CURRENCY;
  }
}
