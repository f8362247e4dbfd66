/**
 * Plans and builds the built-in map's land asset (decision 055) from GeoJSON land polygons:
 * which boxes to ship (the cities the gazetteer has suburbs for, in detail; coarse cells around
 * every other gazetteer place), then clip, simplify and encode. Pure: scripts/build-offline-basemap.ts
 * does the reading and writing.
 */
import {
  boxesOverlap,
  clipRing,
  encodeRing,
  ringAreaKm2,
  ringBounds,
  roundBox,
  roundCoord,
  simplifyRing,
  type GeoBox,
  type LngLat,
  type Ring,
} from "./basemap";

export type BasemapRegionKind = "metro" | "area";

export interface BasemapRegion {
  id: string;
  kind: BasemapRegionKind;
  box: GeoBox;
  /** Encoded land rings (encodeRing), outer rings and lake holes alike: fill with even-odd. */
  rings: string[];
}

export interface BasemapAsset {
  attribution: string;
  source: string;
  regions: BasemapRegion[];
}

export interface PlannedRegion {
  id: string;
  kind: BasemapRegionKind;
  box: GeoBox;
}

export interface PlacePoint {
  name: string;
  lat: number;
  lng: number;
  /** The city a suburb belongs to; suburbs with a city make a detailed "metro" box. */
  city?: string;
}

export const METRO_MARGIN_DEG = 0.15;
export const AREA_CELL_DEG = 4;
/** A place this close to a cell's edge pulls the neighbouring cell in too. */
const AREA_REACH_DEG = 0.5;

export const DETAIL = {
  metro: { toleranceM: 20, minAreaKm2: 0.3 },
  area: { toleranceM: 1500, minAreaKm2: 25 },
} as const;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** Metro boxes: each city's suburbs plus a margin. Area cells: a fixed grid, cells with places near them. */
export function planRegions(places: readonly PlacePoint[]): PlannedRegion[] {
  const metros = new Map<string, GeoBox>();
  for (const p of places) {
    if (!p.city) continue;
    const box = metros.get(p.city) ?? { south: p.lat, west: p.lng, north: p.lat, east: p.lng };
    metros.set(p.city, { south: Math.min(box.south, p.lat), west: Math.min(box.west, p.lng), north: Math.max(box.north, p.lat), east: Math.max(box.east, p.lng) });
  }
  const regions: PlannedRegion[] = [...metros].map(([city, b]) => ({
    id: `metro-${slug(city)}`,
    kind: "metro" as const,
    box: roundBox({ south: b.south - METRO_MARGIN_DEG, west: b.west - METRO_MARGIN_DEG, north: b.north + METRO_MARGIN_DEG, east: b.east + METRO_MARGIN_DEG }),
  }));

  const cells = new Map<string, GeoBox>();
  for (const p of places) {
    const reach = { south: p.lat - AREA_REACH_DEG, west: p.lng - AREA_REACH_DEG, north: p.lat + AREA_REACH_DEG, east: p.lng + AREA_REACH_DEG };
    for (let row = Math.floor(reach.south / AREA_CELL_DEG); row <= Math.floor(reach.north / AREA_CELL_DEG); row++) {
      for (let col = Math.floor(reach.west / AREA_CELL_DEG); col <= Math.floor(reach.east / AREA_CELL_DEG); col++) {
        const west = col * AREA_CELL_DEG;
        // Cells never cross the antimeridian: a place at 179.8° pulls in the cell up to 180 only.
        if (west < -180 || west >= 180) continue;
        const south = Math.max(-85, row * AREA_CELL_DEG);
        cells.set(`${row}:${col}`, { south, west, north: Math.min(85, south + AREA_CELL_DEG), east: west + AREA_CELL_DEG });
      }
    }
  }
  for (const [key, box] of [...cells].sort(([a], [b]) => a.localeCompare(b, "en"))) {
    regions.push({ id: `area-${key.replace(":", "_")}`, kind: "area", box: roundBox(box) });
  }
  return regions;
}

/** GeoJSON Polygon / MultiPolygon geometry, as the land dataset ships it. */
export type LandGeometry =
  | { type: "Polygon"; coordinates: number[][][] }
  | { type: "MultiPolygon"; coordinates: number[][][][] };

function ringsOf(geometry: LandGeometry): Ring[] {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  return polygons.flat().map((ring) => ring.map(([lng, lat]) => [lng, lat] as LngLat));
}

/** Clip every land ring to each planned box, simplify to the box's detail, drop specks, encode. */
export function buildBasemap(geometries: readonly LandGeometry[], plan: readonly PlannedRegion[], meta: Omit<BasemapAsset, "regions">): BasemapAsset {
  const rings = geometries.flatMap(ringsOf).map((ring) => ({ ring, bounds: ringBounds(ring) }));
  const regions = plan.map((region) => {
    const detail = DETAIL[region.kind];
    const encoded: string[] = [];
    for (const { ring, bounds } of rings) {
      if (!boxesOverlap(bounds, region.box)) continue;
      const clipped = clipRing(ring, region.box).map(([lng, lat]) => [roundCoord(lng), roundCoord(lat)] as LngLat);
      if (clipped.length < 3 || ringAreaKm2(clipped) < detail.minAreaKm2) continue;
      const simple = simplifyRing([...clipped, clipped[0]], detail.toleranceM).slice(0, -1);
      if (simple.length >= 3) encoded.push(encodeRing(simple));
    }
    return { ...region, rings: encoded };
  });
  // Cells without land stay: they tell the map the sea there is known sea, not missing data.
  return { ...meta, regions };
}
