import { describe, expect, it } from "vitest";
import { engineProgress } from "./engine-progress";

describe("engineProgress", () => {
  it("folds tesseract.js start-up steps into one rising initialising bar", () => {
    const steps: [string, number][] = [
      ["loading tesseract core", 0], ["loading tesseract core", 1], ["initializing tesseract", 1],
      ["loading language traineddata", 0.5], ["loading language traineddata", 1], ["initializing api", 0], ["initializing api", 1],
    ];
    const percents = steps.map(([s, p]) => engineProgress(s, p));
    expect(percents.every((p) => p?.stage === "initialising")).toBe(true);
    const values = percents.map((p) => p!.percent);
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(100);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });

  it("reports recognition percent and ignores unknown statuses", () => {
    expect(engineProgress("recognizing text", 0.634)).toEqual({ stage: "recognising", percent: 63 });
    expect(engineProgress("recognizing text", Number.NaN)).toEqual({ stage: "recognising", percent: 0 });
    expect(engineProgress("something new", 0.5)).toBeNull();
  });
});
