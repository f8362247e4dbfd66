import type { LatLng } from "./types";

/** Google Maps directions link; opening it needs no API key. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address.trim())}`;
}

/** Same link from coordinates, for stores whose address is missing. */
export function directionsUrlForCoordinates(point: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;
}
