import { describe, expect, it } from "vitest";
import { amountDistance, rankSubstitutes, type SubstituteCandidate, type SubstituteTarget } from "./substitutes";

const target = (over: Partial<SubstituteTarget> = {}): SubstituteTarget => ({
  pack: { value: 2000, unit: "ml" },
  genericNames: new Set(["milk"]),
  categories: new Set(["dairy"]),
  planStoreIds: new Set(["plan-a", "plan-b"]),
  ...over,
});

let n = 0;
const milk = (unitQuantity: number, prices: [string, number][], over: Partial<SubstituteCandidate> = {}): SubstituteCandidate => ({
  productId: `p${++n}`, name: over.name ?? `Milk ${unitQuantity} ml`, size: null, unit: "ml", unitQuantity, category: "dairy", genericName: "milk", inFamily: true,
  prices: prices.map(([storeId, priceCents]) => ({ storeId, priceCents })), ...over,
});

describe("rankSubstitutes", () => {
  it("suggests at most three, all with a price in range", () => {
    const cands = [milk(1000, [["plan-a", 200]]), milk(1500, [["plan-a", 300]]), milk(3000, [["plan-a", 500]]), milk(500, [["plan-a", 120]]), milk(2000, [])];
    const out = rankSubstitutes(target(), cands);
    expect(out).toHaveLength(3);
    expect(out.every((s) => s.priceCents > 0)).toBe(true);
  });

  it("ranks a pack sold at a plan store before one sold only elsewhere in range", () => {
    const elsewhere = milk(2000, [["other", 100]], { name: "Far 2L" });
    const atPlan = milk(1000, [["plan-b", 250]], { name: "Plan 1L" });
    expect(rankSubstitutes(target(), [elsewhere, atPlan]).map((s) => [s.name, s.atPlanStore])).toEqual([["Plan 1L", true], ["Far 2L", false]]);
  });

  it("ranks the line's family before products that only share its category", () => {
    const cream = milk(2000, [["plan-a", 100]], { name: "Cream 2L", genericName: "cream", inFamily: false });
    const lite = milk(1000, [["plan-a", 300]], { name: "Lite Milk 1L", inFamily: false }); // family by generic name
    expect(rankSubstitutes(target(), [cream, lite]).map((s) => [s.name, s.kin])).toEqual([["Lite Milk 1L", "family"], ["Cream 2L", "category"]]);
  });

  it("leaves out products of another category and family", () => {
    const juice = milk(2000, [["plan-a", 100]], { name: "Juice", genericName: "juice", category: "drinks", inFamily: false });
    expect(rankSubstitutes(target(), [juice])).toEqual([]);
  });

  it("ranks the nearest amount first, then the cheaper unit price", () => {
    const l1 = milk(1000, [["plan-a", 150]], { name: "1L" }); // ln 2 away
    const l15 = milk(1500, [["plan-a", 400]], { name: "1.5L" }); // ln 1.33 away
    const l3 = milk(3000, [["plan-a", 300]], { name: "3L" }); // ln 1.5 away
    const l3cheap = milk(3000, [["plan-a", 280]], { name: "3L cheap" });
    expect(rankSubstitutes(target(), [l1, l3, l15, l3cheap]).map((s) => s.name)).toEqual(["1.5L", "3L cheap", "3L"]);
  });

  it("prices each suggestion at its cheapest plan store, and says so", () => {
    const c = milk(1000, [["other", 90], ["plan-a", 210], ["plan-b", 199]]);
    expect(rankSubstitutes(target(), [c])[0]).toMatchObject({ storeId: "plan-b", priceCents: 199, atPlanStore: true, unitPriceCents: 199 });
  });

  it("never suggests an excluded product (the locked one the line could not get)", () => {
    const c = milk(1000, [["plan-a", 200]]);
    expect(rankSubstitutes(target(), [c], new Set([c.productId]))).toEqual([]);
  });
});

describe("amountDistance", () => {
  it("is symmetric in ratio and puts other units last", () => {
    expect(amountDistance({ value: 2000, unit: "ml" }, { unit: "ml", unitQuantity: 1000 })).toBeCloseTo(amountDistance({ value: 2000, unit: "ml" }, { unit: "ml", unitQuantity: 4000 }));
    expect(amountDistance({ value: 2000, unit: "ml" }, { unit: "g", unitQuantity: 2000 })).toBeGreaterThan(100);
    expect(amountDistance(null, { unit: "g", unitQuantity: 5 })).toBe(0);
  });
});
