import type { LatLng } from "./types";

/** The spec's sample city (Sydney CBD), used when nothing better is known. */
export const DEFAULT_MAP_CENTER: LatLng = { lat: -33.8688, lng: 151.2093 };
export const DEFAULT_MAP_ZOOM = 13;
export const FOCUSED_MAP_ZOOM = 15;
/** Max coordinate difference (degrees) for a map marker to count as a given store. */
export const MARKER_MATCH_TOLERANCE_DEG = 0.0001;
export const STORE_DROPDOWN_LIMIT = 8;
export const STORE_SEARCH_RADIUS_KM = 30;
export const KM_TO_MILES = 0.621371;
export const EARTH_RADIUS_KM = 6371.0088;

/** Passed straight to navigator.geolocation.getCurrentPosition for store search. */
export const STORE_GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
} as const satisfies PositionOptions;
