import { describe, expect, it } from "vitest";
import { formatDuration, statusTone, validationProgress } from "./format";

describe("scraping admin formats", () => {
  it("shows durations under a second in ms, otherwise seconds with one decimal", () => {
    expect(formatDuration(0)).toBe("0ms");
    expect(formatDuration(999)).toBe("999ms");
    expect(formatDuration(1000)).toBe("1.0s");
    expect(formatDuration(1549)).toBe("1.5s");
    expect(formatDuration(12_345)).toBe("12.3s");
    expect(formatDuration(null)).toBe("—");
  });
  it("maps scrape status to the spec's three colours", () => {
    expect(statusTone("active")).toBe("active");
    expect(statusTone("failed")).toBe("failed");
    expect(statusTone("pending")).toBe("pending");
    expect(statusTone("anything")).toBe("pending");
  });
  it("advances validation progress in 12.5 % steps", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => validationProgress(n, 8))).toEqual([0, 12.5, 25, 37.5, 50, 62.5, 75, 87.5, 100]);
  });
});
