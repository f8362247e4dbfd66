import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseCliInstance } from "./cli-format";
import { optimise } from "./optimise";
import { bruteForce } from "./test-support/brute-force";

const dir = path.resolve(import.meta.dirname, "../../../../tests/fixtures/optimiser");
interface Expected { note: string; total: number; stores: string[]; uncovered: string[] }
const fixtures = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => ({ name: f, raw: JSON.parse(readFileSync(path.join(dir, f), "utf8")) as { expected?: Expected } }))
  .filter((f) => f.raw.expected);

describe("golden optimiser instances", () => {
  it("has the cases the issue asks for", () => {
    expect(fixtures.map((f) => f.name).sort()).toEqual([
      "coverage-beats-cost.json", "fewer-than-five-items.json", "item-stocked-nowhere.json", "locks.json",
      "max-stores-cap.json", "only-one-store-stocks.json", "single-vs-split.json", "store-with-four-dropped.json",
      "store-with-four-refilled.json", "visit-cost-flips.json",
    ]);
  });

  for (const { name, raw } of fixtures) {
    const expected = raw.expected!;
    describe(name, () => {
      const input = parseCliInstance(raw);

      it("expected block agrees with exhaustive search", () => {
        const truth = bruteForce(input);
        expect(truth.total).toBe(Math.round(expected.total * 100));
        expect(truth.stores).toEqual(expected.stores);
        expect(Object.entries(truth.assignment).filter(([, s]) => s === null).map(([i]) => i)).toEqual(expected.uncovered);
      });

      it(`optimise proves it: ${expected.note}`, () => {
        const result = optimise(input);
        expect(result.optimal).toBe(true);
        expect(result.totalCents).toBe(Math.round(expected.total * 100));
        expect(result.lowerBoundCents).toBe(result.totalCents);
        expect(result.stores.map((s) => s.id).sort()).toEqual(expected.stores);
        expect(result.uncovered).toEqual(expected.uncovered);
      });
    });
  }

  it("reports locks it cannot honour and honours the others", () => {
    const raw = fixtures.find((f) => f.name === "locks.json")!.raw;
    const result = optimise(parseCliInstance(raw));
    expect(result.ignoredLocks).toEqual([
      { item: "eggs", store: "bakery", reason: "store does not stock this item" },
      { item: "milk", store: "nowhere", reason: "unknown store" },
    ]);
    expect(result.stores.find((s) => s.id === "bakery")?.items).toContain("bread");
  });

  it("a split store in the refilled case ends with exactly the minimum", () => {
    const raw = fixtures.find((f) => f.name === "store-with-four-refilled.json")!.raw;
    const result = optimise(parseCliInstance(raw));
    expect(result.stores.find((s) => s.id === "ymart")?.items).toEqual(["milk", "bread", "eggs", "butter", "cheese"]);
  });
});
