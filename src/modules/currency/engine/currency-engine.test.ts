import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  FALLBACK_RATES,
  RATES_REFRESH_INTERVAL_MS,
  RATES_UNAVAILABLE_TOAST,
  convertCents,
  currencyForCountry,
  formatAmount,
  formatMoney,
  isCurrencyCode,
  isStale,
  nextRefreshAt,
  parseCurrencyPreference,
  parseRatesResponse,
} from "./index";

const HOUR = 3_600_000;
const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);

describe("currencies", () => {
  it("describes NZD, AUD and USD as in the spec", () => {
    expect(CURRENCIES.NZD).toEqual({ code: "NZD", symbol: "NZ$", name: "New Zealand Dollar", countryCode: "NZ" });
    expect(CURRENCIES.AUD).toEqual({ code: "AUD", symbol: "A$", name: "Australian Dollar", countryCode: "AU" });
    expect(CURRENCIES.USD).toEqual({ code: "USD", symbol: "$", name: "US Dollar", countryCode: "US" });
    expect(DEFAULT_CURRENCY).toBe("USD");
  });

  it("maps countries to currencies", () => {
    expect(currencyForCountry("AU")).toBe("AUD");
    expect(currencyForCountry("nz")).toBe("NZD");
    expect(currencyForCountry("US")).toBe("USD");
    expect(currencyForCountry("GB")).toBe("USD");
    expect(currencyForCountry(null)).toBe("USD");
    expect(currencyForCountry("")).toBe("USD");
  });

  it("validates codes and stored preferences", () => {
    expect(isCurrencyCode("NZD")).toBe(true);
    expect(isCurrencyCode("EUR")).toBe(false);
    expect(parseCurrencyPreference(" aud ")).toBe("AUD");
    expect(parseCurrencyPreference("EUR")).toBeNull();
    expect(parseCurrencyPreference(null)).toBeNull();
  });
});

describe("convertCents", () => {
  it("uses the fallback rates relative to USD", () => {
    expect(FALLBACK_RATES).toEqual({ USD: 1, NZD: 1.67, AUD: 1.53 });
    expect(convertCents(1000, "USD", "NZD")).toBe(1670);
    expect(convertCents(1000, "USD", "AUD")).toBe(1530);
    expect(convertCents(1670, "NZD", "USD")).toBe(1000);
    expect(convertCents(1000, "NZD", "AUD")).toBe(916); // 1000 × 1.53 / 1.67 = 916.17
  });

  it("returns the same amount for the same currency", () => {
    expect(convertCents(12345, "NZD", "NZD")).toBe(12345);
  });

  it("rounds half away from zero", () => {
    const rates = { USD: 1, NZD: 1.5, AUD: 1.25 };
    expect(convertCents(1, "USD", "NZD", rates)).toBe(2); // 1.5 → 2
    expect(convertCents(-1, "USD", "NZD", rates)).toBe(-2);
    expect(convertCents(3, "NZD", "USD", rates)).toBe(2); // 2.0
    expect(convertCents(5, "AUD", "USD", rates)).toBe(4); // 4.0
    expect(convertCents(2, "USD", "AUD", rates)).toBe(3); // 2.5 → 3
    expect(convertCents(-2, "USD", "AUD", rates)).toBe(-3);
  });

  it("is exact where floating point is not", () => {
    // 50 × 1.15 is 57.49999999999999 in binary floating point; the exact value 57.5 rounds up.
    expect(50 * 1.15).toBeLessThan(57.5);
    expect(convertCents(50, "USD", "NZD", { USD: 1, NZD: 1.15, AUD: 1.53 })).toBe(58);
    expect(convertCents(-50, "USD", "NZD", { USD: 1, NZD: 1.15, AUD: 1.53 })).toBe(-58);
  });

  it("falls back per currency for missing or invalid rates", () => {
    expect(convertCents(1000, "USD", "NZD", { USD: 1, AUD: 2 })).toBe(1670);
    expect(convertCents(1000, "USD", "NZD", { USD: 1, NZD: -3, AUD: 2 })).toBe(1670);
    expect(convertCents(1000, "USD", "AUD", { USD: 1, NZD: 1.6, AUD: 2 })).toBe(2000);
  });

  it("rejects non-integer cents", () => {
    expect(() => convertCents(1.5, "USD", "NZD")).toThrow(RangeError);
    expect(() => convertCents(Number.NaN, "USD", "NZD")).toThrow(RangeError);
  });

  it("round-trips within a cent (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        const there = convertCents(cents, "USD", "NZD");
        return Math.abs(convertCents(there, "NZD", "USD") - cents) <= 1;
      }),
      { seed: 7, numRuns: 300 },
    );
  });
});

describe("formatMoney", () => {
  it("shows symbol, two decimals and the code", () => {
    expect(formatMoney(1250, "NZD")).toBe("NZ$12.50 NZD");
    expect(formatMoney(399, "AUD")).toBe("A$3.99 AUD");
    expect(formatMoney(123400, "USD")).toBe("$1,234.00 USD");
    expect(formatMoney(0, "USD")).toBe("$0.00 USD");
    expect(formatMoney(5, "NZD")).toBe("NZ$0.05 NZD");
    expect(formatMoney(123456789, "AUD")).toBe("A$1,234,567.89 AUD");
  });

  it("puts the sign before the symbol", () => {
    expect(formatMoney(-1250, "NZD")).toBe("-NZ$12.50 NZD");
    expect(formatAmount(-50)).toBe("-0.50");
  });

  it("rejects fractional cents", () => {
    expect(() => formatMoney(12.5, "USD")).toThrow(RangeError);
  });
});

describe("rate cache timing", () => {
  it("is stale after an hour", () => {
    expect(RATES_REFRESH_INTERVAL_MS).toBe(HOUR);
    expect(isStale(T0, T0)).toBe(false);
    expect(isStale(T0, T0 + HOUR - 1)).toBe(false);
    expect(isStale(T0, T0 + HOUR)).toBe(true);
    expect(isStale(new Date(T0), new Date(T0 + 2 * HOUR))).toBe(true);
  });

  it("treats missing or future timestamps as stale", () => {
    expect(isStale(null, T0)).toBe(true);
    expect(isStale(undefined, T0)).toBe(true);
    expect(isStale(T0 + 1000, T0)).toBe(true);
  });

  it("schedules the next refresh", () => {
    expect(nextRefreshAt(T0, T0 + 10)).toBe(T0 + HOUR);
    expect(nextRefreshAt(T0, T0 + 2 * HOUR)).toBe(T0 + 2 * HOUR);
    expect(nextRefreshAt(null, T0)).toBe(T0);
  });
});

describe("parseRatesResponse", () => {
  it("keeps supported currencies from a USD-based response", () => {
    const parsed = parseRatesResponse({ base: "USD", rates: { NZD: 1.71, AUD: 1.55, EUR: 0.92, USD: 1 } });
    expect(parsed).toEqual({ rates: { USD: 1, NZD: 1.71, AUD: 1.55 }, fallbackCurrencies: [] });
    expect(parsed.rates).not.toHaveProperty("EUR");
  });

  it("assumes a USD base when none is given and accepts conversion_rates", () => {
    expect(parseRatesResponse({ rates: { NZD: 1.7, AUD: 1.5 } }).rates).toEqual({ USD: 1, NZD: 1.7, AUD: 1.5 });
    expect(parseRatesResponse({ base_code: "USD", conversion_rates: { NZD: 1.6, AUD: 1.4 } }).rates).toEqual({ USD: 1, NZD: 1.6, AUD: 1.4 });
  });

  it("falls back per currency for missing, zero, negative or non-numeric rates", () => {
    expect(parseRatesResponse({ rates: { NZD: 0, AUD: 1.5 } })).toEqual({ rates: { USD: 1, NZD: 1.67, AUD: 1.5 }, fallbackCurrencies: ["NZD"] });
    expect(parseRatesResponse({ rates: { NZD: "1.7", AUD: -1 } }).fallbackCurrencies).toEqual(["NZD", "AUD"]);
    expect(parseRatesResponse({ rates: { NZD: Number.POSITIVE_INFINITY, AUD: 1.5 } }).fallbackCurrencies).toEqual(["NZD"]);
  });

  it("falls back entirely for garbage", () => {
    for (const junk of [null, undefined, "x", 42, [], { rates: null }, { rates: "nope" }]) {
      expect(parseRatesResponse(junk)).toEqual({ rates: FALLBACK_RATES, fallbackCurrencies: ["NZD", "AUD"] });
    }
  });

  it("rebases a response quoted against another currency", () => {
    const parsed = parseRatesResponse({ base: "EUR", rates: { USD: 1.1, NZD: 1.87, AUD: 1.65 } });
    expect(parsed.rates.NZD).toBeCloseTo(1.7, 10);
    expect(parsed.rates.AUD).toBeCloseTo(1.5, 10);
    expect(parsed.rates.USD).toBe(1);
    expect(parseRatesResponse({ base: "EUR", rates: { NZD: 1.87 } }).fallbackCurrencies).toEqual(["NZD", "AUD"]);
  });

  it("exposes the spec's toast text", () => {
    expect(RATES_UNAVAILABLE_TOAST).toEqual({
      title: "Currency rates unavailable",
      description: "Using approximate exchange rates. Some prices may not be accurate.",
    });
  });
});
