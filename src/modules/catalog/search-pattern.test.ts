import { describe, expect, it } from "vitest";
import { likeMatches, searchFinds, searchPattern } from "./search-pattern";

describe("likeMatches mirrors PostgreSQL LIKE for search patterns", () => {
  it.each([
    ["%milk%", "anchor blue top milk 2l", true],
    ["%milk%", "anchor blue top mil", false],
    ["%k_cup%", "green mountain k-cup pods", true],
    ["%k_cup%", "k  cup", false],
    ["%100\\%\\_juice%", "just 100%_juice", true],
    ["%100\\%\\_juice%", "just 100 juice", false],
    ["%strawberr%", "fresh strawberries 250g", true],
    ["%a.b%", "axb", false],
  ])("%s on %s → %s", (pattern, text, expected) => {
    expect(likeMatches(pattern, text)).toBe(expected);
  });
});

describe("searchFinds is the catalogue search's test for one product", () => {
  it("matches the lower-cased name by substring or the generic name exactly", () => {
    expect(searchFinds(["milk"], { name: "Anchor Blue Top MILK 2L", genericName: null })).toBe(true);
    expect(searchFinds(["Milk "], { name: "Farmhouse Whole 2L", genericName: "milk" })).toBe(true);
    expect(searchFinds(["milk"], { name: "Farmhouse Whole 2L", genericName: "whole milk" })).toBe(false);
    expect(searchFinds([searchPattern("loaf").slice(1, -1)], { name: "Vogel's Loaves", genericName: null })).toBe(true);
  });
});
