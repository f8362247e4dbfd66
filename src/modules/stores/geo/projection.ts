import { normaliseLng } from "./distance";
import type { LatLng } from "./types";

/** Tiles are 256 px at zoom 0, the convention every slippy map uses, so zoom levels match Google's. */
const TILE_SIZE = 256;
const MAX_MERCATOR_LAT = 85.05112878;
const WGS84_EQUATOR_M = 2 * Math.PI * 6378137;

export interface PlanePoint {
  x: number;
  y: number;
}

function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

function worldX(lng: number, size: number): number {
  return ((lng + 180) / 360) * size;
}

function worldY(lat: number, size: number): number {
  const clamped = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size;
}

/**
 * Web-Mercator pixel position of `point` on a `widthPx`×`heightPx` canvas centred on `center`.
 * The horizontal offset takes the short way round, so a store across the antimeridian from
 * the user (Chatham Islands vs Auckland) is drawn beside them rather than a world away.
 */
export function projectToPlane(center: LatLng, point: LatLng, zoom: number, widthPx: number, heightPx: number): PlanePoint {
  const size = worldSize(zoom);
  let dx = worldX(point.lng, size) - worldX(center.lng, size);
  if (dx > size / 2) dx -= size;
  if (dx < -size / 2) dx += size;
  const dy = worldY(point.lat, size) - worldY(center.lat, size);
  return { x: widthPx / 2 + dx, y: heightPx / 2 + dy };
}

/** Inverse of projectToPlane: the coordinate under a canvas pixel (for taps and drags). */
export function unprojectFromPlane(center: LatLng, pixel: PlanePoint, zoom: number, widthPx: number, heightPx: number): LatLng {
  const size = worldSize(zoom);
  const x = worldX(center.lng, size) + (pixel.x - widthPx / 2);
  const y = worldY(center.lat, size) + (pixel.y - heightPx / 2);
  const lng = normaliseLng((x / size) * 360 - 180);
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return { lat, lng };
}

/** Ground metres covered by one pixel at this latitude and zoom. */
export function metresPerPixel(lat: number, zoom: number): number {
  return (WGS84_EQUATOR_M * Math.cos((lat * Math.PI) / 180)) / worldSize(zoom);
}

/** Radius in pixels of a distance ring of `radiusKm` drawn around `center`. */
export function ringRadiusPx(center: LatLng, radiusKm: number, zoom: number): number {
  return (radiusKm * 1000) / metresPerPixel(center.lat, zoom);
}

/** Highest whole zoom (0–20) at which a ring of `radiusKm` fits inside the canvas with padding. */
export function zoomToFit(center: LatLng, radiusKm: number, widthPx: number, heightPx: number, paddingPx = 16): number {
  const available = Math.max(1, Math.min(widthPx, heightPx) / 2 - paddingPx);
  if (radiusKm <= 0) return 20;
  const zoom = Math.log2((available * metresPerPixel(center.lat, 0)) / (radiusKm * 1000));
  return Math.max(0, Math.min(20, Math.floor(zoom)));
}

export function isOnPlane(point: PlanePoint, widthPx: number, heightPx: number, marginPx = 0): boolean {
  return point.x >= -marginPx && point.y >= -marginPx && point.x <= widthPx + marginPx && point.y <= heightPx + marginPx;
}
