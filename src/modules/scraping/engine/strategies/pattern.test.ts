import { describe, expect, it } from "vitest";
import { PATTERN_INPUT_LIMIT, compileProductPattern, extractWithPattern } from "./pattern";

describe("pattern strategy on RE2 (R-29)", () => {
  it("answers (a+)+$ against 50,000 characters in under 100 ms", () => {
    const re = compileProductPattern("(?<name>(a+)+$)(?<price>)");
    const input = `${"a".repeat(50_000)}!`;
    const start = performance.now();
    const result = extractWithPattern(input, "https://a.example/", re);
    const elapsed = performance.now() - start;
    expect(result.products).toEqual([]);
    expect(elapsed).toBeLessThan(100);
  });

  it("refuses backreferences (RE2 has none)", () => {
    expect(() => compileProductPattern("(?<name>\\w)\\1")).toThrow(/not a valid RE2 expression/);
  });

  it("searches at most the first 1 MB of a page and says so", () => {
    const page = `${"x".repeat(PATTERN_INPUT_LIMIT)}<b>Late</b><i>$1.00</i>`;
    const result = extractWithPattern(page, "https://a.example/", "<b>(?<name>[^<]+)</b><i>(?<price>[^<]+)</i>");
    expect(result).toEqual({ products: [], truncated: true });
  });

  it("does not loop on a pattern that matches the empty string", () => {
    const result = extractWithPattern("abc", "https://a.example/", "(?<name>x*)(?<price>y*)");
    expect(result.products.length).toBeLessThanOrEqual(4);
  });
});
