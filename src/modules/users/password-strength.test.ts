import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { passwordStrength, strengthLabel } from "./password-strength";

const ALL_HINTS = ["Use at least 8 characters", "Add lowercase letters", "Add uppercase letters", "Add numbers", "Add special characters"];

describe("password strength (0–6)", () => {
  it("scores the empty password 0 with every hint", () => {
    expect(passwordStrength("")).toEqual({ score: 0, hints: ALL_HINTS });
  });

  it.each([
    ["a", 1, ["Use at least 8 characters", "Add uppercase letters", "Add numbers", "Add special characters"]],
    ["A1", 2, ["Use at least 8 characters", "Add lowercase letters", "Add special characters"]],
    ["abcdefgh", 2, ["Add uppercase letters", "Add numbers", "Add special characters"]],
    ["Abcdefg1", 4, ["Add special characters"]],
    ["Abcdef1!", 5, []],
    ["Abcdefghij1!", 6, []],
    ["abcdefghijkl", 3, ["Add uppercase letters", "Add numbers", "Add special characters"]],
  ])("%j scores %i", (pw, score, hints) => {
    expect(passwordStrength(pw)).toEqual({ score, hints });
  });

  it("gives the sixth point for 12+ characters without a hint of its own", () => {
    expect(passwordStrength("Abcdefghij1")).toEqual({ score: 4, hints: ["Add special characters"] }); // 11 characters
    expect(passwordStrength("Abcdefghijk1")).toEqual({ score: 5, hints: ["Add special characters"] }); // 12 characters
  });

  it("always stays within 0..6 and one point is lost per hint (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (pw) => {
        const { score, hints } = passwordStrength(pw);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(6);
        const lengthPoint = pw.length >= 12 ? 1 : 0;
        expect(score).toBe(5 - hints.length + lengthPoint);
      }),
    );
  });

  it("labels scores", () => {
    expect([0, 2, 3, 4, 5, 6].map(strengthLabel)).toEqual(["Weak", "Weak", "Fair", "Fair", "Good", "Strong"]);
  });
});
