import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_MAP_CENTER,
  boundingBox,
  destinationPoint,
  haversineKm,
  isInBoundingBox,
  isOnPlane,
  isWithinRadius,
  kmToMiles,
  metresPerPixel,
  normaliseLng,
  projectToPlane,
  ringRadiusPx,
  roundDistance,
  sameMarkerPosition,
  unprojectFromPlane,
  zoomToFit,
} from "./index";

const SYDNEY = { lat: -33.8688, lng: 151.2093 };
const MELBOURNE = { lat: -37.8136, lng: 144.9631 };
const AUCKLAND = { lat: -36.8485, lng: 174.7633 };
const WELLINGTON = { lat: -41.2865, lng: 174.7762 };

describe("haversineKm", () => {
  it("measures one degree of longitude at the equator", () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111.195, 2);
  });

  it("matches known city distances", () => {
    expect(haversineKm(SYDNEY, MELBOURNE)).toBeGreaterThan(710);
    expect(haversineKm(SYDNEY, MELBOURNE)).toBeLessThan(716);
    expect(haversineKm(AUCKLAND, WELLINGTON)).toBeGreaterThan(490);
    expect(haversineKm(AUCKLAND, WELLINGTON)).toBeLessThan(496);
  });

  it("is symmetric, zero for the same point, and handles the antimeridian and antipodes", () => {
    expect(haversineKm(SYDNEY, SYDNEY)).toBe(0);
    expect(haversineKm(SYDNEY, AUCKLAND)).toBeCloseTo(haversineKm(AUCKLAND, SYDNEY), 9);
    expect(haversineKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.195, 2);
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 1);
  });
});

describe("unit helpers", () => {
  it("converts km to miles with the spec's factor", () => {
    expect(kmToMiles(1)).toBe(0.621371);
    expect(roundDistance(kmToMiles(30))).toBe(18.6);
  });

  it("rounds distances half away from zero", () => {
    expect(roundDistance(2.25)).toBe(2.3);
    expect(roundDistance(2.24)).toBe(2.2);
    expect(roundDistance(1.005, 2)).toBe(1.01);
    expect(roundDistance(-2.25)).toBe(-2.3);
    expect(roundDistance(0)).toBe(0);
    expect(roundDistance(12.3456, 0)).toBe(12);
  });

  it("normalises longitudes", () => {
    expect(normaliseLng(190)).toBe(-170);
    expect(normaliseLng(-190)).toBe(170);
    expect(normaliseLng(180)).toBe(180);
    expect(normaliseLng(45)).toBe(45);
  });

  it("matches marker positions within 0.0001°", () => {
    expect(sameMarkerPosition(SYDNEY, { lat: SYDNEY.lat + 0.0001, lng: SYDNEY.lng - 0.0001 })).toBe(true);
    expect(sameMarkerPosition(SYDNEY, { lat: SYDNEY.lat + 0.00011, lng: SYDNEY.lng })).toBe(false);
  });
});

describe("radius boundary", () => {
  it("includes a store 29.9 km away and excludes one 30.1 km away, in every direction", () => {
    for (const bearing of [0, 90, 180, 270, 45]) {
      expect(isWithinRadius(SYDNEY, destinationPoint(SYDNEY, bearing, 29.9), 30)).toBe(true);
      expect(isWithinRadius(SYDNEY, destinationPoint(SYDNEY, bearing, 30.1), 30)).toBe(false);
    }
  });

  it("destinationPoint lands at the requested distance", () => {
    const p = destinationPoint(AUCKLAND, 123, 17.5);
    expect(haversineKm(AUCKLAND, p)).toBeCloseTo(17.5, 6);
  });
});

describe("boundingBox", () => {
  it("has the expected deltas for 30 km around Sydney", () => {
    const box = boundingBox(SYDNEY, 30);
    expect(box.latDelta).toBeCloseTo(0.2698, 3);
    expect(box.lngDelta).toBeGreaterThan(0.2698 / Math.cos((33.87 * Math.PI) / 180) - 0.001);
    expect(box.crossesAntimeridian).toBe(false);
    expect(box.lngRanges).toHaveLength(1);
  });

  it("excludes points outside the box, like one 31 km north", () => {
    const box = boundingBox(SYDNEY, 30);
    expect(isInBoundingBox(box, destinationPoint(SYDNEY, 0, 31))).toBe(false);
    expect(isInBoundingBox(box, destinationPoint(SYDNEY, 0, 29))).toBe(true);
  });

  it("splits into two longitude ranges across the antimeridian", () => {
    const chatham = { lat: -44.0, lng: -176.55 };
    const box = boundingBox({ lat: -44.0, lng: 179.9 }, 50);
    expect(box.crossesAntimeridian).toBe(true);
    expect(box.minLng).toBeGreaterThan(box.maxLng);
    expect(box.lngRanges).toHaveLength(2);
    expect(isInBoundingBox(box, { lat: -44.0, lng: -179.8 })).toBe(true);
    expect(isInBoundingBox(box, chatham)).toBe(false);
  });

  it("covers every longitude when the circle reaches a pole", () => {
    const box = boundingBox({ lat: 89.9, lng: 10 }, 30);
    expect(box.maxLat).toBe(90);
    expect(box.lngRanges).toEqual([[-180, 180]]);
  });

  it("contains every point within the radius (property)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 0.1, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (lat, lng, radius, bearing, fraction) => {
          const center = { lat, lng };
          const point = destinationPoint(center, bearing, radius * fraction);
          return isInBoundingBox(boundingBox(center, radius), point);
        },
      ),
      { seed: 42, numRuns: 500 },
    );
  });
});

describe("projection", () => {
  const W = 400;
  const H = 300;

  it("puts the centre in the middle of the canvas", () => {
    expect(projectToPlane(SYDNEY, SYDNEY, 13, W, H)).toEqual({ x: 200, y: 150 });
  });

  it("places north up and east right", () => {
    const north = projectToPlane(SYDNEY, destinationPoint(SYDNEY, 0, 1), 13, W, H);
    const east = projectToPlane(SYDNEY, destinationPoint(SYDNEY, 90, 1), 13, W, H);
    expect(north.y).toBeLessThan(150);
    expect(east.x).toBeGreaterThan(200);
  });

  it("round-trips through the inverse", () => {
    for (const point of [MELBOURNE, destinationPoint(SYDNEY, 200, 12), { lat: -33.9, lng: 151.1 }]) {
      const pixel = projectToPlane(SYDNEY, point, 10, W, H);
      const back = unprojectFromPlane(SYDNEY, pixel, 10, W, H);
      expect(back.lat).toBeCloseTo(point.lat, 9);
      expect(back.lng).toBeCloseTo(point.lng, 9);
    }
  });

  it("draws a point across the antimeridian nearby", () => {
    const east = projectToPlane({ lat: -44, lng: 179.9 }, { lat: -44, lng: -179.9 }, 10, W, H);
    expect(east.x).toBeGreaterThan(200);
    expect(east.x - 200).toBeLessThan(256 * 2 ** 10 * (0.25 / 360));
  });

  it("scales distance rings consistently with projected distances", () => {
    const ring = ringRadiusPx(SYDNEY, 5, 13);
    const edge = projectToPlane(SYDNEY, destinationPoint(SYDNEY, 90, 5), 13, W, H);
    expect(Math.abs(edge.x - 200 - ring) / ring).toBeLessThan(0.01);
    expect(metresPerPixel(0, 0)).toBeCloseTo(156543.03, 1);
  });

  it("finds a zoom where a 30 km ring fits", () => {
    const zoom = zoomToFit(SYDNEY, 30, W, H);
    expect(ringRadiusPx(SYDNEY, 30, zoom)).toBeLessThanOrEqual(H / 2 - 16);
    expect(ringRadiusPx(SYDNEY, 30, zoom + 1)).toBeGreaterThan(H / 2 - 16);
    expect(isOnPlane(projectToPlane(DEFAULT_MAP_CENTER, destinationPoint(SYDNEY, 0, 29), zoom, W, H), W, H)).toBe(true);
  });
});
