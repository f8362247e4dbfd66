import { describe, expect, it } from "vitest";
import { RECEIPT_ABBREVIATIONS } from "./abbreviations";
import { toListItemName } from "./list-item-name";
import { parseReceipt } from "./parse-receipt";

const listName = (line: string) => toListItemName(parseReceipt(line).items[0]);

describe("toListItemName", () => {
  it("title-cases brand, words and size", () => {
    expect(listName("ANCHOR BLUE TOP MILK 2L 4.29")).toBe("Anchor Blue Top Milk 2L");
    expect(listName("MAINLAND TASTY CHEESE 1KG 15.99")).toBe("Mainland Tasty Cheese 1kg");
    expect(listName("VOGELS ORIGINAL MIXED GRAIN 750G 5.49")).toBe("Vogel's Original Mixed Grain 750g");
  });

  it("writes out receipt abbreviations", () => {
    expect(listName("KRO CHKN BRST BNLS 7.99")).toBe("Kroger Chicken Breast Boneless");
    expect(listName("WHL GRN TOM 2.99")).toBe("Whole Green Tomato");
    expect(listName("ORG BABY SPINACH 2.99")).toBe("Organic Baby Spinach");
    expect(listName("GV SHRD CHEDDAR 8OZ 2.22")).toBe("Great Value Shredded Cheddar 8oz");
    expect(listName("SIG SELECT OJ 3.99")).toBe("Signature Select Orange Juice");
  });

  it("keeps minor words lower-case and words with digits as printed", () => {
    expect(listName("SALT AND VINEGAR CHIPS 2.99")).toBe("Salt and Vinegar Chips");
    expect(listName("GV 2% MILK GAL 3.48")).toBe("Great Value 2% Milk Gallon");
  });

  it("title-cases every word after a brand of two or more words", () => {
    expect(toListItemName({ brand: "Simple Truth", cleanedName: "ALMOND MILK", size: null })).toBe("Simple Truth Almond Milk");
    expect(toListItemName({ brand: "Lewis Road Creamery", cleanedName: "WHOLE MILK", size: "750ml" })).toBe("Lewis Road Creamery Whole Milk 750ml");
  });

  it("works from the fields alone and stays within the list item limit", () => {
    expect(toListItemName({ brand: null, cleanedName: "bananas", size: null })).toBe("Bananas");
    expect(toListItemName({ brand: null, cleanedName: "X".repeat(150), size: null }).length).toBeLessThanOrEqual(100);
  });

  it("has at least 60 abbreviations", () => {
    expect(Object.keys(RECEIPT_ABBREVIATIONS).length).toBeGreaterThanOrEqual(60);
    for (const [k, v] of Object.entries(RECEIPT_ABBREVIATIONS)) {
      expect(k).toMatch(/^[A-Z]+$/);
      expect(v.length).toBeGreaterThan(k.length - 1);
    }
  });
});
