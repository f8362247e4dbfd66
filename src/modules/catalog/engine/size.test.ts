import { describe, expect, it } from "vitest";
import { extractSize, parseSize } from "./size";

describe("size parsing", () => {
  it.each([
    ["2L", 2000, "ml"], ["2 l", 2000, "ml"], ["2 litres", 2000, "ml"], ["2000ml", 2000, "ml"], ["1.5L", 1500, "ml"],
    ["500g", 500, "g"], ["0.5kg", 500, "g"], [".5 kg", 500, "g"], ["1 lb", 453.6, "g"], ["16 oz", 453.6, "g"],
    ["64 fl oz", 1892.48, "ml"], ["1 gal", 3785.4, "ml"], ["half gallon", 1892.7, "ml"], ["6 x 125g", 750, "g"],
    ["12 x 355ml", 4260, "ml"], ["6pk", 6, "each"], ["12 ct", 12, "each"], ["x12", 12, "each"], ["dozen", 12, "each"],
    ["half dozen", 6, "each"], ["per kg", 1000, "g"], ["each", 1, "each"],
  ])("%s → %d %s", (text, quantity, unit) => {
    expect(parseSize(text)).toEqual({ quantity, unit });
  });

  it("reads a leading count on list lines only", () => {
    expect(extractSize("12 eggs", { leadingCount: true }).size).toEqual({ quantity: 12, unit: "each" });
    expect(extractSize("12 eggs").size).toBeUndefined();
  });

  it("does not mistake percentages, words or grades for sizes", () => {
    expect(extractSize("2% reduced fat milk").size).toBeUndefined();
    expect(extractSize("2 large eggs").size).toEqual(undefined);
    expect(extractSize("Maggi 2 Minute Noodles 5 x 72g").size).toEqual({ quantity: 360, unit: "g" });
  });

  it("returns the text without the size", () => {
    expect(extractSize("Anchor Blue Top Milk 2L").rest.trim()).toBe("Anchor Blue Top Milk");
  });
});
