import { haversineKm } from "../geo/distance";
import { isValidLatLng } from "../geo/types";
import { getGazetteerIndex, type GazetteerIndex } from "./gazetteer-index";
import type { GazetteerCountry, GazetteerEntry } from "./types";

/**
 * Beyond this distance from every bundled place the country is reported as unknown, so a
 * visitor in, say, Papua New Guinea is not told they are in Australia (nearest: Cairns).
 */
export const OFFLINE_COVERAGE_KM = 500;

export interface OfflineReverseGeocodeResult {
  /** Country of the nearest place, or null when it is more than OFFLINE_COVERAGE_KM away. */
  countryCode: GazetteerCountry | null;
  nearest: string;
  distanceKm: number;
  entry: GazetteerEntry;
}

/** Nearest bundled place to a coordinate; null for invalid coordinates. */
export function reverseGeocodeOffline(
  lat: number,
  lng: number,
  index: GazetteerIndex = getGazetteerIndex(),
): OfflineReverseGeocodeResult | null {
  const point = { lat, lng };
  if (!isValidLatLng(point) || index.places.length === 0) return null;
  let best = index.places[0].entry;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const { entry } of index.places) {
    // Cheap latitude gate: a degree of latitude is ~111 km, so skip what cannot beat the best.
    if (Math.abs(entry.lat - lat) * 111 > bestKm) continue;
    const km = haversineKm(point, entry);
    if (km < bestKm) {
      best = entry;
      bestKm = km;
    }
  }
  return {
    countryCode: bestKm <= OFFLINE_COVERAGE_KM ? best.country : null,
    nearest: best.name,
    distanceKm: bestKm,
    entry: best,
  };
}
