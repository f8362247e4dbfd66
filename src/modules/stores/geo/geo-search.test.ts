import { describe, expect, it } from "vitest";
import { CURRENCY_GEOLOCATION_TIMEOUT_MS } from "@/modules/currency/detect-currency";
import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  FOCUSED_MAP_ZOOM,
  MARKER_MATCH_TOLERANCE_DEG,
  STORE_DROPDOWN_LIMIT,
  STORE_GEOLOCATION_OPTIONS,
  STORE_SEARCH_RADIUS_KM,
  directionsUrl,
  directionsUrlForCoordinates,
  filterStoreList,
  filterStoresForDropdown,
  findStoresRequestBody,
  geolocationErrorCode,
  geolocationErrorMessage,
  isSearchDisabled,
  mapCentre,
  markerStyleFor,
  onEnter,
  resolveSearchLocation,
  storeTypeKey,
  summariseStoreTypes,
} from "./index";

const GPS = { lat: -36.85, lng: 174.76 };
const SAVED = { lat: -33.87, lng: 151.21 };

describe("constants", () => {
  it("match the spec", () => {
    expect(DEFAULT_MAP_CENTER).toEqual({ lat: -33.8688, lng: 151.2093 });
    expect([DEFAULT_MAP_ZOOM, FOCUSED_MAP_ZOOM, STORE_DROPDOWN_LIMIT, STORE_SEARCH_RADIUS_KM]).toEqual([13, 15, 8, 30]);
    expect(MARKER_MATCH_TOLERANCE_DEG).toBe(0.0001);
    expect(STORE_GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 300000 });
    expect(CURRENCY_GEOLOCATION_TIMEOUT_MS).toBe(5000);
  });
});

describe("resolveSearchLocation", () => {
  it("prefers GPS over everything", () => {
    expect(resolveSearchLocation({ gps: GPS, profileCoords: SAVED, profileAddress: "1 Queen St" })).toEqual({ kind: "gps", ...GPS });
  });

  it("falls back to saved coordinates when GPS fails, keeping the GPS message", () => {
    expect(resolveSearchLocation({ gps: { error: "denied" }, profileCoords: SAVED, profileAddress: "x" })).toEqual({
      kind: "profile-coords",
      ...SAVED,
      gpsMessage: "Location access denied. Please enable location services.",
    });
  });

  it("falls back to the saved address when coordinates are missing or invalid", () => {
    for (const profileCoords of [null, undefined, { lat: Number.NaN, lng: 1 }, { lat: 0, lng: 0 }, { lat: 95, lng: 0 }]) {
      const result = resolveSearchLocation({ gps: { error: "timeout" }, profileCoords, profileAddress: "  1 Queen St, Auckland " });
      expect(result).toEqual({ kind: "profile-address", address: "1 Queen St, Auckland", gpsMessage: "Location request timed out." });
    }
  });

  it("asks for a location when nothing is available", () => {
    const result = resolveSearchLocation({ gps: { error: "unsupported" }, profileCoords: null, profileAddress: "   " });
    expect(result).toMatchObject({ kind: "none", message: "Location Required", description: "Please enable GPS or update your address in Profile settings." });
    expect(resolveSearchLocation({})).toMatchObject({ kind: "none", gpsMessage: null });
  });

  it("builds the find-stores payload", () => {
    expect(findStoresRequestBody(resolveSearchLocation({ gps: GPS }))).toEqual({ maxDistance: 30, latitude: GPS.lat, longitude: GPS.lng });
    expect(findStoresRequestBody(resolveSearchLocation({ profileAddress: "Ponsonby" }))).toEqual({ maxDistance: 30, address: "Ponsonby" });
    expect(findStoresRequestBody(resolveSearchLocation({}))).toBeNull();
  });
});

describe("geolocation errors", () => {
  it("uses the spec's texts", () => {
    expect(geolocationErrorMessage("unsupported")).toBe("Geolocation is not supported by this browser");
    expect(geolocationErrorMessage("denied")).toBe("Location access denied. Please enable location services.");
    expect(geolocationErrorMessage("unavailable")).toBe("Location information unavailable.");
    expect(geolocationErrorMessage("timeout")).toBe("Location request timed out.");
    expect(geolocationErrorMessage("weird")).toBe("Failed to get your location");
    expect(geolocationErrorMessage(undefined)).toBe("Failed to get your location");
  });

  it("maps browser error codes", () => {
    expect([1, 2, 3, 9].map((code) => geolocationErrorCode({ code }))).toEqual(["denied", "unavailable", "timeout", "unknown"]);
  });
});

describe("directions", () => {
  it("encodes the address into a Google Maps directions link", () => {
    expect(directionsUrl("12 Queen St, Auckland & Co #2")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=12%20Queen%20St%2C%20Auckland%20%26%20Co%20%232",
    );
    expect(directionsUrlForCoordinates({ lat: -36.5, lng: 174.25 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=-36.500000,174.250000",
    );
  });
});

describe("marker styles", () => {
  it("normalises store types", () => {
    expect(storeTypeKey("Supermarket")).toBe("supermarket");
    expect(storeTypeKey("green grocer")).toBe("greengrocer");
    expect(storeTypeKey("Green_Grocer")).toBe("greengrocer");
    expect(storeTypeKey("Butchers")).toBe("butcher");
    expect(storeTypeKey("fishmonger")).toBe("fishmonger");
    expect(storeTypeKey("grocery")).toBe("grocery");
    expect(storeTypeKey("hardware")).toBe("default");
    expect(storeTypeKey(null)).toBe("default");
  });

  it("gives each type a colour, an icon key and the spec's emoji", () => {
    expect(markerStyleFor("supermarket").key).toBe("supermarket");
    expect(markerStyleFor("butcher").key).toBe("butcher");
    expect(markerStyleFor("fishmonger").key).toBe("fishmonger");
    expect(markerStyleFor("green grocer").key).toBe("greengrocer");
    expect(markerStyleFor("grocery").key).toBe("grocery");
    expect(markerStyleFor(undefined).key).toBe("default");
    expect(["supermarket", "butcher", "fishmonger", "green grocer", "grocery", undefined].map((t) => markerStyleFor(t).emoji)).toEqual(["🛒", "🥩", "🐟", "🥬", "🏪", "🏪"]);
    const colours = ["supermarket", "grocery", "butcher", "fishmonger", "greengrocer", "x"].map((t) => markerStyleFor(t).color);
    expect(new Set(colours).size).toBe(6);
    for (const c of colours) expect(c).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("summarises store types in display order", () => {
    const summary = summariseStoreTypes([{ store_type: "butcher" }, { store_type: "supermarket" }, { store_type: "Butcher" }, {}]);
    expect(summary.map((s) => [s.style.key, s.count])).toEqual([["supermarket", 1], ["butcher", 2], ["default", 1]]);
  });
});

const stores = Array.from({ length: 12 }, (_, i) => ({
  name: `Fresh Mart ${i + 1}`,
  address: `${i + 1} Queen Street, Auckland`,
  store_type: i % 3 === 0 ? "green grocer" : "supermarket",
}));
stores.push({ name: "Café Éclair", address: "5 Ponsonby Rd", store_type: "butcher" });

describe("filterStoresForDropdown", () => {
  it("caps at 8 and reports the rest", () => {
    const result = filterStoresForDropdown(stores, "fresh");
    expect(result.shown).toHaveLength(8);
    expect(result.moreCount).toBe(4);
    expect(result.moreLabel).toBe("4 more stores...");
    expect(result.emptyMessage).toBeNull();
  });

  it("shows everything below the cap without a more line", () => {
    const result = filterStoresForDropdown(stores, "mart 1");
    expect(result.shown.map((s) => s.name)).toEqual(["Fresh Mart 1", "Fresh Mart 10", "Fresh Mart 11", "Fresh Mart 12"]);
    expect(result.moreLabel).toBeNull();
  });

  it("matches addresses and ignores accents and case", () => {
    expect(filterStoresForDropdown(stores, "CAFE eclair").shown).toHaveLength(1);
    expect(filterStoresForDropdown(stores, "ponsonby").shown[0].name).toBe("Café Éclair");
  });

  it("explains an empty result using the trimmed query", () => {
    const result = filterStoresForDropdown(stores, "  zzz ");
    expect(result.shown).toEqual([]);
    expect(result.emptyMessage).toBe('No stores found matching "zzz"');
    expect(filterStoresForDropdown([], "").emptyMessage).toBeNull();
  });

  it("respects a custom limit", () => {
    expect(filterStoresForDropdown(stores, "", 3).moreCount).toBe(stores.length - 3);
  });
});

describe("onEnter and the search button", () => {
  it("searches in location mode", () => {
    expect(onEnter("location", " Ponsonby ", [])).toEqual({ action: "search", query: "Ponsonby" });
  });

  it("selects the only match in store mode, otherwise does nothing", () => {
    expect(onEnter("store", "éclair", [stores[12]])).toEqual({ action: "select", store: stores[12] });
    expect(onEnter("store", "fresh", stores.slice(0, 2))).toEqual({ action: "none" });
    expect(onEnter("store", "zzz", [])).toEqual({ action: "none" });
  });

  it("does nothing and disables search for blank text", () => {
    expect(onEnter("location", "   ", [])).toEqual({ action: "none" });
    expect(isSearchDisabled("   ")).toBe(true);
    expect(isSearchDisabled("")).toBe(true);
    expect(isSearchDisabled("a")).toBe(false);
  });
});

describe("filterStoreList", () => {
  it("filters by name, address or store type", () => {
    expect(filterStoreList(stores, "mart 12")).toHaveLength(1);
    expect(filterStoreList(stores, "queen street")).toHaveLength(12);
    expect(filterStoreList(stores, "butcher").map((s) => s.name)).toEqual(["Café Éclair"]);
    expect(filterStoreList(stores, "green grocer")).toHaveLength(4);
    expect(filterStoreList(stores, "")).toHaveLength(stores.length);
  });
});

describe("mapCentre", () => {
  const store = { coordinates: { lat: -36.86, lng: 174.75 } };
  const place = { lat: -36.9, lng: 174.8 };
  const user = { lat: -36.8, lng: 174.7 };

  it("focuses a selected store, then a searched place, at zoom 15", () => {
    expect(mapCentre({ selectedStore: store, searchedPlace: place, user })).toEqual({ center: store.coordinates, zoom: 15, source: "store" });
    expect(mapCentre({ searchedPlace: place, user })).toEqual({ center: place, zoom: 15, source: "search" });
  });

  it("falls back to the user at zoom 13, then the sample city", () => {
    expect(mapCentre({ user })).toEqual({ center: user, zoom: 13, source: "user" });
    expect(mapCentre({})).toEqual({ center: DEFAULT_MAP_CENTER, zoom: 13, source: "default" });
    expect(mapCentre({ selectedStore: { coordinates: { lat: Number.NaN, lng: 0 } }, user })).toMatchObject({ source: "user" });
  });
});
