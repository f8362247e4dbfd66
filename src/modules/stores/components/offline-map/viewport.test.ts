import { describe, expect, it } from "vitest";
import { destinationPoint, haversineKm, projectToPlane } from "../../geo";
import { MAX_ZOOM, MIN_ZOOM, panByPixels, scaleBar, zoomAround } from "./viewport";

const W = 640;
const H = 400;
const AUCKLAND = { lat: -36.8485, lng: 174.7633 };

describe("offline map viewport", () => {
  it("pans so the dragged ground point follows the pointer", () => {
    const view = { center: AUCKLAND, zoom: 13 };
    const store = destinationPoint(AUCKLAND, 60, 2);
    const before = projectToPlane(view.center, store, view.zoom, W, H);
    const moved = panByPixels(view, 40, -25, W, H);
    const after = projectToPlane(moved.center, store, moved.zoom, W, H);
    expect(after.x - before.x).toBeCloseTo(40, 6);
    expect(after.y - before.y).toBeCloseTo(-25, 6);
    expect(moved.zoom).toBe(13);
  });

  it("dragging east moves the centre west", () => {
    const moved = panByPixels({ center: AUCKLAND, zoom: 12 }, 100, 0, W, H);
    expect(moved.center.lng).toBeLessThan(AUCKLAND.lng);
    expect(moved.center.lat).toBeCloseTo(AUCKLAND.lat, 9);
  });

  it("keeps the point under the cursor fixed while zooming", () => {
    const view = { center: AUCKLAND, zoom: 12 };
    const anchor = { x: 500, y: 120 };
    const store = destinationPoint(AUCKLAND, 10, 3);
    const zoomed = zoomAround(view, anchor, 1.5, W, H);
    expect(zoomed.zoom).toBe(13.5);
    // The ground point under the anchor before zooming is still under it afterwards.
    const groundBefore = projectToPlane(view.center, store, view.zoom, W, H);
    const viaAnchor = zoomAround(view, groundBefore, 2, W, H);
    const groundAfter = projectToPlane(viaAnchor.center, store, viaAnchor.zoom, W, H);
    expect(groundAfter.x).toBeCloseTo(groundBefore.x, 4);
    expect(groundAfter.y).toBeCloseTo(groundBefore.y, 4);
  });

  it("zooming about the centre keeps the centre", () => {
    const zoomed = zoomAround({ center: AUCKLAND, zoom: 10 }, { x: W / 2, y: H / 2 }, 1, W, H);
    expect(haversineKm(zoomed.center, AUCKLAND)).toBeLessThan(1e-6);
  });

  it("clamps zoom and leaves the view alone at the limits", () => {
    const top = { center: AUCKLAND, zoom: MAX_ZOOM };
    expect(zoomAround(top, { x: 10, y: 10 }, 1, W, H)).toBe(top);
    expect(zoomAround({ center: AUCKLAND, zoom: MIN_ZOOM + 0.5 }, { x: 320, y: 200 }, -5, W, H).zoom).toBe(MIN_ZOOM);
  });

  it("picks a round scale bar that fits", () => {
    const bar = scaleBar({ center: AUCKLAND, zoom: 13 }, 100);
    expect(bar.px).toBeLessThanOrEqual(100);
    expect(bar.px).toBeGreaterThan(20);
    expect(bar.label).toMatch(/^(1|2|5)(0*)( m| km)$|^(1|2|5|10|20|50) km$/);
    expect(scaleBar({ center: AUCKLAND, zoom: 8 }, 100).label).toMatch(/km$/);
  });
});
