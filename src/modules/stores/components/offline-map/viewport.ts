import { metresPerPixel, normaliseLng, projectToPlane, unprojectFromPlane, type LatLng, type PlanePoint } from "../../geo";

export interface Viewport {
  center: LatLng;
  zoom: number;
}

export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;
/** Rings drawn around the search origin; 30 km is the spec's search radius. */
export const RING_DISTANCES_KM = [1, 5, 10, 30] as const;

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** Drag by (dx, dy) pixels: the ground under the pointer follows it, so the centre moves the other way. */
export function panByPixels(view: Viewport, dx: number, dy: number, width: number, height: number): Viewport {
  const center = unprojectFromPlane(view.center, { x: width / 2 - dx, y: height / 2 - dy }, view.zoom, width, height);
  return { zoom: view.zoom, center: { lat: Math.max(-85, Math.min(85, center.lat)), lng: normaliseLng(center.lng) } };
}

/** Zooms by `delta` levels keeping the coordinate under `anchor` fixed on screen (wheel and pinch behaviour). */
export function zoomAround(view: Viewport, anchor: PlanePoint, delta: number, width: number, height: number): Viewport {
  const zoom = clampZoom(view.zoom + delta);
  if (zoom === view.zoom) return view;
  const ground = unprojectFromPlane(view.center, anchor, view.zoom, width, height);
  // Where that ground point would land if only the zoom changed, then shift so it sits under the anchor again.
  const landed = projectToPlane(view.center, ground, zoom, width, height);
  return panByPixels({ center: view.center, zoom }, anchor.x - landed.x, anchor.y - landed.y, width, height);
}

/** A round scale-bar length (1, 2 or 5 × 10ⁿ metres) no wider than `maxPx` at this view. */
export function scaleBar(view: Viewport, maxPx = 100): { label: string; px: number } {
  const mpp = metresPerPixel(view.center.lat, view.zoom);
  const maxMetres = mpp * maxPx;
  const magnitude = 10 ** Math.floor(Math.log10(maxMetres));
  const metres = [5, 2, 1].map((m) => m * magnitude).find((m) => m <= maxMetres) ?? magnitude;
  return { label: metres >= 1000 ? `${metres / 1000} km` : `${metres} m`, px: metres / mpp };
}
