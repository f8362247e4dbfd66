import { describe, expect, it } from "vitest";
import { currencyForCountry } from "@/modules/currency/engine";
import { OFFLINE_COVERAGE_KM, formatPlace, geocodeOffline, normalisePlace, parseCountry, reverseGeocodeOffline, searchPlaces } from "./index";

describe("parseCountry and normalisePlace", () => {
  it("understands names, codes and Aotearoa", () => {
    for (const text of ["New Zealand", "nz", "NZL", "Aotearoa", "Aotearoa New Zealand"]) expect(parseCountry(text), text).toBe("NZ");
    for (const text of ["Australia", "AU", "aus"]) expect(parseCountry(text), text).toBe("AU");
    for (const text of ["United States", "USA", "US", "U.S.A.", "United States of America"]) expect(parseCountry(text), text).toBe("US");
    expect(parseCountry("France")).toBeNull();
    expect(parseCountry("")).toBeNull();
  });

  it("folds case, accents, punctuation and common abbreviations", () => {
    expect(normalisePlace("  Whangārei ")).toBe("whangarei");
    expect(normalisePlace("Mount Eden")).toBe(normalisePlace("Mt. Eden"));
    expect(normalisePlace("Saint Paul")).toBe(normalisePlace("St Paul"));
    expect(normalisePlace("Hawke's Bay")).toBe("hawkes bay");
    expect(normalisePlace("Brighton-Le-Sands")).toBe("brighton le sands");
  });
});

describe("geocodeOffline", () => {
  it("finds Auckland suburbs with the street in the formatted address", () => {
    const result = geocodeOffline({ street: "12 Ponsonby Road", suburb: "Ponsonby", country: "New Zealand" });
    expect(result).toMatchObject({ matched: "Ponsonby", precision: "suburb", countryCode: "NZ", exact: true });
    expect(result!.lat).toBeCloseTo(-36.853, 1);
    expect(result!.lng).toBeCloseTo(174.744, 1);
    expect(result!.formattedAddress).toBe("12 Ponsonby Road, Ponsonby, Auckland, New Zealand");
  });

  it("finds Sydney suburbs, peeling off state and postcode", () => {
    const result = geocodeOffline({ suburb: "Newtown NSW 2042", country: "Australia" });
    expect(result).toMatchObject({ matched: "Newtown", precision: "suburb", countryCode: "AU", region: "NSW" });
    expect(result!.formattedAddress).toBe("Newtown, Sydney, NSW, Australia");
  });

  it("finds Seattle neighbourhoods and US cities", () => {
    expect(geocodeOffline({ suburb: "Ballard", country: "USA" })).toMatchObject({ matched: "Ballard", precision: "suburb", countryCode: "US" });
    const austin = geocodeOffline({ suburb: "austin", country: "US" });
    expect(austin).toMatchObject({ matched: "Austin", precision: "city", region: "TX", formattedAddress: "Austin, TX, United States" });
  });

  it("resolves city-level places in all three countries", () => {
    expect(geocodeOffline({ suburb: "Christchurch", country: "NZ" })).toMatchObject({ precision: "city", region: "Canterbury" });
    expect(geocodeOffline({ suburb: "Brisbane", country: "AU" })).toMatchObject({ precision: "city", region: "QLD" });
    expect(geocodeOffline({ suburb: "Chicago", country: "United States" })).toMatchObject({ precision: "city", region: "IL" });
  });

  it("is case- and accent-insensitive and tolerates typos", () => {
    expect(geocodeOffline({ suburb: "WHANGĀREI", country: "Aotearoa" })?.matched).toBe("Whangarei");
    const typo = geocodeOffline({ suburb: "Ponsnby", country: "NZ" });
    expect(typo).toMatchObject({ matched: "Ponsonby", exact: false });
    expect(geocodeOffline({ suburb: "Parramata", country: "AU" })?.matched).toBe("Parramatta");
    expect(geocodeOffline({ suburb: "Mt Eden", country: "nz" })?.matched).toBe("Mount Eden");
    expect(geocodeOffline({ suburb: "Saint Louis", country: "US" })?.matched).toBe("St. Louis");
  });

  it("uses the country as a hard filter", () => {
    expect(geocodeOffline({ suburb: "Albany", country: "NZ" })).toMatchObject({ countryCode: "NZ", region: "Auckland" });
    expect(geocodeOffline({ suburb: "Albany", country: "Australia" })).toMatchObject({ countryCode: "AU", region: "WA" });
    expect(geocodeOffline({ suburb: "Albany", country: "US" })).toMatchObject({ countryCode: "US", region: "NY" });
    expect(geocodeOffline({ suburb: "Ponsonby", country: "Australia" })).toBeNull();
  });

  it("uses region or city hints to pick between same-named places", () => {
    expect(geocodeOffline({ suburb: "Richmond", country: "AU" })).toMatchObject({ region: "NSW" });
    expect(geocodeOffline({ suburb: "Richmond, VIC", country: "AU" })).toMatchObject({ region: "VIC" });
    expect(geocodeOffline({ suburb: "Richmond, Melbourne", country: "AU" })).toMatchObject({ region: "VIC" });
    expect(geocodeOffline({ suburb: "Portland", country: "US" })).toMatchObject({ region: "OR" });
    expect(geocodeOffline({ suburb: "Portland, Maine", country: "US" })).toMatchObject({ region: "ME" });
    expect(geocodeOffline({ suburb: "Springfield IL", country: "US" })).toMatchObject({ region: "IL" });
  });

  it("falls back to the locality after a comma in the street line", () => {
    expect(geocodeOffline({ street: "5 Queen St, Grey Lynn", suburb: "zzzz", country: "NZ" })?.matched).toBe("Grey Lynn");
  });

  it("returns null for unknown places or unknown countries", () => {
    expect(geocodeOffline({ suburb: "Qwertyuiop", country: "NZ" })).toBeNull();
    expect(geocodeOffline({ suburb: "Sydney", country: "France" })).toBeNull();
    expect(geocodeOffline({ suburb: "", country: "NZ" })).toBeNull();
  });

  it("searches every country when none is given", () => {
    expect(geocodeOffline({ suburb: "Bondi Beach" })).toMatchObject({ countryCode: "AU" });
  });
});

describe("reverseGeocodeOffline", () => {
  it.each([
    [-36.8485, 174.7633, "NZ", "Auckland Central"],
    [-33.8688, 151.2093, "AU", "Sydney CBD"],
    [47.6062, -122.3321, "US", "Downtown Seattle"],
  ])("places %f,%f in %s", (lat, lng, country, nearest) => {
    const result = reverseGeocodeOffline(lat, lng)!;
    expect(result.countryCode).toBe(country);
    expect(result.nearest).toBe(nearest);
    expect(result.distanceKm).toBeLessThan(0.5);
  });

  it("finds the nearest suburb for a point between suburbs", () => {
    const result = reverseGeocodeOffline(-33.8915, 151.2767)!;
    expect(result.nearest).toBe("Bondi Beach");
    expect(result.distanceKm).toBeLessThan(1);
  });

  it("picks a currency from a browser position", () => {
    expect(currencyForCountry(reverseGeocodeOffline(-41.29, 174.78)!.countryCode)).toBe("NZD");
    expect(currencyForCountry(reverseGeocodeOffline(-37.81, 144.96)!.countryCode)).toBe("AUD");
    expect(currencyForCountry(reverseGeocodeOffline(40.71, -74.0)!.countryCode)).toBe("USD");
  });

  it("reports no country far from every bundled place", () => {
    const portMoresby = reverseGeocodeOffline(-9.44, 147.18)!;
    expect(portMoresby.distanceKm).toBeGreaterThan(OFFLINE_COVERAGE_KM);
    expect(portMoresby.countryCode).toBeNull();
    expect(currencyForCountry(portMoresby.countryCode)).toBe("USD");
  });

  it("rejects invalid coordinates", () => {
    expect(reverseGeocodeOffline(Number.NaN, 0)).toBeNull();
    expect(reverseGeocodeOffline(91, 0)).toBeNull();
  });
});

describe("searchPlaces", () => {
  it("suggests by prefix, limited and labelled", () => {
    const results = searchPlaces("bondi", 3);
    expect(results.map((r) => r.name)).toEqual(["Bondi", "Bondi Beach", "Bondi Junction"]);
    expect(results[0].label).toBe("Bondi, Sydney, NSW, Australia");
  });

  it("ranks cities before suburbs and big cities first", () => {
    expect(searchPlaces("sea", 2).map((r) => r.name)).toEqual(["Seattle", "SeaTac"]);
    expect(searchPlaces("auck", 1)[0]).toMatchObject({ name: "Auckland", kind: "city" });
  });

  it("matches word prefixes and abbreviations", () => {
    expect(searchPlaces("mt e", 5).map((r) => r.name)).toContain("Mount Eden");
    expect(searchPlaces("junction", 5).map((r) => r.name)).toContain("Bondi Junction");
  });

  it("tolerates a typo", () => {
    expect(searchPlaces("Welington", 1)[0].name).toBe("Wellington");
  });

  it("narrows by country or re-ranks by region after a comma", () => {
    expect(searchPlaces("Albany, NZ", 5).every((r) => r.country === "NZ")).toBe(true);
    expect(searchPlaces("Richmond, VIC", 1)[0]).toMatchObject({ region: "VIC" });
    expect(searchPlaces("Richmond", 10, { country: "US" }).every((r) => r.country === "US")).toBe(true);
  });

  it("returns nothing for blank input or zero limit", () => {
    expect(searchPlaces("  ", 5)).toEqual([]);
    expect(searchPlaces("bondi", 0)).toEqual([]);
  });

  it("formats places without repeating parts", () => {
    const wellington = searchPlaces("Wellington", 1)[0];
    expect(formatPlace(wellington)).toBe("Wellington, New Zealand");
  });
});
