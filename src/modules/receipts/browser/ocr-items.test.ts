import { describe, expect, it } from "vitest";
import { parseReceipt } from "../parser/parse-receipt";
import { sourceTextOf, toOcrItems } from "./ocr-items";

describe("OCR items for the dialog", () => {
  it("keeps each item's receipt lines as its source text", () => {
    const parsed = parseReceipt(["ANCHOR BLUE TOP MILK 2L               4.29", "ONIONS BROWN KG", "  0.378 kg @ $2.99/kg                 1.13", "TOTAL 5.42"].join("\n"));
    const items = toOcrItems(parsed.items);
    expect(items.map((i) => i.sourceText)).toEqual(["ANCHOR BLUE TOP MILK 2L 4.29", "ONIONS BROWN KG / 0.378 kg @ $2.99/kg 1.13"]);
    expect(items[0]).toMatchObject({ brand: "Anchor", size: "2L", quantity: 1, price: 4.29 });
  });

  it("bounds quantities to what a list accepts and falls back to the name", () => {
    const base = { name: "Eggs", cleanedName: "Eggs", brand: null, size: null, price: 1, unitPrice: null, discount: 0, rawLines: [] };
    expect(toOcrItems([{ ...base, quantity: 0.4 }, { ...base, quantity: 5000 }, { ...base, quantity: 2.6 }]).map((i) => i.quantity)).toEqual([1, 999, 3]);
    expect(sourceTextOf({ name: "Eggs", rawLines: ["  "] })).toBe("Eggs");
    expect(sourceTextOf({ name: "x", rawLines: ["A".repeat(400)] })).toHaveLength(300);
  });
});
