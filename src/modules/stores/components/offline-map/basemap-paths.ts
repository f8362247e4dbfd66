import { decodeRing, isBoxEdge, ringAreaKm2, simplifyRing, type GeoBox, type LngLat } from "../../geo/basemap";
import type { BasemapAsset, BasemapRegionKind } from "../../geo/basemap-build";
import { projectToPlane, type LatLng, type PlanePoint } from "../../geo";

/**
 * Paths are built in Web-Mercator pixels at REF_ZOOM relative to each region's centre, lazily (a
 * region the view never reaches is never decoded) and once per detail level; the map then only moves
 * and scales them with an SVG transform, so panning and zooming never rebuild a path.
 */
export const REF_ZOOM = 12;
const WORLD_REF = 256 * 2 ** REF_ZOOM;
/** Below this zoom a metro box is a few pixels: the coarse cells alone are drawn, unclipped. */
export const METRO_MIN_ZOOM = 8;

/**
 * Detail levels by zoom: the shipped detail from zoom 8; coarser, simplified here on first use, when
 * a whole country is in view (tens of cells at shipped detail cost more to paint than a frame allows).
 */
const LEVELS = [
  { minZoom: METRO_MIN_ZOOM, toleranceM: 0, minAreaKm2: 0 },
  { minZoom: 6, toleranceM: 4_000, minAreaKm2: 100 },
  { minZoom: -Infinity, toleranceM: 12_000, minAreaKm2: 800 },
] as const;

export function detailLevel(zoom: number): number {
  return LEVELS.findIndex((l) => zoom >= l.minZoom);
}

export interface BasemapRegionPaths {
  /** Land, closed rings: fill with the even-odd rule so lakes stay holes. */
  fill: string;
  /** The same rings without the edges that run along the box (clip artefacts, not coast). */
  coast: string;
}

export interface BasemapRegionView {
  id: string;
  kind: BasemapRegionKind;
  box: GeoBox;
  anchor: LatLng;
  rings: readonly string[];
  /** Paths per detail level, built on first use. */
  paths: Map<number, BasemapRegionPaths>;
}

export function indexBasemap(asset: BasemapAsset): BasemapRegionView[] {
  return asset.regions.map((r) => ({
    id: r.id,
    kind: r.kind,
    box: r.box,
    anchor: { lat: (r.box.south + r.box.north) / 2, lng: (r.box.west + r.box.east) / 2 },
    rings: r.rings,
    paths: new Map(),
  }));
}

function refPixel(lng: number, lat: number, anchorX: number, anchorY: number): [number, number] {
  const x = ((lng + 180) / 360) * WORLD_REF;
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * WORLD_REF;
  return [Math.round((x - anchorX) * 10) / 10, Math.round((y - anchorY) * 10) / 10];
}

export function pathsFor(region: BasemapRegionView, level: number): BasemapRegionPaths {
  const cached = region.paths.get(level);
  if (cached) return cached;
  const { toleranceM, minAreaKm2 } = LEVELS[level];
  const { box } = region;
  const [anchorX, anchorY] = refPixel(region.anchor.lng, region.anchor.lat, 0, 0);
  let fill = "";
  let coast = "";
  for (const text of region.rings) {
    let ring: LngLat[] = decodeRing(text);
    if (toleranceM > 0) {
      if (ringAreaKm2(ring) < minAreaKm2) continue;
      ring = simplifyRing([...ring, ring[0]], toleranceM).slice(0, -1);
      if (ring.length < 3) continue;
    }
    const px = ring.map(([lng, lat]) => refPixel(lng, lat, anchorX, anchorY));
    fill += `M${px.map(([x, y]) => `${x} ${y}`).join("L")}Z`;
    let drawing = false;
    for (let i = 0; i < ring.length; i++) {
      const j = (i + 1) % ring.length;
      if (isBoxEdge(ring[i], ring[j], box)) {
        drawing = false;
        continue;
      }
      if (!drawing) coast += `M${px[i][0]} ${px[i][1]}`;
      coast += `L${px[j][0]} ${px[j][1]}`;
      drawing = true;
    }
  }
  const paths = { fill, coast };
  region.paths.set(level, paths);
  return paths;
}

export interface PlacedRegion {
  region: BasemapRegionView;
  /** SVG transform putting the region's REF_ZOOM pixels onto the canvas at the current view. */
  transform: string;
  /** The region's box on the canvas. */
  rect: { x: number; y: number; width: number; height: number };
}

/** Regions whose box touches the canvas, with where to draw them; metro regions last (on top). */
export function placeRegions(regions: readonly BasemapRegionView[], center: LatLng, zoom: number, width: number, height: number): PlacedRegion[] {
  const scale = 2 ** (zoom - REF_ZOOM);
  const placed: PlacedRegion[] = [];
  for (const region of regions) {
    if (region.kind === "metro" && zoom < METRO_MIN_ZOOM) continue;
    const nw = projectToPlane(center, { lat: region.box.north, lng: region.box.west }, zoom, width, height);
    const se = projectToPlane(center, { lat: region.box.south, lng: region.box.east }, zoom, width, height);
    // projectToPlane takes the short way round per point; a box's east edge is always right of its west.
    const right = se.x < nw.x ? se.x + 256 * 2 ** zoom : se.x;
    const rect = { x: nw.x, y: nw.y, width: right - nw.x, height: se.y - nw.y };
    if (rect.x > width || rect.x + rect.width < 0 || rect.y > height || rect.y + rect.height < 0) continue;
    const a = anchorOnCanvas(region.anchor, nw, region.box, zoom, width, height);
    placed.push({ region, transform: `translate(${a.x.toFixed(2)} ${a.y.toFixed(2)}) scale(${scale})`, rect });
  }
  return placed.sort((p, q) => (p.region.kind === q.region.kind ? 0 : p.region.kind === "area" ? -1 : 1));
}

/** The anchor measured from the box's north-west corner, so the region never splits across ±180. */
function anchorOnCanvas(anchor: LatLng, nw: PlanePoint, box: GeoBox, zoom: number, width: number, height: number): PlanePoint {
  const fromCorner = projectToPlane({ lat: box.north, lng: box.west }, anchor, zoom, width, height);
  return { x: nw.x + fromCorner.x - width / 2, y: nw.y + fromCorner.y - height / 2 };
}
