import { describe, expect, it } from "vitest";
import { itemsMatch, nameTokens, scoreItems } from "./score-items";

describe("scoreItems", () => {
  it("matches on price to the cent and half the expected name tokens", () => {
    expect(itemsMatch({ name: "Anchor Blue Top Milk 2L", price: 4.29 }, { name: "ANCHOR BLUE TOP MILK", price: 4.29 })).toBe(true);
    expect(itemsMatch({ name: "Anchor Blue Top Milk 2L", price: 4.29 }, { name: "Anchor MILK", price: 4.29 })).toBe(false);
    expect(itemsMatch({ name: "Milk", price: 4.29 }, { name: "Milk", price: 4.3 })).toBe(false);
    expect(itemsMatch({ name: "Milk", price: 4.29 }, { name: "Milk", price: null })).toBe(false);
    expect(itemsMatch({ name: "Vogel's Bread", price: 5 }, { name: "VOGELS", price: 5 })).toBe(true);
  });

  it("matches one-to-one, maximising the number of pairs", () => {
    const expected = [{ name: "Milk", price: 2 }, { name: "Milk Chocolate", price: 2 }];
    const parsed = [{ name: "Milk Chocolate", price: 2 }, { name: "Milk", price: 2 }, { name: "Milk", price: 2 }];
    expect(scoreItems(expected, parsed)).toMatchObject({ matched: 2, precision: 2 / 3, recall: 1 });
  });

  it("computes F1 and handles empty sides", () => {
    expect(scoreItems([{ name: "A b", price: 1 }], [{ name: "A b", price: 1 }]).f1).toBe(1);
    expect(scoreItems([{ name: "A", price: 1 }], []).f1).toBe(0);
    expect(scoreItems([], []).f1).toBe(1);
    expect(nameTokens("Trader Joe's 2% MILK")).toEqual(["trader", "joes", "2", "milk"]);
  });
});
