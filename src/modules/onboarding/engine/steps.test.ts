import { describe, expect, it } from "vitest";
import { advance, clampStep, describeStep, goBack } from "./steps";

describe("onboarding steps", () => {
  it("Back is disabled only on the first of three slides", () => {
    expect([0, 1, 2].map((i) => describeStep(i, 3).canGoBack)).toEqual([false, true, true]);
  });
  it("the last slide's button reads Get Started", () => {
    expect([0, 1, 2].map((i) => describeStep(i, 3).primaryLabel)).toEqual(["Next", "Next", "Get Started"]);
  });
  it("Next walks forward and finishes after the last slide", () => {
    expect(advance(0, 3)).toBe(1);
    expect(advance(1, 3)).toBe(2);
    expect(advance(2, 3)).toBe("finish");
  });
  it("Back never goes before the first slide", () => {
    expect(goBack(2, 3)).toBe(1);
    expect(goBack(0, 3)).toBe(0);
  });
  it("clamps out-of-range indexes", () => {
    expect(clampStep(-4, 3)).toBe(0);
    expect(clampStep(7, 3)).toBe(2);
    expect(clampStep(1, 0)).toBe(0);
  });
});
