import { STORE_SEARCH_RADIUS_KM } from "./constants";
import { isValidLatLng, type LatLng } from "./types";

export type GeolocationErrorCode = "denied" | "unavailable" | "timeout" | "unsupported";

const GEOLOCATION_MESSAGES: Record<GeolocationErrorCode, string> = {
  unsupported: "Geolocation is not supported by this browser",
  denied: "Location access denied. Please enable location services.",
  unavailable: "Location information unavailable.",
  timeout: "Location request timed out.",
};
const GEOLOCATION_FALLBACK_MESSAGE = "Failed to get your location";

export function geolocationErrorMessage(code: GeolocationErrorCode | string | null | undefined): string {
  return (code && GEOLOCATION_MESSAGES[code as GeolocationErrorCode]) || GEOLOCATION_FALLBACK_MESSAGE;
}

/** Maps a browser GeolocationPositionError (1 denied, 2 unavailable, 3 timeout) to our code. */
export function geolocationErrorCode(error: { code?: number } | null | undefined): GeolocationErrorCode | "unknown" {
  switch (error?.code) {
    case 1:
      return "denied";
    case 2:
      return "unavailable";
    case 3:
      return "timeout";
    default:
      return "unknown";
  }
}

export interface LocationSources {
  gps?: LatLng | { error: GeolocationErrorCode };
  profileCoords?: LatLng | null;
  profileAddress?: string | null;
}

export const LOCATION_REQUIRED = {
  title: "Location Required",
  description: "Please enable GPS or update your address in Profile settings.",
} as const;

export type ResolvedSearchLocation =
  | { kind: "gps"; lat: number; lng: number }
  | { kind: "profile-coords"; lat: number; lng: number; gpsMessage: string | null }
  | { kind: "profile-address"; address: string; gpsMessage: string | null }
  | { kind: "none"; message: "Location Required"; description: string; gpsMessage: string | null };

/** Spec order: GPS, then saved profile coordinates, then the saved address, else "Location Required". */
export function resolveSearchLocation(sources: LocationSources): ResolvedSearchLocation {
  const { gps, profileCoords, profileAddress } = sources;
  if (gps && isValidLatLng(gps)) return { kind: "gps", lat: gps.lat, lng: gps.lng };

  // The GPS failure text still feeds the error card even when a fallback succeeds.
  const gpsMessage = gps && "error" in gps ? geolocationErrorMessage(gps.error) : null;
  // 0,0 is what an unset numeric profile column tends to hold, not a real shopper location.
  if (profileCoords && isValidLatLng(profileCoords) && !(profileCoords.lat === 0 && profileCoords.lng === 0)) {
    return { kind: "profile-coords", lat: profileCoords.lat, lng: profileCoords.lng, gpsMessage };
  }
  const address = profileAddress?.trim();
  if (address) return { kind: "profile-address", address, gpsMessage };
  return { kind: "none", message: LOCATION_REQUIRED.title, description: LOCATION_REQUIRED.description, gpsMessage };
}

export type FindStoresRequestBody =
  | { maxDistance: number; latitude: number; longitude: number }
  | { maxDistance: number; address: string };

/** The find-stores payload for a resolved location; null when there is nothing to send. */
export function findStoresRequestBody(
  location: ResolvedSearchLocation,
  maxDistance = STORE_SEARCH_RADIUS_KM,
): FindStoresRequestBody | null {
  switch (location.kind) {
    case "gps":
    case "profile-coords":
      return { maxDistance, latitude: location.lat, longitude: location.lng };
    case "profile-address":
      return { maxDistance, address: location.address };
    case "none":
      return null;
  }
}
