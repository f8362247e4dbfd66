import { describe, expect, it } from "vitest";
import { chooseBestProduct } from "./choose";
import type { MatchableProduct, PricedCandidate } from "./types";

function item(key: string, name: string, priceCents: number, brand: string | null = null): PricedCandidate {
  const product: MatchableProduct = { key, name, brand };
  return { product, priceCents };
}

const milk1 = item("m1", "Pams Standard Milk 1L", 219, "Pams");
const milk2 = item("m2", "Anchor Blue Top Milk 2L", 459, "Anchor");
const milk3 = item("m3", "Pams Standard Milk 3L", 569, "Pams");
const chocolate = item("c1", "Whittaker's Creamy Milk Chocolate Block 250g", 399, "Whittaker's");
const coconut = item("c2", "Kara Coconut Milk 400ml", 199, "Kara");

describe("chooseBestProduct", () => {
  it("picks the cheapest acceptable product per litre, ignoring cheaper distractors", () => {
    const chosen = chooseBestProduct("milk", 1, [chocolate, coconut, milk1, milk2, milk3]);
    expect(chosen?.product.key).toBe("m3");
    expect(chosen).toMatchObject({ packs: 1, costCents: 569, unitPriceLabel: "$1.90/L" });
  });

  it("covers a requested size with whole packs at the lowest total cost", () => {
    const chosen = chooseBestProduct("2L milk", 1, [milk1, milk2, milk3]);
    expect(chosen).toMatchObject({ packs: 2, costCents: 438 });
    expect(chosen?.product.key).toBe("m1");
    const twoLines = chooseBestProduct("2L milk", 2, [milk2, milk3]);
    expect(twoLines).toMatchObject({ packs: 2, costCents: 918 });
  });

  it("counts eggs: a dozen from 6-packs or a 12-pack, whichever is cheaper", () => {
    const six = item("e6", "Lodge Farm Free Range Eggs 6pk", 450);
    const twelve = item("e12", "Pams Barn Eggs Size 7 12pk", 820);
    expect(chooseBestProduct("eggs x12", 1, [six, twelve])).toMatchObject({ packs: 1, costCents: 820 });
    expect(chooseBestProduct("6 eggs", 1, [six, twelve])).toMatchObject({ packs: 1, costCents: 450 });
  });

  it("compares only within one unit: per kg items are not ranked against items sold each", () => {
    const loose = item("b1", "Bananas per kg", 349);
    const bunch = item("b2", "Dole Bananas Bunch 1kg", 399);
    const single = item("b3", "Banana each", 60);
    expect(chooseBestProduct("bananas", 1, [single, loose, bunch])?.product.key).toBe("b1");
  });

  it("accepts per-unit prices (cents per kg/L/item) when no pack price is given", () => {
    const chosen = chooseBestProduct("milk", 1, [{ product: { key: "u", name: "Pams Standard Milk 2L" }, unitPriceCents: 200 }]);
    expect(chosen).toMatchObject({ costCents: 400, unitPriceCents: 200 });
  });

  it("honours a locked product and returns nothing when the store lacks it", () => {
    expect(chooseBestProduct("milk", 1, [milk1, milk2, milk3], { lockedProductKey: "m2" })).toMatchObject({ reason: "locked product", costCents: 459 });
    expect(chooseBestProduct("milk", 1, [milk1, milk3], { lockedProductKey: "m2" })).toBeNull();
  });

  it("honours a locked brand among acceptable products", () => {
    expect(chooseBestProduct("milk", 1, [milk1, milk2, milk3], { lockedBrand: "anchor" })?.product.key).toBe("m2");
    expect(chooseBestProduct("milk", 1, [milk1, milk3, coconut], { lockedBrand: "Kara" })).toBeNull();
  });

  it("prefers a remembered product while it is within the tolerance of the cheapest", () => {
    const nearly = item("m4", "Meadow Fresh Original Milk 3L", 599, "Meadow Fresh");
    expect(chooseBestProduct("milk", 1, [milk3, nearly], { memoryProductKey: "m4" })).toMatchObject({ reason: "remembered choice" });
    expect(chooseBestProduct("milk", 1, [milk3, nearly], { memoryProductKey: "m4", memoryTolerance: 0.01 })?.product.key).toBe("m3");
    expect(chooseBestProduct("milk", 1, [milk3, milk2], { memoryProductKey: "m2" })?.product.key).toBe("m3");
  });

  it("returns null when nothing acceptable is stocked", () => {
    expect(chooseBestProduct("milk", 1, [chocolate, coconut])).toBeNull();
    expect(chooseBestProduct("goat milk", 1, [milk1, milk2])).toBeNull();
  });
});
