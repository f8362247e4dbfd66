import { describe, expect, it } from "vitest";
import { parseAmountToken, splitTrailingAmount } from "./amount";

describe("parseAmountToken", () => {
  it.each([
    ["4.29", 4.29, false, false],
    ["$4.29", 4.29, false, false],
    ["-1.00", 1, true, false],
    ["1.00-", 1, true, false],
    ["-$2.00", 2, true, false],
    ["$1.00-", 1, true, false],
    ["(1.50)", 1.5, true, false],
    ["3.48N", 3.48, false, false],
    ["4.29*", 4.29, false, false],
    ["1,234.56", 1234.56, false, false],
  ])("reads %s", (token, value, negative, repaired) => {
    expect(parseAmountToken(token)).toEqual({ value, negative, repaired });
  });

  it.each([
    ["4,29", 4.29],
    ["4.2O", 4.2],
    ["S4.29", 4.29],
    ["l2.50", 12.5],
  ])("repairs the OCR slip in %s", (token, value) => {
    expect(parseAmountToken(token)).toMatchObject({ value, repaired: true });
  });

  it.each(["12PK", "2L", "1.5kg", "1.25L", "0.5l", "4.2", "1,234", "abc", "", "123456789.00", "OO.OO"])("rejects %s", (token) => {
    expect(parseAmountToken(token)).toBeNull();
  });
});

describe("splitTrailingAmount", () => {
  const split = (line: string) => splitTrailingAmount(line.split(" "));

  it("takes the last amount and the tokens before it", () => {
    expect(split("ANCHOR BLUE TOP MILK 2L 4.29")).toEqual({ amount: { value: 4.29, negative: false, repaired: false }, rest: ["ANCHOR", "BLUE", "TOP", "MILK", "2L"] });
  });

  it("skips tax and food-stamp flags after the price", () => {
    expect(split("GV MILK 007874235186 F 3.48 N")?.amount.value).toBe(3.48);
    expect(split("KRO CORN 2.50 B")?.rest).toEqual(["KRO", "CORN"]);
    expect(split("BREAD 4.29 A T")?.amount.value).toBe(4.29);
  });

  it("skips OCR look-alike flags and stray marks", () => {
    expect(split("KRO BUTTER QTRS 3.99 8B")?.amount.value).toBe(3.99);
    expect(split("OLIVANI SPREAD 500G 5.99 )")?.amount.value).toBe(5.99);
    expect(split("HORIZON ORG WHOLE MILK 5.497")?.amount).toMatchObject({ value: 5.49, repaired: true });
  });

  it("re-joins amounts split by spacing", () => {
    expect(split("MILK $ 4.29")?.amount.value).toBe(4.29);
    expect(split("MILK 4. 29")?.amount.value).toBe(4.29);
    expect(split("Promo discount - 2.00")?.amount).toMatchObject({ value: 2, negative: true });
  });

  it("does not mistake a size for a price", () => {
    expect(split("COKE ZERO 1.25 L")).toBeNull();
    expect(split("VITAMIN C")).toBeNull();
    expect(split("(415) 861.7660")).toBeNull();
  });
});
