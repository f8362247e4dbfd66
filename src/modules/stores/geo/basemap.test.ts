import { describe, expect, it } from "vitest";
import { clipRing, decodeRing, encodeRing, isBoxEdge, isInsideRings, ringAreaKm2, simplifyRing, type LngLat } from "./basemap";
import { planRegions } from "./basemap-build";

const BOX = { south: 0, west: 0, north: 10, east: 10 };

describe("basemap geometry", () => {
  it("clips a ring to the box, keeping the inside and running along the edge where it leaves", () => {
    const square: LngLat[] = [[-5, 2], [5, 2], [5, 8], [-5, 8]];
    const clipped = clipRing(square, BOX);
    expect(clipped).toHaveLength(4);
    expect(clipped.every(([x, y]) => x >= 0 && x <= 10 && y >= 0 && y <= 10)).toBe(true);
    expect(clipped).toEqual(expect.arrayContaining([[0, 2], [5, 2], [5, 8], [0, 8]]));
    // The clipped side on the box's west edge is not coast; the others are.
    const edges = clipped.map((p, i) => isBoxEdge(p, clipped[(i + 1) % clipped.length], BOX));
    expect(edges.filter(Boolean)).toHaveLength(1);
  });

  it("drops a ring wholly outside the box and keeps one wholly inside unchanged", () => {
    expect(clipRing([[20, 20], [30, 20], [30, 30]], BOX)).toEqual([]);
    const inside: LngLat[] = [[1, 1], [4, 1], [4, 4]];
    expect(clipRing(inside, BOX)).toEqual(inside);
  });

  it("encodes and decodes rings to 1e-5 degrees", () => {
    const ring: LngLat[] = [[174.76333, -36.84846], [174.7701, -36.85], [-122.33207, 47.60621], [0, 0]];
    expect(decodeRing(encodeRing(ring))).toEqual(ring);
  });

  it("simplifies away points within the tolerance but keeps the shape's corners", () => {
    const wobbly: LngLat[] = [[0, 0], [0.005, 0.00001], [0.01, 0], [0.01, 0.01], [0, 0.01], [0, 0]];
    const simple = simplifyRing(wobbly, 50);
    expect(simple).not.toContainEqual([0.005, 0.00001]);
    expect(simple).toEqual(expect.arrayContaining([[0.01, 0], [0.01, 0.01], [0, 0.01]]));
    expect(ringAreaKm2(simple)).toBeCloseTo(ringAreaKm2(wobbly), 1);
  });

  it("tells inside from outside with holes (even-odd)", () => {
    const outer: LngLat[] = [[0, 0], [10, 0], [10, 10], [0, 10]];
    const lake: LngLat[] = [[4, 4], [6, 4], [6, 6], [4, 6]];
    expect(isInsideRings([2, 2], [outer, lake])).toBe(true);
    expect(isInsideRings([5, 5], [outer, lake])).toBe(false);
    expect(isInsideRings([12, 5], [outer, lake])).toBe(false);
  });

  it("plans a metro box around each city's suburbs and coarse cells around other places", () => {
    const regions = planRegions([
      { name: "Ponsonby", lat: -36.85, lng: 174.74, city: "Auckland" },
      { name: "Howick", lat: -36.9, lng: 174.93, city: "Auckland" },
      { name: "Gisborne", lat: -38.66, lng: 178.02 },
      { name: "Waitangi", lat: -43.95, lng: 179.8 },
    ]);
    const metro = regions.find((r) => r.id === "metro-auckland")!;
    expect(metro.box).toEqual({ south: -37.05, west: 174.59, north: -36.7, east: 175.08 });
    const cells = regions.filter((r) => r.kind === "area");
    expect(cells.some((c) => c.box.south <= -38.66 && c.box.north >= -38.66 && c.box.west <= 178.02 && c.box.east >= 178.02)).toBe(true);
    // A place by the antimeridian gets the cell up to 180° and none beyond it.
    expect(cells.every((c) => c.box.west >= -180 && c.box.east <= 180)).toBe(true);
  });
});
