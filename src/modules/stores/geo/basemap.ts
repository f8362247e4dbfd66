/**
 * The built-in map's land layer (decision 055): pure geometry shared by the generator script
 * (clip to the covered regions, simplify, encode) and the browser (decode, test points, find coast).
 * Coordinates are [lng, lat] pairs, as in GeoJSON.
 */

export type LngLat = readonly [number, number];
export type Ring = readonly LngLat[];

/** A lat/lng rectangle (never crossing the antimeridian: the generator splits regions at ±180). */
export interface GeoBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Coordinates are stored to 1e-5° (about a metre): far finer than the source's detail. */
export const BASEMAP_PRECISION = 1e5;

export function roundCoord(value: number): number {
  return Math.round(value * BASEMAP_PRECISION) / BASEMAP_PRECISION;
}

export function roundBox(box: GeoBox): GeoBox {
  return { south: roundCoord(box.south), west: roundCoord(box.west), north: roundCoord(box.north), east: roundCoord(box.east) };
}

export function boxContains(box: GeoBox, [lng, lat]: LngLat): boolean {
  return lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east;
}

export function boxesOverlap(a: GeoBox, b: GeoBox): boolean {
  return a.west <= b.east && b.west <= a.east && a.south <= b.north && b.south <= a.north;
}

export function ringBounds(ring: Ring): GeoBox {
  let south = Infinity, west = Infinity, north = -Infinity, east = -Infinity;
  for (const [lng, lat] of ring) {
    if (lat < south) south = lat;
    if (lat > north) north = lat;
    if (lng < west) west = lng;
    if (lng > east) east = lng;
  }
  return { south, west, north, east };
}

type Edge = { inside: (p: LngLat) => boolean; cross: (a: LngLat, b: LngLat) => LngLat };

function boxEdges(box: GeoBox): Edge[] {
  const atLng = (lng: number) => (a: LngLat, b: LngLat): LngLat => [lng, a[1] + ((b[1] - a[1]) * (lng - a[0])) / (b[0] - a[0])];
  const atLat = (lat: number) => (a: LngLat, b: LngLat): LngLat => [a[0] + ((b[0] - a[0]) * (lat - a[1])) / (b[1] - a[1]), lat];
  return [
    { inside: (p) => p[0] >= box.west, cross: atLng(box.west) },
    { inside: (p) => p[0] <= box.east, cross: atLng(box.east) },
    { inside: (p) => p[1] >= box.south, cross: atLat(box.south) },
    { inside: (p) => p[1] <= box.north, cross: atLat(box.north) },
  ];
}

/**
 * Sutherland–Hodgman clip of a closed ring to a rectangle. Where land leaves and re-enters the box
 * the result runs along the box edge; those edges are filled but never stroked as coast (isBoxEdge).
 * Returns [] when nothing of the ring is inside.
 */
export function clipRing(ring: Ring, box: GeoBox): LngLat[] {
  let points: LngLat[] = [...ring];
  if (points.length > 1 && points[0][0] === points[points.length - 1][0] && points[0][1] === points[points.length - 1][1]) points.pop();
  for (const edge of boxEdges(box)) {
    if (points.length === 0) break;
    const input = points;
    points = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i];
      const previous = input[(i + input.length - 1) % input.length];
      const curIn = edge.inside(current);
      const prevIn = edge.inside(previous);
      if (curIn) {
        if (!prevIn) points.push(edge.cross(previous, current));
        points.push(current);
      } else if (prevIn) {
        points.push(edge.cross(previous, current));
      }
    }
  }
  return points.length >= 3 ? points : [];
}

/** Whether the edge a→b lies along the rectangle's boundary (a clip artefact, not coast). */
export function isBoxEdge(a: LngLat, b: LngLat, box: GeoBox): boolean {
  return (
    (a[0] === box.west && b[0] === box.west) ||
    (a[0] === box.east && b[0] === box.east) ||
    (a[1] === box.south && b[1] === box.south) ||
    (a[1] === box.north && b[1] === box.north)
  );
}

const METRES_PER_DEGREE = 111_320;

/**
 * Douglas–Peucker on a closed ring, distances in local metres (equirectangular about the ring's
 * latitude: fine at city scale). Points on the clip box stay exact so neighbouring boxes meet.
 */
export function simplifyRing(ring: Ring, toleranceM: number): LngLat[] {
  if (ring.length <= 4 || toleranceM <= 0) return [...ring];
  const midLat = (ringBounds(ring).south + ringBounds(ring).north) / 2;
  const kx = METRES_PER_DEGREE * Math.cos((midLat * Math.PI) / 180);
  const ky = METRES_PER_DEGREE;
  const keep = new Uint8Array(ring.length);
  keep[0] = 1;
  keep[ring.length - 1] = 1;
  // The far point from the start splits the ring in two open runs, so a closed ring is never collapsed.
  let far = 0, farD = -1;
  for (let i = 1; i < ring.length; i++) {
    const d = Math.hypot((ring[i][0] - ring[0][0]) * kx, (ring[i][1] - ring[0][1]) * ky);
    if (d > farD) {
      farD = d;
      far = i;
    }
  }
  keep[far] = 1;
  const stack: Array<[number, number]> = [[0, far], [far, ring.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    const ax = ring[first][0] * kx, ay = ring[first][1] * ky;
    const bx = ring[last][0] * kx, by = ring[last][1] * ky;
    const dx = bx - ax, dy = by - ay;
    const len2 = dx * dx + dy * dy;
    let index = -1, maxD = toleranceM;
    for (let i = first + 1; i < last; i++) {
      const px = ring[i][0] * kx, py = ring[i][1] * ky;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
      const d = Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
      if (d > maxD) {
        maxD = d;
        index = i;
      }
    }
    if (index !== -1) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return ring.filter((_, i) => keep[i] === 1);
}

/** Absolute area in square kilometres (shoelace on local metres), to drop islets too small to see. */
export function ringAreaKm2(ring: Ring): number {
  if (ring.length < 3) return 0;
  const midLat = (ringBounds(ring).south + ringBounds(ring).north) / 2;
  const kx = METRES_PER_DEGREE * Math.cos((midLat * Math.PI) / 180);
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i];
    const b = ring[(i + 1) % ring.length];
    sum += a[0] * kx * b[1] * METRES_PER_DEGREE - b[0] * kx * a[1] * METRES_PER_DEGREE;
  }
  return Math.abs(sum) / 2 / 1e6;
}

/**
 * Delta + zig-zag varint text encoding (5 bits a character, printable ASCII from "?"), the same idea
 * as encoded polylines: a ring of a few hundred points costs about a kilobyte.
 */
export function encodeRing(ring: Ring): string {
  let out = "";
  let prevLng = 0, prevLat = 0;
  const put = (value: number) => {
    let v = value < 0 ? ~(value << 1) : value << 1;
    while (v >= 0x20) {
      out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
      v >>>= 5;
    }
    out += String.fromCharCode(v + 63);
  };
  for (const [lng, lat] of ring) {
    const qLng = Math.round(lng * BASEMAP_PRECISION);
    const qLat = Math.round(lat * BASEMAP_PRECISION);
    put(qLng - prevLng);
    put(qLat - prevLat);
    prevLng = qLng;
    prevLat = qLat;
  }
  return out;
}

export function decodeRing(text: string): LngLat[] {
  const ring: LngLat[] = [];
  let index = 0, lng = 0, lat = 0;
  const take = () => {
    let result = 0, shift = 0, byte: number;
    do {
      byte = text.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < text.length) {
    lng += take();
    lat += take();
    ring.push([lng / BASEMAP_PRECISION, lat / BASEMAP_PRECISION]);
  }
  return ring;
}

/** Even-odd point-in-polygon over all rings (outer rings and holes alike). */
export function isInsideRings(point: LngLat, rings: readonly Ring[]): boolean {
  const [x, y] = point;
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}
