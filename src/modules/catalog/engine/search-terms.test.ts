import { describe, expect, it } from "vitest";
import { candidateSearchTerms, MATCH_WORD_SIMILARITY_THRESHOLD } from "./search-terms";
import { wordSimilarity } from "./trigram";

const passes = (query: string, name: string) =>
  candidateSearchTerms(query).some((t) => wordSimilarity(t, name.toLowerCase()) >= MATCH_WORD_SIMILARITY_THRESHOLD);

describe("candidateSearchTerms", () => {
  it("searches the head noun in the spellings shops use", () => {
    expect(candidateSearchTerms("yogurt")).toEqual(expect.arrayContaining(["yogurt", "yoghurt"]));
    expect(candidateSearchTerms("ground beef 500g")).toEqual(expect.arrayContaining(["mince", "ground beef"]));
    expect(candidateSearchTerms("pasta")).toEqual(expect.arrayContaining(["spaghetti", "penne"]));
  });

  it("lets the acceptable products through the trigram prefilter and keeps unrelated ones out", () => {
    expect(passes("2L milk", "Anchor Blue Top Milk 2L")).toBe(true);
    expect(passes("tomatoes", "Tomatoes Loose per kg")).toBe(true);
    expect(passes("yogurt", "Anchor Greek Yoghurt Natural 1kg")).toBe(true);
    expect(passes("bannanas", "Bananas per kg")).toBe(true);
    expect(passes("ground beef", "Beef Mince per kg")).toBe(true);
    expect(passes("Anchor blue top", "Anchor Blue Top Milk 2L")).toBe(true);
    expect(passes("milk", "Chelsea White Sugar 1.5kg")).toBe(false);
  });
});
