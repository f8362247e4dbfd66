import { beforeEach, describe, expect, it } from "vitest";
import type { ProductRow } from "./candidates";
import { cachedProduct, clearMatchCache, getCachedMatch, internProduct, setCachedMatch, syncCatalogueVersion } from "./match-cache";

const row = (over: Partial<ProductRow> = {}): ProductRow => ({
  key: "p1", productId: "p1", name: "Anchor Blue Top Milk 2L", brand: "Anchor", size: "2L", unitQuantity: 2000, unit: "ml",
  category: "dairy", genericName: "milk", tags: [], ...over,
});

describe("match cache across catalogue changes", () => {
  beforeEach(() => clearMatchCache());

  it("a catalogue change drops every line's answer but keeps unchanged products' shared objects", () => {
    syncCatalogueVersion("v1");
    const first = internProduct(row());
    setCachedMatch("milk", ["p1"], 10);
    syncCatalogueVersion("v2");
    expect(getCachedMatch("milk")).toBeNull();
    expect(internProduct(row())).toBe(first);
  });

  it("the same version keeps the line answers", () => {
    syncCatalogueVersion("v1");
    setCachedMatch("milk", ["p1"], 10);
    syncCatalogueVersion("v1");
    expect(getCachedMatch("milk")).toEqual({ ids: ["p1"], candidates: 10 });
  });

  it.each<[string, Partial<ProductRow>]>([
    ["name", { name: "Anchor Lite Milk 2L" }],
    ["brand", { brand: "Meadow Fresh" }],
    ["size", { size: "1L" }],
    ["unit quantity", { unitQuantity: 1000 }],
    ["category", { category: "drinks" }],
    ["generic name", { genericName: "lite milk" }],
    ["tags", { tags: ["organic"] }],
  ])("an edited %s replaces the shared object, so the product is analysed afresh", (_, change) => {
    const first = internProduct(row());
    const edited = internProduct(row(change));
    expect(edited).not.toBe(first);
    expect(cachedProduct("p1")).toBe(edited);
  });
});
