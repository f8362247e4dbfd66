import { describe, expect, it } from "vitest";
import { projectToPlane } from "../../geo";
import { mapChrome, placeLabels, type LabelPlace } from "./place-labels";

const CENTER = { lat: -36.8485, lng: 174.7633 };
const place = (name: string, lat: number, lng: number, kind: LabelPlace["kind"] = "suburb"): LabelPlace => ({ name, lat, lng, kind });

describe("place labels", () => {
  it("keeps the first of two overlapping names and drops the second", () => {
    const labels = placeLabels([place("Auckland CBD", -36.8485, 174.7633), place("Britomart", -36.8443, 174.7676), place("Newmarket", -36.87, 174.777)], CENTER, 11, 640, 400, 1);
    expect(labels.map((l) => l.name)).toEqual(["Auckland CBD", "Newmarket"]);
  });

  it("shows towns before suburbs, and suburbs only from zoom 11", () => {
    const places = [place("Grey Lynn", -36.861, 174.735), place("Auckland", -36.8485, 174.7633, "city")];
    expect(placeLabels(places, CENTER, 10, 640, 400, 1).map((l) => l.name)).toEqual(["Auckland"]);
    expect(placeLabels(places, CENTER, 13, 640, 400, 1).map((l) => l.name)).toEqual(["Auckland", "Grey Lynn"]);
  });

  it("moves a name off a marker standing on its place, and drops names off the canvas", () => {
    const marker = projectToPlane(CENTER, CENTER, 15, 640, 400);
    const [label] = placeLabels([place("Auckland CBD", -36.8485, 174.7633)], CENTER, 15, 640, 400, 1, [marker]);
    expect(label.x).toBeCloseTo(marker.x, 6);
    expect(Math.abs(label.y - marker.y)).toBeGreaterThanOrEqual(18);
    expect(placeLabels([place("Howick", -36.9, 174.93)], CENTER, 15, 640, 400, 1)).toEqual([]);
  });

  it("keeps names out from under the zoom buttons and the scale bar", () => {
    // Devonport sits top right of the CBD at zoom 13: under the zoom buttons on a phone-sized map.
    const devonport = [place("Devonport", -36.8297, 174.7966)];
    expect(placeLabels(devonport, CENTER, 13, 640, 400, 1.8)).toHaveLength(1);
    expect(placeLabels(devonport, CENTER, 13, 640, 400, 1.8, [], mapChrome(640, 400, 1.8))).toEqual([]);
    // On a desktop-sized map the buttons cover less of the canvas: Devonport shows.
    expect(placeLabels(devonport, CENTER, 13, 640, 400, 0.87, [], mapChrome(640, 400, 0.87))).toHaveLength(1);
  });
});
