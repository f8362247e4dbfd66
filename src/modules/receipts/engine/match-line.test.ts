import { describe, expect, it } from "vitest";
import { chooseReceiptMatch, listItemNameFor, searchTermsForLine, weighedUnit, type CatalogueProduct, type ReceiptLine } from "./match-line";

const product = (key: string, name: string, brand: string | null, size: string | null): CatalogueProduct => ({ key, name, brand, size });
const CATALOGUE: CatalogueProduct[] = [
  product("milk-1l", "Anchor Blue Top Milk 1L", "Anchor", "1L"),
  product("milk-2l", "Anchor Blue Top Milk 2L", "Anchor", "2L"),
  product("milk-3l", "Anchor Blue Top Milk 3L", "Anchor", "3L"),
  product("lite-2l", "Anchor Lite Milk 2L", "Anchor", "2L"),
  product("mf-2l", "Meadow Fresh Original Milk 2L", "Meadow Fresh", "2L"),
  product("choc", "Cadbury Dairy Milk Chocolate 180g", "Cadbury", "180g"),
  product("onion-kg", "Onions Brown per kg", null, "per kg"),
  product("onion-bag", "Onions Brown Bag 1.5kg", null, "1.5kg"),
  product("weetbix", "Sanitarium Weet-Bix 1.2kg", "Sanitarium", "1.2kg"),
];

const line = (over: Partial<ReceiptLine>): ReceiptLine => ({ name: "", cleanedName: "", brand: null, size: null, quantity: 1, sourceText: "", ...over });
const ANCHOR_2L = line({ name: "Anchor BLUE TOP MILK 2L", cleanedName: "BLUE TOP MILK", brand: "Anchor", size: "2L", sourceText: "ANCHOR BLUE TOP MILK 2L 4.29" });

describe("chooseReceiptMatch", () => {
  it("maps ANCHOR BLUE TOP MILK 2L to that exact product, not the other sizes or lite milk", () => {
    expect(chooseReceiptMatch(ANCHOR_2L, CATALOGUE)?.product.key).toBe("milk-2l");
  });

  it("names no product when the receipt leaves it ambiguous (no size printed)", () => {
    expect(chooseReceiptMatch({ ...ANCHOR_2L, name: "Anchor BLUE TOP MILK", size: null }, CATALOGUE)).toBeNull();
  });

  it("never turns a brand's product into a generic one: Cadbury Dairy Milk is not a bottle of milk", () => {
    const cadbury = line({ name: "Cadbury DAIRY MILK 180g", cleanedName: "DAIRY MILK", brand: "Cadbury", size: "180g" });
    expect(chooseReceiptMatch(cadbury, CATALOGUE.filter((p) => p.key !== "choc"))).toBeNull();
    const spelledOut = line({ name: "Cadbury DAIRY MILK CHOCOLATE 180g", cleanedName: "DAIRY MILK CHOCOLATE", brand: "Cadbury", size: "180g" });
    expect(chooseReceiptMatch(spelledOut, CATALOGUE)?.product.key).toBe("choc");
  });

  it("matches weighed produce only to products sold by weight", () => {
    const onions = line({ name: "ONIONS BROWN", cleanedName: "ONIONS BROWN", sourceText: "ONIONS BROWN KG / 0.378 kg @ $2.99/kg 1.13" });
    expect(weighedUnit(onions)).toEqual({ quantity: 1000, unit: "g" });
    expect(chooseReceiptMatch(onions, CATALOGUE)?.product.key).toBe("onion-kg");
    expect(chooseReceiptMatch(onions, CATALOGUE.filter((p) => p.key !== "onion-kg"))).toBeNull();
    expect(weighedUnit(line({ sourceText: "BANANAS / 2.26 lb @ 0.58 /lb 1.31" }))).toEqual({ quantity: 453.6, unit: "g" });
    expect(weighedUnit(ANCHOR_2L)).toBeUndefined();
  });

  it("connects the receipt's spelling with the catalogue's (WEETBIX vs Weet-Bix)", () => {
    const weetbix = line({ name: "Sanitarium WEETBIX 1.2kg", cleanedName: "WEETBIX", brand: "Sanitarium", size: "1.2kg" });
    expect(chooseReceiptMatch(weetbix, CATALOGUE)?.product.key).toBe("weetbix");
    expect(chooseReceiptMatch({ ...weetbix, size: "500g" }, CATALOGUE)).toBeNull();
  });

  it("returns nothing from an empty catalogue", () => {
    expect(chooseReceiptMatch(ANCHOR_2L, [])).toBeNull();
  });
});

describe("list item names", () => {
  it("keeps the brand and size as printed, also for a confident match", () => {
    expect(chooseReceiptMatch(ANCHOR_2L, CATALOGUE)).not.toBeNull();
    expect(listItemNameFor(ANCHOR_2L)).toBe("Anchor Blue Top Milk 2L");
    const pams = line({ name: "Pams BUTTER 500g", cleanedName: "BUTTER", brand: "Pams", size: "500g" });
    expect(listItemNameFor(pams)).toBe("Pams Butter 500g");
  });

  it("keeps the brand when dropping it would change what the product is", () => {
    const cadbury = line({ name: "Cadbury DAIRY MILK 180g", cleanedName: "DAIRY MILK", brand: "Cadbury", size: "180g" });
    expect(listItemNameFor(cadbury)).toBe("Cadbury Dairy Milk 180g");
  });

  it("writes out receipt abbreviations, which also lets the line match", () => {
    const kro = line({ name: "KRO CHKN BRST BNLS", cleanedName: "CHKN BRST BNLS", sourceText: "KRO CHKN BRST BNLS 7.99" });
    expect(listItemNameFor(kro)).toBe("Chicken Breast Boneless");
    const breast = product("breast", "Tegel Chicken Breast Boneless 500g", "Tegel", "500g");
    expect(chooseReceiptMatch(kro, [breast])?.product.key).toBe("breast");
    expect(searchTermsForLine(kro)).toContain("breast");
  });

  it("searches the catalogue by product words and by brand", () => {
    const terms = searchTermsForLine(ANCHOR_2L);
    expect(terms).toContain("milk");
    expect(terms).toContain("anchor");
    expect(searchTermsForLine(line({ name: "TOMATOES LOOSE", cleanedName: "TOMATOES LOOSE" }))).not.toContain("loose");
  });
});
