import { describe, expect, it } from "vitest";
import { createGoogleGeocoder, withOfflineFallback } from "./google-geocoder";
import { parseGoogleGeocode, parseGoogleReverse } from "./google-geocode-parse";
import { createOfflineGeocoder, freeTextToGazetteerInput } from "./offline-geocoder";

const GOOGLE_OK = {
  status: "OK",
  results: [
    {
      formatted_address: "1 Crown St, Surry Hills NSW 2010, Australia",
      types: ["street_address"],
      geometry: { location: { lat: -33.88, lng: 151.21 } },
      address_components: [
        { long_name: "1", short_name: "1", types: ["street_number"] },
        { long_name: "Crown Street", short_name: "Crown St", types: ["route"] },
        { long_name: "Surry Hills", short_name: "Surry Hills", types: ["locality", "political"] },
        { long_name: "Australia", short_name: "AU", types: ["country", "political"] },
      ],
    },
  ],
};

describe("Google geocoding responses", () => {
  it("reads the first result's parts and coordinates", () => {
    expect(parseGoogleGeocode(GOOGLE_OK)).toEqual({
      streetAddress: "1 Crown Street",
      suburb: "Surry Hills",
      country: "Australia",
      countryCode: "AU",
      formattedAddress: "1 Crown St, Surry Hills NSW 2010, Australia",
      latitude: -33.88,
      longitude: 151.21,
      precision: "street",
    });
    expect(parseGoogleReverse(GOOGLE_OK)).toEqual({ countryCode: "AU", label: "1 Crown St, Surry Hills NSW 2010, Australia" });
  });

  it("treats ZERO_RESULTS as not found and other statuses as failures", () => {
    expect(parseGoogleGeocode({ status: "ZERO_RESULTS", results: [] })).toBeNull();
    expect(() => parseGoogleGeocode({ status: "REQUEST_DENIED", error_message: "bad key" })).toThrow("REQUEST_DENIED");
    expect(() => parseGoogleGeocode("<html>")).toThrow();
  });

  it("sends the key and the joined manual address", async () => {
    const urls: string[] = [];
    const google = createGoogleGeocoder("test-key", async (url) => {
      urls.push(url);
      return GOOGLE_OK;
    });
    await google.geocode({ streetAddress: "1 Crown St", suburb: "Surry Hills", country: "Australia" });
    const url = new URL(urls[0]);
    expect(url.origin + url.pathname).toBe("https://maps.googleapis.com/maps/api/geocode/json");
    expect(url.searchParams.get("address")).toBe("1 Crown St, Surry Hills, Australia");
    expect(url.searchParams.get("key")).toBe("test-key");
  });
});

describe("offline geocoder (bundled gazetteer)", () => {
  it("splits free text into street, suburb and country", () => {
    expect(freeTextToGazetteerInput("12 Queen St, Ponsonby, New Zealand")).toEqual({ street: "12 Queen St", suburb: "Ponsonby", country: "New Zealand" });
    expect(freeTextToGazetteerInput("Surry Hills")).toEqual({ street: null, suburb: "Surry Hills", country: null });
    expect(freeTextToGazetteerInput("Richmond, Melbourne")).toEqual({ street: null, suburb: "Richmond, Melbourne", country: null });
  });

  it("geocodes manual entry and free text to suburb precision", async () => {
    const offline = createOfflineGeocoder();
    const manual = await offline.geocode({ streetAddress: "1 Crown Street", suburb: "Surry Hills", country: "Australia" });
    expect(manual).toMatchObject({ suburb: "Surry Hills", countryCode: "AU", country: "Australia", streetAddress: "1 Crown Street", precision: "suburb" });
    expect(manual!.formattedAddress).toBe("1 Crown Street, Surry Hills, Sydney, NSW, Australia");
    expect(await offline.geocode("Ponsonby, NZ")).toMatchObject({ countryCode: "NZ", suburb: "Ponsonby" });
    expect(await offline.geocode("Nowhere Special, Narnia")).toBeNull();
    expect((await offline.reverse({ lat: -36.85, lng: 174.76 }))?.countryCode).toBe("NZ");
    const [first] = await offline.suggest("surry", 3);
    expect(first.candidate).toMatchObject({ suburb: "Surry Hills", countryCode: "AU" });
  });
});

describe("withOfflineFallback", () => {
  it("answers from the gazetteer when Google fails, and prefers Google when it works", async () => {
    const logs: string[] = [];
    const failing = createGoogleGeocoder("k", async () => {
      throw new Error("network down");
    });
    const chained = withOfflineFallback(failing, createOfflineGeocoder(), (m) => logs.push(m));
    expect(await chained.geocode("Ponsonby, New Zealand")).toMatchObject({ countryCode: "NZ" });
    expect((await chained.reverse({ lat: -33.87, lng: 151.21 }))?.countryCode).toBe("AU");
    expect(logs[0]).toContain("network down");

    const working = withOfflineFallback(createGoogleGeocoder("k", async () => GOOGLE_OK), createOfflineGeocoder(), () => undefined);
    expect(await working.geocode("anything")).toMatchObject({ precision: "street", streetAddress: "1 Crown Street" });
  });
});
