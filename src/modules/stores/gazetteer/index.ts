export type { GazetteerCountry, GazetteerEntry, PlacePrecision } from "./types";
export { COUNTRY_NAMES, parseCountry } from "./countries";
export { normalisePlace } from "./normalise";
export { getGazetteerEntries, formatPlace } from "./gazetteer-index";
export { geocodeOffline, type OfflineGeocodeInput, type OfflineGeocodeResult } from "./geocode";
export { reverseGeocodeOffline, OFFLINE_COVERAGE_KM, type OfflineReverseGeocodeResult } from "./reverse-geocode";
export { searchPlaces, type PlaceSuggestion, type SearchPlacesOptions } from "./search-places";
