import { describe, expect, it } from "vitest";
import { generateDemoData } from "@/server/seed/generate";
import { buildPriceBook, loadCases, runCases, summarise } from "../../../../tests/fixtures/matching/evaluate";

// The human-labelled benchmark (tests/fixtures/matching) run over each country's whole catalogue.
const book = buildPriceBook(generateDemoData());

describe("labelled matching set", () => {
  it.each(["cases.json", "holdout-cases.json"] as const)("%s: top-1 precision ≥ 0.9 and recall ≥ 0.8", (file) => {
    const cases = loadCases(file);
    const summary = summarise(file, runCases(file, cases, (c) => book.byCountry.get(c.country) ?? []));
    expect(summary.cases).toBeGreaterThan(100);
    expect(summary.precision).toBeGreaterThanOrEqual(0.9);
    expect(summary.recall).toBeGreaterThanOrEqual(0.8);
  });

  // Regional words, brand nicknames, one-letter misspellings and generic snack words (issue 16).
  it("regional-cases.json: every answerable case gets an acceptable product, and expected-none cases get none", () => {
    const cases = loadCases("regional-cases.json");
    const outcomes = runCases("regional", cases, (c) => book.byCountry.get(c.country) ?? []);
    const summary = summarise("regional", outcomes);
    expect(summary.cases).toBeGreaterThan(100);
    expect(summary.wrong.map((o) => `${o.country} ${o.query} → ${o.top1?.name}`)).toEqual([]);
    expect(summary.precision).toBe(1);
    expect(summary.correctRecall).toBeGreaterThanOrEqual(0.95);
  });

  // Matching that respects the words (issue 22): pantry words, plain staples, brand nicknames,
  // regional words, misspellings and typed sizes, in each region.
  it("words-cases.json: every case of every class and region gets an acceptable product (or none when none fits)", () => {
    const cases = loadCases("words-cases.json");
    const outcomes = runCases("words", cases, (c) => book.byCountry.get(c.country) ?? []);
    const counts = new Map<string, number>();
    for (const c of cases) counts.set(`${c.country} ${c.class}`, (counts.get(`${c.country} ${c.class}`) ?? 0) + 1);
    console.info(`[words-cases] ${[...counts].sort().map(([k, n]) => `${k}: ${n}`).join(", ")}`);
    for (const country of ["NZ", "AU", "US"]) {
      for (const cls of ["pantry-word", "plain-staple", "brand-nickname", "regional-word", "misspelling", "typed-size"]) expect(counts.get(`${country} ${cls}`) ?? 0, `${country} ${cls}`).toBeGreaterThan(0);
    }
    const wrong = outcomes.filter((o, i) => (cases[i].acceptable.length === 0 ? o.top1 !== null : !o.correct));
    expect(wrong.map((o) => `${o.country} ${o.query} → ${o.top1?.name ?? "nothing"}`)).toEqual([]);
  });
});
