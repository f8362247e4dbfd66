import { describe, expect, it } from "vitest";
import { isPremiumFirst } from "./premium-first";

const p = { isPremium: true };
const b = { isPremium: false };

describe("isPremiumFirst", () => {
  it("passes premium-then-basic, all of one kind, and empty rotations", () => {
    expect(isPremiumFirst([p, p, b])).toBe(true);
    expect(isPremiumFirst([b, b])).toBe(true);
    expect(isPremiumFirst([])).toBe(true);
  });
  it("fails when a basic ad precedes a premium one", () => {
    expect(isPremiumFirst([b, p])).toBe(false);
    expect(isPremiumFirst([p, b, p])).toBe(false);
  });
});
