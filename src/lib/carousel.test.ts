import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { stepIndex, swipeStep, wrapIndex } from "./carousel";

describe("wrapIndex", () => {
  it("wraps past either end", () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
  });
  it("is 0 for an empty carousel", () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
  it("always lands inside the range", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 20 }), (i, n) => {
        const w = wrapIndex(i, n);
        return w >= 0 && w < n && (w - i) % n === 0;
      }),
    );
  });
});

describe("stepIndex", () => {
  it("steps forward and back with wrap-around", () => {
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(0, -1, 4)).toBe(3);
    expect(stepIndex(1, 1, 4)).toBe(2);
  });
  it("a step forward then back returns to the start", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 10 }), (i, n) => stepIndex(stepIndex(i % n, 1, n), -1, n) === i % n));
  });
});

describe("swipeStep", () => {
  it("ignores movements up to the 50 px threshold", () => {
    expect(swipeStep(50)).toBe(0);
    expect(swipeStep(-50)).toBe(0);
    expect(swipeStep(0)).toBe(0);
  });
  it("a left swipe goes to the next slide, a right swipe to the previous", () => {
    expect(swipeStep(-51)).toBe(1);
    expect(swipeStep(120)).toBe(-1);
  });
  it("honours a custom threshold", () => {
    expect(swipeStep(-30, 20)).toBe(1);
    expect(swipeStep(-30, 40)).toBe(0);
  });
});
