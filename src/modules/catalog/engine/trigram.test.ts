import { describe, expect, it } from "vitest";
import { similarity, trigramSet, wordSimilarity } from "./trigram";

// Expected values were produced by PostgreSQL 15's pg_trgm on the same inputs.
describe("pg_trgm-compatible trigram similarity", () => {
  it("pads words like pg_trgm", () => {
    expect([...trigramSet("cat")].sort()).toEqual(["  c", " ca", "at ", "cat"]);
    expect(trigramSet("Eggs, eggs!")).toEqual(trigramSet("eggs"));
  });

  it.each([
    ["word", "two words", 0.36363637],
    ["blue top milk 2l", "Anchor Blue Top Milk 2L", 0.7083333],
  ])("similarity(%s, %s) = %f", (a, b, expected) => {
    expect(similarity(a, b)).toBeCloseTo(expected, 6);
  });

  it.each([
    ["word", "two words", 0.8],
    ["milk", "Anchor Blue Top Milk 2L", 1],
    ["yogurt", "Anchor Greek Yoghurt Natural 1kg", 0.5],
    ["tomato", "Tomatoes Loose per kg", 0.85714287],
    ["egg", "Pams Barn Eggs Size 7 12pk", 0.75],
    ["chicken breast", "Tegel Free Range Chicken Breast Fillets 500g", 1],
    ["bannana", "Bananas per kg", 0.625],
    ["abcabc", "xabcabcx abc", 0.75],
  ])("word_similarity(%s, %s) = %f", (a, b, expected) => {
    expect(wordSimilarity(a, b)).toBeCloseTo(expected, 6);
  });

  it("is zero for empty input", () => {
    expect(similarity("", "milk")).toBe(0);
    expect(wordSimilarity("milk", "")).toBe(0);
  });
});
