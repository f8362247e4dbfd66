import { describe, expect, it } from "vitest";
import { haversineKm } from "../geo/distance";
import { getGazetteerEntries } from "./index";
import type { GazetteerEntry } from "./types";

const entries = getGazetteerEntries();
const AUCKLAND = { lat: -36.8485, lng: 174.7633 };
const SYDNEY = { lat: -33.8688, lng: 151.2093 };
const SEATTLE = { lat: 47.6062, lng: -122.3321 };

// [minLat, maxLat, minLng, maxLng], generous by ~0.3° so they only catch gross errors (swapped signs, wrong state).
const COUNTRY_BOXES: Record<string, [number, number, number, number]> = {
  NZ: [-47.5, -34.0, 166.0, 179.0],
  AU: [-44.0, -10.0, 112.0, 154.0],
  US: [18.5, 71.5, -170.0, -66.5],
};

const STATE_BOXES: Record<string, [number, number, number, number]> = {
  NSW: [-37.5, -28.1, 141.0, 153.7], VIC: [-39.2, -34.0, 140.9, 150.0], QLD: [-29.2, -10.0, 138.0, 153.6],
  WA: [-35.2, -13.7, 112.9, 129.0], SA: [-38.1, -26.0, 129.0, 141.0], TAS: [-43.7, -39.5, 143.8, 148.5],
  ACT: [-35.95, -35.1, 148.75, 149.4], NT: [-26.0, -10.9, 129.0, 138.0],
  AL: [30.1, 35.0, -88.5, -84.9], AK: [51.0, 71.5, -180.0, -130.0], AZ: [31.3, 37.0, -114.8, -109.0],
  AR: [33.0, 36.5, -94.6, -89.6], CA: [32.5, 42.0, -124.5, -114.1], CO: [37.0, 41.0, -109.1, -102.0],
  CT: [40.9, 42.1, -73.8, -71.8], DC: [38.8, 39.0, -77.1, -76.9], DE: [38.4, 39.9, -75.8, -75.0],
  FL: [24.4, 31.0, -87.7, -80.0], GA: [30.3, 35.0, -85.6, -80.8], HI: [18.9, 22.3, -160.3, -154.8],
  ID: [42.0, 49.0, -117.3, -111.0], IL: [36.9, 42.5, -91.6, -87.0], IN: [37.8, 41.8, -88.1, -84.8],
  IA: [40.4, 43.5, -96.7, -90.1], KS: [37.0, 40.0, -102.1, -94.6], KY: [36.5, 39.2, -89.6, -81.9],
  LA: [28.9, 33.0, -94.1, -88.8], ME: [43.0, 47.5, -71.1, -66.9], MD: [37.9, 39.7, -79.5, -75.0],
  MA: [41.2, 42.9, -73.5, -69.9], MI: [41.7, 48.3, -90.4, -82.4], MN: [43.5, 49.4, -97.2, -89.5],
  MS: [30.1, 35.0, -91.7, -88.1], MO: [36.0, 40.6, -95.8, -89.1], MT: [44.4, 49.0, -116.1, -104.0],
  NE: [40.0, 43.0, -104.1, -95.3], NV: [35.0, 42.0, -120.0, -114.0], NH: [42.7, 45.3, -72.6, -70.6],
  NJ: [38.9, 41.4, -75.6, -73.9], NM: [31.3, 37.0, -109.1, -103.0], NY: [40.5, 45.0, -79.8, -71.8],
  NC: [33.8, 36.6, -84.3, -75.4], ND: [45.9, 49.0, -104.1, -96.5], OH: [38.4, 42.0, -84.8, -80.5],
  OK: [33.6, 37.0, -103.0, -94.4], OR: [42.0, 46.3, -124.6, -116.5], PA: [39.7, 42.3, -80.5, -74.7],
  RI: [41.1, 42.0, -71.9, -71.1], SC: [32.0, 35.2, -83.4, -78.5], SD: [42.5, 45.9, -104.1, -96.4],
  TN: [35.0, 36.7, -90.3, -81.6], TX: [25.8, 36.5, -106.7, -93.5], UT: [37.0, 42.0, -114.1, -109.0],
  VT: [42.7, 45.0, -73.4, -71.5], VA: [36.5, 39.5, -83.7, -75.2], WA_US: [45.5, 49.0, -124.8, -116.9],
  WV: [37.2, 40.6, -82.6, -77.7], WI: [42.5, 47.1, -92.9, -86.8], WY: [41.0, 45.0, -111.1, -104.1],
};

function inBox(entry: GazetteerEntry, [minLat, maxLat, minLng, maxLng]: [number, number, number, number], margin = 0.3): boolean {
  return entry.lat >= minLat - margin && entry.lat <= maxLat + margin && entry.lng >= minLng - margin && entry.lng <= maxLng + margin;
}

const count = (predicate: (e: GazetteerEntry) => boolean) => entries.filter(predicate).length;

describe("bundled gazetteer data", () => {
  it("covers the demo cities and the three countries at the promised sizes", () => {
    expect(count((e) => e.city === "Auckland")).toBeGreaterThanOrEqual(150);
    expect(count((e) => e.city === "Sydney")).toBeGreaterThanOrEqual(200);
    expect(count((e) => e.city === "Seattle" || (e.country === "US" && e.region === "WA" && haversineKm(SEATTLE, e) < 120))).toBeGreaterThanOrEqual(100);
    expect(count((e) => e.country === "NZ" && e.kind === "city")).toBeGreaterThanOrEqual(60);
    expect(count((e) => e.country === "AU" && e.kind === "city")).toBeGreaterThanOrEqual(100);
    expect(count((e) => e.country === "US" && e.kind === "city")).toBeGreaterThanOrEqual(300);
  });

  it("has no duplicate name within a region", () => {
    const keys = entries.map((e) => `${e.country}|${e.region}|${e.city ?? ""}|${e.name.toLowerCase()}`);
    const duplicates = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(duplicates).toEqual([]);
  });

  it("puts every place inside its country", () => {
    const outside = entries.filter((e) => !inBox(e, COUNTRY_BOXES[e.country]));
    expect(outside.map((e) => e.name)).toEqual([]);
  });

  it("puts every AU and US place inside its state", () => {
    const outside = entries.filter((e) => {
      if (e.country === "NZ") return false;
      const box = STATE_BOXES[e.country === "US" && e.region === "WA" ? "WA_US" : e.region];
      return !box || !inBox(e, box);
    });
    expect(outside.map((e) => `${e.name} ${e.region}`)).toEqual([]);
  });

  it("keeps suburbs close to their city centre", () => {
    const far = (city: string, centre: { lat: number; lng: number }, km: number) =>
      entries.filter((e) => e.city === city && haversineKm(centre, e) > km).map((e) => e.name);
    expect(far("Auckland", AUCKLAND, 75)).toEqual([]);
    expect(far("Sydney", SYDNEY, 60)).toEqual([]);
    expect(far("Seattle", SEATTLE, 15)).toEqual([]);
  });

  it("has the demo city centres where expected", () => {
    const find = (name: string) => entries.find((e) => e.name === name)!;
    expect(haversineKm(find("Auckland"), { lat: -36.85, lng: 174.76 })).toBeLessThan(1);
    expect(haversineKm(find("Sydney"), { lat: -33.87, lng: 151.21 })).toBeLessThan(1);
    expect(haversineKm(find("Seattle"), { lat: 47.61, lng: -122.33 })).toBeLessThan(1);
  });
});
