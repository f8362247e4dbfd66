import { describe, expect, it } from "vitest";
import { RECOMMENDED_PREPROCESS } from "./ocr-params";
import {
  adaptiveThreshold, downsample, estimateLinePitch, estimateSkewDegrees, findPaperRegion, flattenIllumination, isolatePaper, otsuThreshold,
  type GreyImage,
} from "./image-ops";

function image(width: number, height: number, fn: (x: number, y: number) => number): GreyImage {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = Math.max(0, Math.min(255, Math.round(fn(x, y))));
  return { data, width, height };
}

/** Text-like rows: dark "words" 12 px tall every `pitch` px, rotated by `degrees` about the centre. */
function textBlock(width: number, height: number, pitch: number, degrees: number, paper = 240): GreyImage {
  const t = (degrees * Math.PI) / 180;
  const cx = width / 2;
  const cy = height / 2;
  return image(width, height, (x, y) => {
    const u = (x - cx) * Math.cos(t) + (y - cy) * Math.sin(t) + cx;
    const v = -(x - cx) * Math.sin(t) + (y - cy) * Math.cos(t) + cy;
    const inRow = ((v % pitch) + pitch) % pitch < 12;
    const inWord = u > 20 && u < width - 20 && Math.floor(u / 9) % 7 !== 0 && Math.floor(u / 3) % 3 !== 0;
    return inRow && inWord ? 30 : paper;
  });
}

describe("adaptiveThreshold", () => {
  it("separates ink from paper under a strong lighting gradient", () => {
    const img = image(200, 100, (x, y) => {
      const light = 120 + x * 0.6;
      return (x % 40 < 6 && y > 20 && y < 80) ? light * 0.4 : light;
    });
    const bin = adaptiveThreshold(img, 31, 0.15);
    expect(bin.data[50 * 200 + 2]).toBe(0);
    expect(bin.data[50 * 200 + 162]).toBe(0);
    expect(bin.data[50 * 200 + 20]).toBe(255);
    expect(bin.data[50 * 200 + 190]).toBe(255);
  });
});

describe("estimateSkewDegrees", () => {
  it.each([0, 2.5, -3, 6])("recovers a %d° rotation", (degrees) => {
    expect(estimateSkewDegrees(textBlock(600, 500, 30, degrees))).toBeCloseTo(degrees, 0);
  });

  it("recovers a slip photographed at 13° within the recommended search range, which the spec's 10° misses", () => {
    const tilted = textBlock(600, 500, 30, -13);
    expect(estimateSkewDegrees(tilted, RECOMMENDED_PREPROCESS.maxSkewDegrees)).toBeCloseTo(-13, 0);
    expect(Math.abs(estimateSkewDegrees(tilted, 10))).toBeLessThanOrEqual(10.5);
  });

  it("returns 0 for a blank page", () => {
    expect(estimateSkewDegrees(image(300, 300, () => 250))).toBe(0);
  });
});

describe("estimateLinePitch", () => {
  it.each([24, 31, 45])("measures a %d px line pitch", (pitch) => {
    expect(Math.abs(estimateLinePitch(textBlock(500, 700, pitch, 0)) - pitch)).toBeLessThanOrEqual(1);
  });

  it("returns 0 without periodic text", () => {
    expect(estimateLinePitch(image(200, 300, () => 255))).toBe(0);
  });
});

describe("paper isolation", () => {
  const photo = () => image(400, 600, (x, y) => {
    const onPaper = x > 80 && x < 320 && y > 60 && y < 540;
    if (!onPaper) return 90 + 20 * Math.sin(x * 0.05);
    const shade = 240 - (x - 80) * 0.25;
    return (y % 20 < 6 && x > 100 && x < 300) ? 40 : shade;
  });

  it("finds the slip on a darker, textured table and crops to it", () => {
    const region = findPaperRegion(photo());
    expect(region).not.toBeNull();
    if (!region) return;
    expect(region.left).toBeGreaterThanOrEqual(60);
    expect(region.left).toBeLessThanOrEqual(90);
    expect(region.right).toBeGreaterThanOrEqual(310);
    expect(region.right).toBeLessThanOrEqual(340);
    const cropped = isolatePaper(photo(), region);
    expect(cropped.width).toBe(region.right - region.left);
    expect(cropped.height).toBe(region.bottom - region.top);
  });

  it("leaves a flat scan alone", () => {
    expect(findPaperRegion(image(300, 400, (x, y) => (y % 20 < 5 && x > 20 && x < 280 ? 20 : 250)))).toBeNull();
  });
});

describe("flattenIllumination", () => {
  it("maps shaded paper to near white and keeps ink dark", () => {
    const img = image(300, 200, (x, y) => {
      const light = 250 - x * 0.4;
      return y % 25 < 5 && x % 10 < 5 ? light * 0.3 : light;
    });
    const flat = flattenIllumination(img, 20);
    expect(flat.data[12 * 300 + 20]).toBeGreaterThan(235);
    expect(flat.data[12 * 300 + 280]).toBeGreaterThan(235);
    expect(flat.data[1 * 300 + 282]).toBeLessThan(120);
  });
});

describe("otsuThreshold and downsample", () => {
  it("splits a bimodal histogram between its modes", () => {
    const t = otsuThreshold(image(100, 10, (x) => (x < 30 ? 40 : 210)));
    expect(t).toBeGreaterThanOrEqual(40);
    expect(t).toBeLessThan(210);
  });

  it("averages blocks", () => {
    const small = downsample(image(4, 4, (x) => (x < 2 ? 0 : 200)), 2);
    expect(Array.from(small.data)).toEqual([0, 200, 0, 200]);
  });
});
