import { describe, expect, it } from "vitest";
import { FALLBACK_RATES } from "./engine";
import { createPriceFormatter } from "./price-format";
import { detectCurrencyFromPosition } from "./detect-currency";
import { resolveProfileCurrency } from "./currency-choice";

describe("createPriceFormatter — the one conversion/format path", () => {
  const live = { USD: 1, NZD: 1.6, AUD: 1.5 };

  it("converts from the store's currency into the shopper's before formatting", () => {
    const nzd = createPriceFormatter("NZD", live);
    expect(nzd.format(1000, "USD")).toBe("NZ$16.00 NZD");
    expect(nzd.format(1500, "AUD")).toBe("NZ$16.00 NZD");
    expect(nzd.format(399, "NZD")).toBe("NZ$3.99 NZD");
    expect(createPriceFormatter("USD", live).format(1600, "NZD")).toBe("$10.00 USD");
    expect(createPriceFormatter("AUD", FALLBACK_RATES).format(167, "NZD")).toBe("A$1.53 AUD");
  });

  it("rounds fractional cents (unit prices) instead of throwing", () => {
    expect(createPriceFormatter("NZD", live).format(249.6, "NZD")).toBe("NZ$2.50 NZD");
    expect(createPriceFormatter("NZD", live).convert(0.4, "NZD")).toBe(0);
  });
});

describe("detectCurrencyFromPosition", () => {
  const at = (lat: number, lng: number) => async () => ({ lat, lng });

  it("maps the reverse-geocoded country to its currency with a 5 s timeout", async () => {
    let options: PositionOptions | undefined;
    const currency = await detectCurrencyFromPosition({
      getPosition: async (o) => {
        options = o;
        return { lat: -33.87, lng: 151.21 };
      },
      reverseGeocode: async () => "AU",
    });
    expect(currency).toBe("AUD");
    expect(options?.timeout).toBe(5000);
    expect(await detectCurrencyFromPosition({ getPosition: at(-36.8, 174.7), reverseGeocode: async () => "NZ" })).toBe("NZD");
    expect(await detectCurrencyFromPosition({ getPosition: at(51.5, 0), reverseGeocode: async () => "GB" })).toBe("USD");
    expect(await detectCurrencyFromPosition({ getPosition: at(0, -140), reverseGeocode: async () => null })).toBe("USD");
  });

  it("falls back to USD when location is denied or the lookup fails", async () => {
    const denied = async () => {
      throw Object.assign(new Error("denied"), { code: 1 });
    };
    expect(await detectCurrencyFromPosition({ getPosition: denied, reverseGeocode: async () => "NZ" })).toBe("USD");
    expect(
      await detectCurrencyFromPosition({
        getPosition: at(-36.8, 174.7),
        reverseGeocode: async () => {
          throw new Error("offline");
        },
      }),
    ).toBe("USD");
  });
});

describe("resolveProfileCurrency", () => {
  it("prefers the override, then the saved country, else USD by default", () => {
    expect(resolveProfileCurrency({ preferredCurrency: "AUD", countryCode: "NZ" })).toEqual({ currency: "AUD", source: "preference", preferred: "AUD" });
    expect(resolveProfileCurrency({ countryCode: "NZ" })).toEqual({ currency: "NZD", source: "profile", preferred: null });
    expect(resolveProfileCurrency({ country: "Australia" }).currency).toBe("AUD");
    expect(resolveProfileCurrency({ location: "120 Ponsonby Road, Ponsonby, Auckland, New Zealand" }).currency).toBe("NZD");
    expect(resolveProfileCurrency({ countryCode: "GB" })).toEqual({ currency: "USD", source: "profile", preferred: null });
    expect(resolveProfileCurrency({ preferredCurrency: "EUR", location: "Somewhere" })).toEqual({ currency: "USD", source: "default", preferred: null });
    expect(resolveProfileCurrency(null).source).toBe("default");
  });
});
