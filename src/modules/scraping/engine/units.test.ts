import { describe, expect, it } from "vitest";
import { deriveUnitPrice, normaliseUnitType, parseSize } from "./units";

describe("parseSize", () => {
  it.each([
    ["500g", 500, "weight"],
    ["1.5L", 1500, "volume"],
    ["1.5 l", 1500, "volume"],
    ["6 x 330ml", 1980, "volume"],
    ["6x125g", 750, "weight"],
    ["2.5 lb", 1133.98, "weight"],
    ["64 fl oz", 1892.7, "volume"],
    ["12pk", 12, "count"],
    ["each", 1, "count"],
    ["dozen", 12, "count"],
    ["1kg", 1000, "weight"],
  ] as const)("%s", (text, quantity, measure) => {
    const size = parseSize(text);
    expect(size?.measure).toBe(measure);
    expect(size?.quantity).toBeCloseTo(quantity, 1);
  });

  it("recognises sold-by-weight sizes", () => {
    expect(parseSize("per kg")).toEqual({ quantity: 1000, measure: "weight", perUnit: "kg" });
    expect(parseSize("per lb")?.perUnit).toBe("lb");
  });

  it("returns null for text that is not a size", () => {
    for (const t of ["", "large", "family pack of things", "500 bananas please", null]) expect(parseSize(t)).toBeNull();
  });
});

describe("deriveUnitPrice", () => {
  it("prices weight per kg, volume per L and counts each", () => {
    expect(deriveUnitPrice(3.49, parseSize("500g"))).toEqual({ unitPrice: 6.98, unitType: "kg" });
    expect(deriveUnitPrice(3.49, parseSize("1.5L"))).toEqual({ unitPrice: 2.33, unitType: "L" });
    expect(deriveUnitPrice(9.99, parseSize("6 x 330ml"))).toEqual({ unitPrice: 5.05, unitType: "L" });
    expect(deriveUnitPrice(8.99, parseSize("12pk"))).toEqual({ unitPrice: 0.75, unitType: "each" });
    expect(deriveUnitPrice(12.99, parseSize("per kg"))).toEqual({ unitPrice: 12.99, unitType: "kg" });
    expect(deriveUnitPrice(3.49, null)).toBeNull();
  });

  it("normalises printed unit names", () => {
    expect(normaliseUnitType("1kg")).toBe("kg");
    expect(normaliseUnitType("per 100 g")).toBe("100g");
    expect(normaliseUnitType("Litre")).toBe("L");
    expect(normaliseUnitType("ea")).toBe("each");
    expect(normaliseUnitType("furlong")).toBeNull();
  });
});
