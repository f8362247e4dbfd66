import { describe, expect, it } from "vitest";
import { BRAND_ALIASES, KNOWN_BRANDS } from "./brands";
import { brandKey, knownBrandCount, matchBrand } from "./brand-match";
import { findSize } from "./size";

describe("known brands", () => {
  it("lists at least 150 distinct NZ, AU and US grocery brands", () => {
    expect(knownBrandCount()).toBeGreaterThanOrEqual(150);
  });

  it.each([
    "Anchor", "Meadow Fresh", "Pams", "Countdown", "Woolworths", "Macro", "Essentials", "Value", "Tip Top", "Vogel's", "Sanitarium",
    "Wattie's", "Edmonds", "Pic's", "Whittaker's", "Coles", "Farmdale", "Arnott's", "Bega", "Devondale", "Pauls", "Dairy Farmers", "Kraft",
    "Heinz", "Kellogg's", "Nestle", "Cadbury", "Great Value", "Kirkland", "Kroger", "Trader Joe's", "Simple Truth", "Private Selection",
    "365", "Tillamook", "Dole", "Chiquita",
  ])("includes %s", (brand) => {
    expect(KNOWN_BRANDS.map(brandKey)).toContain(brandKey(brand));
  });

  it("every alias resolves to a listed brand", () => {
    for (const brand of Object.values(BRAND_ALIASES)) expect(KNOWN_BRANDS).toContain(brand);
  });

  it("matches the longest brand at the start, ignoring case and apostrophes", () => {
    expect(matchBrand(["KIRKLAND", "SIGNATURE", "WATER"])).toEqual({ brand: "Kirkland Signature", tokenCount: 2 });
    expect(matchBrand(["kirkland", "water"])).toEqual({ brand: "Kirkland", tokenCount: 1 });
    expect(matchBrand(["TRADER", "JOE'S", "CASHEWS"])).toEqual({ brand: "Trader Joe's", tokenCount: 2 });
    expect(matchBrand(["BANANAS"])).toBeNull();
    expect(matchBrand([])).toBeNull();
  });
});

describe("findSize", () => {
  const size = (name: string) => findSize(name.split(" "))?.size ?? null;

  it.each([
    ["MILK 2L", "2L"], ["FLOUR 1.5KG", "1.5kg"], ["BEANS 420G", "420g"], ["BEANS 420 G", "420g"], ["CREAM 300ML", "300ml"],
    ["EGGS 12PK", "12pk"], ["WATER 24 PACK", "24pack"], ["WIPES 80PCS", "80pcs"], ["SODA 6 x 330ml", "6x330ml"], ["SODA 6X330ML", "6x330ml"],
    ["CHEERIOS 18OZ", "18oz"], ["MILK 1 GAL", "1gal"], ["EGGS 12CT", "12ct"], ["JUICE 64 FL OZ", "64 fl oz"], ["SPAGHETTI 160Z", "16oz"],
    ["BUTTER 5006", "500g"], ["BREAD 6509", "650g"], ["BANANAS", null], ["7 UP", null],
  ])("%s → %s", (name, expected) => {
    expect(size(name)).toBe(expected);
  });

  it("reports where the size sits so it can be cut from the name", () => {
    expect(findSize(["SODA", "6", "x", "330ml", "CAN"])).toEqual({ size: "6x330ml", start: 1, count: 3 });
  });
});
