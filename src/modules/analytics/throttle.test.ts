import { describe, expect, it } from "vitest";
import { SlidingWindowCounter } from "./throttle";

describe("SlidingWindowCounter", () => {
  it("allows up to the limit per key within the window", () => {
    const c = new SlidingWindowCounter(10, 60_000);
    expect(c.take("a", 6, 0)).toBe(true);
    expect(c.take("a", 4, 1000)).toBe(true);
    expect(c.take("a", 1, 2000)).toBe(false);
    expect(c.take("b", 10, 2000)).toBe(true);
  });
  it("frees capacity as the window slides and resets after two windows", () => {
    const c = new SlidingWindowCounter(10, 60_000);
    expect(c.take("a", 10, 0)).toBe(true);
    expect(c.take("a", 1, 30_000)).toBe(false);
    // Half-way into the next window half of the previous count still weighs in.
    expect(c.take("a", 5, 90_000)).toBe(true);
    expect(c.take("a", 1, 90_000)).toBe(false);
    expect(c.take("a", 10, 200_000)).toBe(true);
  });
});
