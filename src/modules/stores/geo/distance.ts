import { EARTH_RADIUS_KM, KM_TO_MILES, MARKER_MATCH_TOLERANCE_DEG } from "./constants";
import type { LatLng } from "./types";

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/** Great-circle distance on a spherical Earth (mean radius); error < 0.5 % vs the ellipsoid. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function kmToMiles(km: number): number {
  return km * KM_TO_MILES;
}

/** Rounds half away from zero; the epsilon nudge stops 2.675-style binary artefacts rounding down. */
export function roundDistance(km: number, decimals = 1): number {
  const factor = 10 ** decimals;
  const scaled = Math.abs(km) * factor;
  const rounded = Math.round(scaled * (1 + Number.EPSILON)) / factor;
  return Math.sign(km) * rounded || 0;
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  /** When `crossesAntimeridian` is true, minLng > maxLng and the box wraps through ±180. */
  minLng: number;
  maxLng: number;
  latDelta: number;
  lngDelta: number;
  crossesAntimeridian: boolean;
  /** One or two plain [min, max] longitude ranges, ready for a SQL/index prefilter. */
  lngRanges: Array<[number, number]>;
}

/**
 * Smallest lat/lng box containing every point within `radiusKm` of `center`
 * (the longitude half-width uses the exact tangent-latitude formula, not a cos(lat) estimate).
 * Circles that reach a pole cover every longitude.
 */
export function boundingBox(center: LatLng, radiusKm: number): BoundingBox {
  const angular = Math.max(0, radiusKm) / EARTH_RADIUS_KM;
  const latDelta = toDeg(angular);
  const minLat = center.lat - latDelta;
  const maxLat = center.lat + latDelta;

  if (minLat <= -90 || maxLat >= 90 || angular >= Math.PI / 2) {
    return {
      minLat: Math.max(minLat, -90),
      maxLat: Math.min(maxLat, 90),
      minLng: -180,
      maxLng: 180,
      latDelta,
      lngDelta: 180,
      crossesAntimeridian: false,
      lngRanges: [[-180, 180]],
    };
  }

  const lngDelta = toDeg(Math.asin(Math.sin(angular) / Math.cos(toRad(center.lat))));
  const west = normaliseLng(center.lng - lngDelta);
  const east = normaliseLng(center.lng + lngDelta);
  const crossesAntimeridian = center.lng - lngDelta < -180 || center.lng + lngDelta > 180;
  return {
    minLat,
    maxLat,
    minLng: west,
    maxLng: east,
    latDelta,
    lngDelta,
    crossesAntimeridian,
    lngRanges: crossesAntimeridian ? [[west, 180], [-180, east]] : [[west, east]],
  };
}

export function isInBoundingBox(box: BoundingBox, point: LatLng): boolean {
  if (point.lat < box.minLat || point.lat > box.maxLat) return false;
  return box.lngRanges.some(([min, max]) => point.lng >= min && point.lng <= max);
}

/** Wraps any longitude into [-180, 180). */
export function normaliseLng(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

/** True when two coordinates are the same marker within the spec's 0.0001° tolerance. */
export function sameMarkerPosition(a: LatLng, b: LatLng, toleranceDeg = MARKER_MATCH_TOLERANCE_DEG): boolean {
  // The slack absorbs float noise so a difference of exactly the tolerance still matches.
  const slack = 1e-12;
  return Math.abs(a.lat - b.lat) <= toleranceDeg + slack && Math.abs(a.lng - b.lng) <= toleranceDeg + slack;
}

/** The point `distanceKm` away from `start` along initial bearing `bearingDeg` (0 = north). */
export function destinationPoint(start: LatLng, bearingDeg: number, distanceKm: number): LatLng {
  const angular = distanceKm / EARTH_RADIUS_KM;
  const bearing = toRad(bearingDeg);
  const lat1 = toRad(start.lat);
  const lng1 = toRad(start.lng);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
  const lng2 =
    lng1 + Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: toDeg(lat2), lng: normaliseLng(toDeg(lng2)) };
}

export function isWithinRadius(center: LatLng, point: LatLng, radiusKm: number): boolean {
  return haversineKm(center, point) <= radiusKm;
}
