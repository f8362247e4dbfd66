import { describe, expect, it } from "vitest";
import { digitRepairCandidates, repairPricesToTotal, type PriceCandidates } from "./total-repair";

describe("digitRepairCandidates", () => {
  it("offers every reading with one or two of 6/8/9 turned back into 0", () => {
    const c = digitRepairCandidates(8.56);
    expect(c.options[0]).toBe(8.56);
    expect(c.costs[0]).toBe(0);
    const byValue = Object.fromEntries(c.options.map((o, i) => [o.toFixed(2), c.costs[i]]));
    expect(byValue).toEqual({ "8.56": 0, "0.56": 1, "8.50": 1, "0.50": 2 });
    expect(digitRepairCandidates(4.21)).toEqual({ options: [4.21], costs: [0] });
  });

  it("adds alternative readings such as weight × unit price", () => {
    expect(digitRepairCandidates(4.21, [4.31])).toEqual({ options: [4.21, 4.31], costs: [0, 1] });
  });
});

describe("repairPricesToTotal", () => {
  const cands = (...prices: number[]) => prices.map((p) => digitRepairCandidates(p));
  const chosenPrices = (c: PriceCandidates[], chosen: number[] | null) => chosen?.map((k, i) => c[i].options[k]) ?? null;

  it("finds the single repair that makes the items add up", () => {
    const c = cands(2.56, 3.99);
    expect(chosenPrices(c, repairPricesToTotal(c, 0, [6.49]))).toEqual([2.5, 3.99]);
  });

  it("accounts for discounts", () => {
    const c = cands(9.08, 1.25);
    expect(chosenPrices(c, repairPricesToTotal(c, 50, [9.75]))).toEqual([9, 1.25]);
  });

  it("returns null when nothing needs repairing, nothing fits, or the repair is ambiguous", () => {
    expect(repairPricesToTotal(cands(2.5, 3.99), 0, [6.49])).toBeNull();
    expect(repairPricesToTotal(cands(2.51, 3.97), 0, [6.0])).toBeNull();
    expect(repairPricesToTotal(cands(2.06, 3.06), 0, [5.06])).toBeNull();
  });

  it("tries later targets (total minus tax) when the first cannot be met", () => {
    const c = cands(1.86, 2.0);
    expect(chosenPrices(c, repairPricesToTotal(c, 0, [99, 3.8]))).toEqual([1.8, 2]);
  });

  it("gives up on huge inputs instead of searching for long", () => {
    const many = Array.from({ length: 500 }, () => digitRepairCandidates(8.69));
    expect(repairPricesToTotal(many, 0, [1])).toBeNull();
  });
});
