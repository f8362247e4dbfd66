import { describe, expect, it } from "vitest";
import { getGazetteerEntries } from "../../gazetteer";
import { boxContains, clipRing, decodeRing, encodeRing, isInsideRings, type LngLat } from "../../geo/basemap";
import type { BasemapAsset } from "../../geo/basemap-build";
import asset from "./basemap.generated.json";
import { detailLevel, indexBasemap, pathsFor, placeRegions, REF_ZOOM } from "./basemap-paths";

const basemap = asset as BasemapAsset;
const region = (id: string) => basemap.regions.find((r) => r.id === id)!;
const view = (id: string) => indexBasemap(basemap).find((r) => r.id === id)!;
const isLand = (id: string, lat: number, lng: number) => {
  const r = region(id);
  const point: LngLat = [lng, lat];
  expect(boxContains(r.box, point)).toBe(true);
  return isInsideRings(point, r.rings.map(decodeRing));
};

describe("the shipped basemap (basemap.generated.json)", () => {
  it("has a detailed box for each city the gazetteer has suburbs for, holding all its suburbs", () => {
    const suburbs = getGazetteerEntries().filter((e) => e.city);
    const cities = [...new Set(suburbs.map((e) => e.city!))];
    expect(cities).toEqual(expect.arrayContaining(["Auckland", "Sydney", "Seattle"]));
    for (const e of suburbs) {
      const id = `metro-${e.city!.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
      expect(boxContains(region(id).box, [e.lng, e.lat]), `${e.name} in ${id}`).toBe(true);
    }
  });

  it("knows land from sea on the coasts of Auckland, Sydney and Seattle", () => {
    expect(isLand("metro-auckland", -36.8485, 174.7633)).toBe(true); // Auckland CBD
    expect(isLand("metro-auckland", -36.877, 174.764)).toBe(true); // Mt Eden
    expect(isLand("metro-auckland", -36.8, 174.95)).toBe(false); // Hauraki Gulf, off Musick Point
    expect(isLand("metro-auckland", -36.98, 174.7)).toBe(false); // Manukau Harbour
    expect(isLand("metro-auckland", -36.83, 174.75)).toBe(false); // Waitematā Harbour
    expect(isLand("metro-sydney", -33.8688, 151.2093)).toBe(true); // Sydney CBD
    expect(isLand("metro-sydney", -33.815, 151.0)).toBe(true); // Parramatta
    expect(isLand("metro-sydney", -33.9, 151.35)).toBe(false); // Tasman Sea off Bondi
    expect(isLand("metro-sydney", -33.85, 151.26)).toBe(false); // Sydney Harbour inside the Heads
    expect(isLand("metro-sydney", -34.0, 151.2)).toBe(false); // Botany Bay
    expect(isLand("metro-seattle", 47.6062, -122.3321)).toBe(true); // downtown Seattle
    expect(isLand("metro-seattle", 47.6, -122.45)).toBe(false); // Puget Sound off Alki
    expect(isLand("metro-seattle", 47.64, -122.26)).toBe(false); // Lake Washington (a hole in the land)
  });

  it("covers every gazetteer place with a box, and nine in ten suburbs fall on land (the source coast is ~1 km coarse)", () => {
    const entries = getGazetteerEntries();
    for (const e of entries) {
      expect(basemap.regions.some((r) => boxContains(r.box, [e.lng, e.lat])), e.name).toBe(true);
    }
    const suburbs = entries.filter((e) => e.city);
    const onLand = suburbs.filter((e) => {
      const r = basemap.regions.find((x) => x.kind === "metro" && boxContains(x.box, [e.lng, e.lat]))!;
      return isInsideRings([e.lng, e.lat], r.rings.map(decodeRing));
    });
    expect(onLand.length / suburbs.length).toBeGreaterThan(0.9);
  });

  it("stays small: under 40 kB per metro region and 250 kB in all", () => {
    for (const r of basemap.regions.filter((x) => x.kind === "metro")) expect(JSON.stringify(r).length, r.id).toBeLessThan(40_000);
    expect(JSON.stringify(basemap).length).toBeLessThan(250_000);
  });

  it("projects a region so its box lands where the markers' projection puts it", () => {
    const auckland = view("metro-auckland");
    const center = { lat: -36.8485, lng: 174.7633 };
    const [placed] = placeRegions([auckland], center, 13, 640, 400);
    expect(placed.transform).toMatch(new RegExp(`scale\\(${2 ** (13 - REF_ZOOM)}\\)`));
    // The CBD is in the box, so the box straddles the canvas centre.
    expect(placed.rect.x).toBeLessThan(320);
    expect(placed.rect.x + placed.rect.width).toBeGreaterThan(320);
    expect(placed.rect.y).toBeLessThan(200);
    expect(placed.rect.y + placed.rect.height).toBeGreaterThan(200);
    // Far away (Seattle), Auckland is not drawn at all.
    expect(placeRegions([auckland], { lat: 47.6, lng: -122.3 }, 13, 640, 400)).toEqual([]);
  });

  it("draws no coast along a box's clipped edges", () => {
    // A square of land wider than the box: filled to the box, but no coast is drawn along the box.
    const box = { south: -1, west: -1, north: 1, east: 1 };
    const island = { id: "t", kind: "metro" as const, box, rings: [encodeRing(clipRing([[-2, -0.5], [0.5, -0.5], [0.5, 0.5], [-2, 0.5]], box))] };
    const paths = pathsFor(indexBasemap({ attribution: "", source: "", regions: [island] })[0], 0);
    expect(paths.fill.match(/[ML]/g)).toHaveLength(4);
    // Three real coast edges in one run (the west edge is the box's), not four.
    expect(paths.coast.match(/M/g)).toHaveLength(1);
    expect(paths.coast.match(/L/g)).toHaveLength(3);
  });

  it("draws coarser land when a whole country is in view, and no metro detail there", () => {
    const cells = indexBasemap(basemap).filter((r) => r.kind === "area");
    const detailed = cells.reduce((n, r) => n + pathsFor(r, detailLevel(9)).fill.length, 0);
    const overview = cells.reduce((n, r) => n + pathsFor(r, detailLevel(4)).fill.length, 0);
    expect(overview).toBeLessThan(detailed / 3);
    const placed = placeRegions(indexBasemap(basemap), { lat: -41, lng: 174 }, 5, 640, 400);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.every((p) => p.region.kind === "area")).toBe(true);
  });
});
