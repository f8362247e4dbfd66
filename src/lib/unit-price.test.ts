import { describe, expect, it } from "vitest";
import { formatUnitPrice, packPriceFrom, unitPriceCents, unitPriceOf } from "./unit-price";

describe("the unit-price rule", () => {
  it("normalises to per kg, per L and per item", () => {
    expect(unitPriceOf(459, 2000, "ml")).toEqual({ cents: 229.5, unit: "L" });
    expect(unitPriceOf(399, 250, "g")).toEqual({ cents: 1596, unit: "kg" });
    expect(unitPriceOf(820, 12, "each").unit).toBe("ea");
  });

  it("keeps exact fractional cents: no rounding before display", () => {
    // 820 c for 12 → 68.333… c each; a rounded value would tie with a 68.33 c pack.
    expect(unitPriceOf(820, 12, "each").cents).toBeCloseTo(68.3333333, 6);
    expect(unitPriceCents(333, 700, "g")).toBeCloseTo(475.7142857, 6);
    expect(unitPriceOf(820, 12, "each").cents).toBeGreaterThan(unitPriceOf(6833, 1000, "each").cents);
  });

  it("has no unit price without a positive quantity (data rows)", () => {
    expect(unitPriceCents(500, 0, "g")).toBeNull();
    expect(unitPriceCents(500, -1, "ml")).toBeNull();
    expect(unitPriceCents(500, Number.NaN, "each")).toBeNull();
  });

  it("turns a unit price back into a pack price", () => {
    expect(packPriceFrom(229.5, 2000, "ml")).toBe(459);
    expect(packPriceFrom(unitPriceOf(820, 12, "each").cents, 12, "each")).toBeCloseTo(820, 9);
  });

  it("rounds half-up to whole cents only when shown, with /kg, /L or /ea", () => {
    expect(formatUnitPrice(245, "L")).toBe("$2.45/L");
    expect(formatUnitPrice(1290, "g")).toBe("$12.90/kg");
    expect(formatUnitPrice(1290, "kg")).toBe("$12.90/kg");
    expect(formatUnitPrice(68.33, "each", "")).toBe("0.68/ea");
    expect(formatUnitPrice(229.5, "ml", "NZ$")).toBe("NZ$2.30/L");
  });
});
