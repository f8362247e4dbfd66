import { describe, expect, it } from "vitest";
import type { ProductRow } from "@/modules/catalog/products";
import { poolFor, prepareItems, type CompareItem } from "./choose";

const product = (id: string, brand: string | null): ProductRow => ({
  key: id, productId: id, name: `${brand ?? "Loose"} butter 500g`, brand, size: "500g", unitQuantity: 500, unit: "g", category: "dairy", genericName: "butter", tags: [],
});
const family = [product("a", "Anchor"), product("b", "Lewis Road"), product("c", "Anchor")];
const byId = (id: string) => family.find((p) => p.productId === id);
const line = (over: Partial<CompareItem>) =>
  prepareItems([{ id: "1", name: "Butter", quantity: 1, locks: { productId: null, brand: null, storeId: null }, ...over }])[0];
const ids = (rows: ProductRow[]) => rows.map((p) => p.productId);

describe("the chooser's pool leaves excluded products out (decision 058)", () => {
  it("no exclusions: the whole family", () => {
    expect(ids(poolFor(line({}), family, byId))).toEqual(["a", "b", "c"]);
  });
  it("an excluded product is dropped, the rest stay", () => {
    expect(ids(poolFor(line({ excluded: [{ productId: "a", name: "x" }] }), family, byId))).toEqual(["b", "c"]);
  });
  it("with a brand lock: the brand's other products only", () => {
    expect(ids(poolFor(line({ locks: { productId: null, brand: "anchor", storeId: null }, excluded: [{ productId: "a", name: "x" }] }), family, byId))).toEqual(["c"]);
  });
  it("a product lock on an excluded product leaves nothing", () => {
    expect(poolFor(line({ locks: { productId: "b", brand: null, storeId: null }, excluded: [{ productId: "b", name: "x" }] }), family, byId)).toEqual([]);
    expect(ids(poolFor(line({ locks: { productId: "b", brand: null, storeId: null }, excluded: [{ productId: "a", name: "x" }] }), family, byId))).toEqual(["b"]);
  });
});
