import { describe, expect, it } from "vitest";
import { QUANTITY_MESSAGE, checkReviewItems, parseQuantity } from "./review-items";
import { PRICE_MESSAGE, type ReviewItem } from "./scan-state";

const PRODUCT = "0e7f3a52-4d7b-4c38-9a43-1f1b8e0c2d11";
const item = (over: Partial<ReviewItem> = {}): ReviewItem => ({
  key: "k1", name: "Blue Top Milk 2L", quantity: "1", sourceText: "ANCHOR BLUE TOP MILK 2L 4.29",
  suggestedName: "Blue Top Milk 2L", matchedProductId: PRODUCT, matchedProductName: "Anchor Blue Top Milk 2L", price: "4.29", discountCents: 0, ...over,
});

describe("checkReviewItems", () => {
  it("sends names, whole quantities, the receipt text and the match", () => {
    expect(checkReviewItems([item({ quantity: " 2 " })])).toEqual({
      ok: true,
      items: [{ name: "Blue Top Milk 2L", quantity: 2, sourceText: "ANCHOR BLUE TOP MILK 2L 4.29", matchedProductId: PRODUCT }],
    });
  });

  it("keeps the match through case and spacing edits, drops it when the name changes", () => {
    const kept = checkReviewItems([item({ name: "  blue top  MILK 2l " })]);
    expect(kept.ok && kept.items[0].matchedProductId).toBe(PRODUCT);
    const changed = checkReviewItems([item({ name: "Oat Milk 1L" })]);
    expect(changed.ok && changed.items[0]).toEqual({ name: "Oat Milk 1L", quantity: 1, sourceText: "ANCHOR BLUE TOP MILK 2L 4.29" });
  });

  it("reports every invalid row with the list rules' texts", () => {
    const res = checkReviewItems([
      item({ key: "a", name: "   " }),
      item({ key: "b", quantity: "0" }),
      item({ key: "c", name: "x".repeat(101), quantity: "abc" }),
      item({ key: "d" }),
    ]);
    expect(res).toEqual({
      ok: false,
      errors: {
        a: { name: "Please enter an item name." },
        b: { quantity: QUANTITY_MESSAGE },
        c: { name: "Item name must be between 1 and 100 characters.", quantity: QUANTITY_MESSAGE },
      },
    });
  });

  it("parses quantities 1 to 999 only", () => {
    expect(["1", "999", "007"].map(parseQuantity)).toEqual([1, 999, 7]);
    expect(["0", "1000", "1.5", "-1", "", "2e2"].map(parseQuantity)).toEqual([null, null, null, null, null, null]);
  });
});

describe("checkReviewItems — prices", () => {
  it("accepts a price left empty (not read) and refuses one that is not a price", () => {
    expect(checkReviewItems([item({ price: "" })]).ok).toBe(true);
    expect(checkReviewItems([item({ price: "$4.29" })]).ok).toBe(true);
    expect(checkReviewItems([item({ price: "4.2.9" })])).toEqual({ ok: false, errors: { k1: { price: PRICE_MESSAGE } } });
  });
});
