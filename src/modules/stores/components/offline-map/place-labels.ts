import { projectToPlane, type LatLng, type PlanePoint } from "../../geo";

export interface LabelPlace {
  name: string;
  lat: number;
  lng: number;
  kind: "suburb" | "city";
}

export interface PlacedLabel {
  name: string;
  kind: LabelPlace["kind"];
  x: number;
  y: number;
}

/** Towns show from this zoom, suburbs from the next; closer in, more fit between the markers. */
export const CITY_LABEL_MIN_ZOOM = 5;
export const SUBURB_LABEL_MIN_ZOOM = 11;
const MAX_LABELS = 60;
/** Rough width of one character of the 11 px label font, and the label's height, in screen pixels. */
const CHAR_PX = 6.2;
const LABEL_PX = 14;
/** Store markers (32 px, 40 when selected) and the origin dot: a name under one would be unreadable. */
const OBSTACLE_PX = 36;

/** A rectangle on the canvas, in canvas units, that names keep out of. */
export interface ReservedRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The map's own controls, in screen pixels from the canvas edges: the zoom buttons (top right), the
 * scale bar (bottom left) and the "Built-in map · zoom" note with the attribution (bottom right).
 */
export function mapChrome(width: number, height: number, unitsPerPx: number): ReservedRect[] {
  const u = unitsPerPx;
  return [
    { left: width - 56 * u, top: 0, right: width, bottom: 104 * u },
    { left: 0, top: height - 34 * u, right: 110 * u, bottom: height },
    { left: width - 175 * u, top: height - 34 * u, right: width, bottom: height },
  ];
}

/**
 * Greedy label placement: places in priority order (the gazetteer's order: towns by size, then each
 * city's suburbs), each kept only when its box overlaps no label already kept and no marker.
 * `unitsPerPx` converts screen pixels to canvas units (the canvas is scaled to the container's width).
 */
export function placeLabels(
  places: readonly LabelPlace[],
  center: LatLng,
  zoom: number,
  width: number,
  height: number,
  unitsPerPx: number,
  obstacles: readonly PlanePoint[] = [],
  reserved: readonly ReservedRect[] = [],
): PlacedLabel[] {
  const kept: Array<PlacedLabel & { w: number; h: number }> = [];
  const h = LABEL_PX * unitsPerPx;
  const o = OBSTACLE_PX * unitsPerPx;
  for (const kind of ["city", "suburb"] as const) {
    if (zoom < (kind === "city" ? CITY_LABEL_MIN_ZOOM : SUBURB_LABEL_MIN_ZOOM)) continue;
    for (const place of places) {
      if (place.kind !== kind) continue;
      const at = projectToPlane(center, place, zoom, width, height);
      const w = (place.name.length * CHAR_PX + 6) * unitsPerPx;
      const fits = (c: PlanePoint) => c.x - w / 2 >= 0 && c.x + w / 2 <= width && c.y - h / 2 >= 0 && c.y + h / 2 <= height;
      const hitsLabel = (c: PlanePoint) => kept.some((k) => Math.abs(k.x - c.x) * 2 < k.w + w && Math.abs(k.y - c.y) * 2 < k.h + h);
      const hitsMarker = (c: PlanePoint) =>
        obstacles.some((b) => Math.abs(b.x - c.x) * 2 < o + w && Math.abs(b.y - c.y) * 2 < o + h) ||
        reserved.some((r) => c.x + w / 2 > r.left && c.x - w / 2 < r.right && c.y + h / 2 > r.top && c.y - h / 2 < r.bottom);
      // On the place; when only a marker is in the way, just below or above it instead.
      if (!fits(at) || hitsLabel(at)) continue;
      const shift = (o + h) / 2 + 2 * unitsPerPx;
      const p = [at, { x: at.x, y: at.y + shift }, { x: at.x, y: at.y - shift }].find((c) => fits(c) && !hitsLabel(c) && !hitsMarker(c));
      if (!p) continue;
      kept.push({ name: place.name, kind, x: p.x, y: p.y, w, h });
      if (kept.length >= MAX_LABELS) return kept.map(({ w: _w, h: _h, ...label }) => label);
    }
  }
  return kept.map(({ w: _w, h: _h, ...label }) => label);
}
