import { describe, expect, it } from "vitest";
import { formatRegionalUnitPrice, formatUnitPrice, packPriceFrom, regionalUnitPrice, unitPriceCents, unitPriceOf } from "./unit-price";

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

describe("units as the region reads them", () => {
  const show = (packCents: number, q: number, unit: "g" | "ml" | "each", region: string | null, loose = false) =>
    formatRegionalUnitPrice(regionalUnitPrice(unitPriceOf(packCents, q, unit).cents, unit, { region, packQuantity: q, loose }));

  it("US: milk per gallon, juice and small bottles per fl oz", () => {
    expect(show(379, 3785.4, "ml", "US")).toBe("$3.79/gal");
    expect(show(299, 1892.7, "ml", "US")).toBe("$5.98/gal");
    // 52 fl oz of juice: per fl oz.
    expect(show(399, 1537.8, "ml", "US")).toBe("$0.08/fl oz");
  });

  it("US: produce by weight and packs of a pound or more per lb, smaller packs per oz", () => {
    expect(show(69, 453.6, "g", "US", true)).toBe("$0.69/lb");
    expect(show(799, 907.2, "g", "US")).toBe("$3.99/lb");
    // An 8 oz block of cheddar: per oz.
    expect(show(229, 226.8, "g", "US")).toBe("$0.29/oz");
    expect(show(389, 12, "each", "US")).toBe("$0.32/ea");
  });

  it("NZ and AU: per kg / per 100 g and per L / per 100 mL", () => {
    expect(show(329, 2000, "ml", "NZ")).toBe("$1.65/L");
    expect(show(249, 1000, "g", "NZ", true)).toBe("$2.49/kg");
    expect(show(599, 500, "g", "NZ")).toBe("$1.20/100g");
    expect(show(279, 200, "g", "AU")).toBe("$1.40/100g");
    expect(show(350, 600, "ml", "AU")).toBe("$0.58/100mL");
    expect(show(1099, 1000, "g", "AU")).toBe("$10.99/kg");
    expect(show(599, 12, "each", "AU")).toBe("$0.50/ea");
  });

  it("elsewhere keeps per kg / per L, and the label matches formatUnitPrice", () => {
    expect(show(459, 2000, "ml", null)).toBe(formatUnitPrice(229.5, "L"));
    expect(show(399, 250, "g", null)).toBe("$15.96/kg");
  });
});
