import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, newRedemptionCode, REDEMPTION_CODE_PATTERN } from "./redemption-code";

describe("newRedemptionCode", () => {
  it("has the CW-XXXXX-XXXXX shape from the look-alike-free alphabet", () => {
    for (let i = 0; i < 200; i++) expect(newRedemptionCode()).toMatch(REDEMPTION_CODE_PATTERN);
    expect(CODE_ALPHABET).not.toMatch(/[01ILOU]/);
  });

  it("fits the 16-character column and does not repeat in 10,000 draws", () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => newRedemptionCode()));
    expect(codes.size).toBe(10_000);
    for (const c of codes) expect(c.length).toBeLessThanOrEqual(16);
  });

  it("rejects biased bytes instead of folding them onto the alphabet", () => {
    // 255 is above the largest multiple of 30 below 256 (240), so it must be skipped.
    let call = 0;
    const code = newRedemptionCode((b) => b.fill(call++ === 0 ? 255 : 0));
    expect(code).toBe("CW-AAAAA-AAAAA");
  });
});
