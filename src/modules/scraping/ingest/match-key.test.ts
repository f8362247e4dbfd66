import { describe, expect, it } from "vitest";
import { productMatchKey, toCents } from "./match-key";

describe("productMatchKey", () => {
  it("ignores case, punctuation and how the size is printed", () => {
    const a = productMatchKey({ name: "ANCHOR Blue-Top Milk 2 L" });
    expect(productMatchKey({ name: "Anchor Blue Top Milk", size: "2L" })).toBe(a);
    expect(productMatchKey({ name: "Anchor Blue Top Milk", quantity: { quantity: 2000, unit: "ml" } })).toBe(a);
  });
  it("puts the brand in front when the name leaves it out, once", () => {
    expect(productMatchKey({ name: "Blue Top Milk 2L", brand: "Anchor" })).toBe(productMatchKey({ name: "Anchor Blue Top Milk 2L", brand: "Anchor" }));
  });
  it("keeps different sizes and products apart", () => {
    expect(productMatchKey({ name: "Anchor Blue Top Milk 1L" })).not.toBe(productMatchKey({ name: "Anchor Blue Top Milk 2L" }));
    expect(productMatchKey({ name: "Anchor Lite Milk 2L" })).not.toBe(productMatchKey({ name: "Anchor Blue Top Milk 2L" }));
  });
});

describe("toCents", () => {
  it("rounds to whole cents and refuses what is not a price", () => {
    expect(toCents(3.49)).toBe(349);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(0)).toBeNull();
    expect(toCents(-1)).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
    expect(toCents(200_000)).toBeNull();
  });
});
