import { describe, expect, it } from "vitest";
import { parseReceipt } from "./parse-receipt";

const items = (text: string) => parseReceipt(text).items;
const one = (text: string) => {
  const found = items(text);
  expect(found).toHaveLength(1);
  return found[0];
};
const receipt = (...lines: string[]) => lines.join("\n");

describe("spec item forms", () => {
  it("reads 'name price'", () => {
    expect(one("BANANAS 3.49")).toMatchObject({ name: "BANANAS", cleanedName: "BANANAS", price: 3.49, quantity: 1, brand: null, size: null });
  });

  it("reads 'qty x name price' with the unit price derived", () => {
    expect(one("2 x Anchor Blue Top Milk 2L 8.58")).toMatchObject({ quantity: 2, price: 8.58, unitPrice: 4.29, brand: "Anchor", size: "2L" });
    expect(one("3X WATTIES BAKED BEANS 420G 5.97")).toMatchObject({ quantity: 3, price: 5.97, brand: "Wattie's" });
  });

  it("reads 'name size price' and assembles brand, cleaned name and size", () => {
    expect(one("ANCHOR BLUE TOP MILK 2L 4.29")).toMatchObject({ name: "Anchor BLUE TOP MILK 2L", cleanedName: "BLUE TOP MILK", brand: "Anchor", size: "2L" });
  });

  it.each([
    ["MAINLAND TASTY CHEESE 1KG 15.99", "1kg"], ["BEANS 420G 1.99", "420g"], ["YOGHURT 500 g 4.50", "500g"],
    ["COKE ZERO 1.5L 3.20", "1.5L"], ["PASSATA 700ML 2.29", "700ml"], ["EGGS 12PK 8.50", "12pk"], ["WATER 24 PACK 3.98", "24pack"],
    ["NAPKINS 50PCS 2.00", "50pcs"], ["LACROIX 6 x 330ml 4.99", "6x330ml"], ["CHEERIOS 18OZ 4.98", "18oz"],
  ])("extracts the size from %s", (line, size) => {
    expect(one(line).size).toBe(size);
  });

  it("keeps priceless lines of 3–49 characters as name-only items when nothing is priced", () => {
    expect(items("Milk\nBread\nFree range eggs")).toEqual([
      expect.objectContaining({ name: "Milk", price: null }),
      expect.objectContaining({ name: "Bread", price: null }),
      expect.objectContaining({ name: "Free range eggs", price: null }),
    ]);
    expect(items("ab\n1234\n" + "x".repeat(50))).toEqual([]);
  });

  it("skips items whose cleaned name is one character or shorter", () => {
    expect(items("A 4.29\n| 2.00")).toEqual([]);
  });

  it("skips spec summary lines, separators, dates, times, bare numbers and web addresses", () => {
    const r = parseReceipt(receipt(
      "WELCOME TO COUNTDOWN", "STORE 1234", "PHONE 09 361 1234", "ADDRESS 7 Williamson Ave", "ABN 45 004 189 708", "ACN 004 189 708",
      "RECEIPT 0042", "DATE 12/03/2024", "TIME 14:32", "----------------", "MILK 2L 4.29", "12/03/2024", "14:32", "123456",
      "www.countdown.co.nz", "SUBTOTAL 4.29", "TAX 0.00", "GST 0.56", "TOTAL 4.29", "CASH 10.00", "CHANGE 5.71", "CARD 0.00",
      "EFTPOS 0.00", "THANK YOU", "VISIT US AGAIN",
    ));
    expect(r.items.map((i) => i.name)).toEqual(["MILK 2L"]);
    expect(r.printedTotal).toBe(4.29);
  });
});

describe("brand list", () => {
  it.each([
    ["MEADOW FRESH LITE MILK 2L 4.19", "Meadow Fresh"], ["PAMS BUTTER 500G 6.79", "Pams"], ["VOGELS ORIGINAL 5.49", "Vogel's"],
    ["Vogel's Original 5.49", "Vogel's"], ["PICS PEANUT BUTTER 6.99", "Pic's"], ["WHITTAKERS DARK 4.99", "Whittaker's"],
    ["Arnotts Tim Tam 4.50", "Arnott's"], ["KS ORGANIC EGGS 8.99", "Kirkland Signature"], ["GV 2% MILK 3.48", "Great Value"],
    ["KRO CANNED CORN 0.79", "Kroger"], ["TRADER JOES CASHEWS 7.99", "Trader Joe's"], ["365 WFM ORG MILK 4.49", "365"],
    ["SIMPLE TRUTH ORGANIC SPINACH 3.99", "Simple Truth Organic"], ["TILLAMOOK CHEDDAR 11.99", "Tillamook"], ["Farmdale Milk 3.29", "Farmdale"],
  ])("%s → %s", (line, brand) => {
    expect(one(line).brand).toBe(brand);
  });

  it("keeps a name that is only a brand", () => {
    expect(one("COKE 1.5L 3.20")).toMatchObject({ brand: "Coke", cleanedName: "COKE", name: "Coke 1.5L" });
  });
});

describe("quantities", () => {
  it("attaches '2 @ 1.99' on the next line to the item above", () => {
    expect(one("WATTIES BAKED BEANS 420G 3.98\n  2 @ $1.99")).toMatchObject({ quantity: 2, unitPrice: 1.99, price: 3.98 });
  });

  it("attaches '2 x 1.99' on the next line to the item above", () => {
    expect(one("Remano Penne 500g 2.38\n   2 x 1.19")).toMatchObject({ quantity: 2, unitPrice: 1.19, price: 2.38 });
  });

  it("takes a quantity line with its own total for a name-only line", () => {
    expect(one("Pauls Farmhouse Gold Milk 1.5L\n  Qty 2 @ $3.10 each   $6.20")).toMatchObject({ quantity: 2, unitPrice: 3.1, price: 6.2, brand: "Pauls" });
  });

  it("applies a quantity printed before the item when the totals agree", () => {
    const found = items("BREAD 1.79\n   2 @ 1.25\nKRO CANNED CORN 2.50 B");
    expect(found[1]).toMatchObject({ quantity: 2, unitPrice: 1.25, price: 2.5 });
    expect(found[0]).toMatchObject({ quantity: 1 });
  });

  it("reads the quantity from an inline '2 @ 4.29'", () => {
    expect(one("MILK 2L 2 @ 4.29 8.58")).toMatchObject({ quantity: 2, unitPrice: 4.29, price: 8.58, name: "MILK 2L" });
  });

  it("reads 'n QTY name' and Walmart's 'n AT 1 FOR p'", () => {
    expect(one("4 QTY LACROIX LIME 8PK\n   19.96 S")).toMatchObject({ quantity: 4, price: 19.96 });
    expect(one("  3 AT 1 FOR 1.42\nGV WHITE BREAD 024889431591 F 4.26 X")).toMatchObject({ quantity: 3, unitPrice: 1.42, price: 4.26, brand: "Great Value" });
  });
});

describe("weighed items", () => {
  it.each([
    ["BANANAS KG\n  1.234 kg @ $3.49/kg   4.31", "BANANAS", 4.31, 3.49],
    ["Bananas Loose\n  0.834 kg NET @ $3.90/kg   $3.25", "Bananas Loose", 3.25, 3.9],
    ["Tomatoes Truss\n  0.512 kg NET @ $9.99/kg $5.11", "Tomatoes Truss", 5.11, 9.99],
    ["BANANAS 000000004011KF 1.31 N\n  2.26 lb @ 1 lb /0.58", "BANANAS", 1.31, 0.58],
    ["BANANAS 1.31 B\n  2.26 lb @ 0.58 /lb", "BANANAS", 1.31, 0.58],
    ["BANANAS 1.234KG @ 2.99/KG 3.69", "BANANAS", 3.69, 2.99],
  ])("reads %j", (text, name, price, unitPrice) => {
    expect(one(text)).toMatchObject({ name, price, unitPrice, quantity: 1 });
  });

  it("computes the line total when the weighing has none", () => {
    expect(one("GALA APPLES\n  2.00 lb @ 1.49 /lb")).toMatchObject({ price: 2.98, unitPrice: 1.49 });
  });

  it("pairs a weighing printed above its 'WT name' line", () => {
    expect(one("  3.68 lb @ 1.29 /lb\n  WT      ROMA TOMATOES     4.75 S")).toMatchObject({ name: "ROMA TOMATOES", unitPrice: 1.29, price: 4.75 });
  });
});

describe("prices and flags", () => {
  it.each([
    ["MILK 4.29 A", 4.29], ["MILK 4.29 N", 4.29], ["MILK 4.29 F", 4.29], ["MILK 4.29 X", 4.29], ["MILK 4.29 T", 4.29],
    ["MILK 4.29 *", 4.29], ["MILK 4.29 GST", 4.29], ["MILK $4.29", 4.29], ["MILK 4,29", 4.29], ["MILK $ 4.29", 4.29], ["MILK 4.29#", 4.29],
  ])("%s costs %d", (line, price) => {
    expect(one(line).price).toBe(price);
  });

  it("takes the price from the next line when the name line has none", () => {
    expect(one(" Dairy Farmers Thick Creamy Vanilla Yoghurt\n                    6.00")).toMatchObject({ price: 6, brand: "Dairy Farmers" });
  });

  it("drops till codes from names", () => {
    expect(one("E  512515  KS WATER 40PK   3.99 A")).toMatchObject({ name: "Kirkland Signature WATER 40pk", cleanedName: "WATER" });
    expect(one("GV 2% MILK GAL 007874235186 F 3.48 N").cleanedName).toBe("2% MILK GAL");
  });
});

describe("discounts", () => {
  it.each([
    ["TIP TOP SUPERSOFT 3.50\n  Onecard Saving  -0.50", 0.5],
    ["RAOS MARINARA 8.99\n   -1.00", 1],
    ["RAOS MARINARA 8.99\n   1.00-", 1],
    ["CHOBANI 1.25\n   SAVINGS 0.50", 0.5],
    ["BEGA CHEESE 9.00\n  Promo discount -2.00", 2],
    ["BEGA PEANUT BUTTER 5.50\n   Member price saving -1.00", 1],
    ["KRO 2% MILK GAL 2.99 B\n  SC KROGER SAVINGS 0.50-", 0.5],
    ["E 512515 KS WATER 3.99 A\n   TPD/512515 1.00-", 1],
  ])("attaches %j to the item above", (text, discount) => {
    const found = items(text);
    expect(found).toHaveLength(1);
    expect(found[0].discount).toBe(discount);
  });

  it("adds several savings on one item and subtracts them from the computed total", () => {
    const r = parseReceipt("STEAK 20.00\n  Club Deal saving -2.00\n  Coupon 1.00-\nTOTAL 17.00");
    expect(r.items[0].discount).toBe(3);
    expect(r.computedTotal).toBe(17);
    expect(r.totalMatches).toBe(true);
  });

  it("never turns a saving into an item, even with no item above it", () => {
    expect(items("  Promo discount -2.00\nMILK 4.29")).toEqual([expect.objectContaining({ name: "MILK", discount: 0 })]);
  });
});

describe("header, footer and summary lines", () => {
  const countdown = receipt(
    "             COUNTDOWN", "        Countdown Ponsonby", "      7 Williamson Avenue", "          Ph: 09 361 1234", "      GST No: 100-112-358",
    "             TAX INVOICE", "", "ANCHOR BLUE TOP MILK 2L            4.29", "CD FREE RANGE EGGS 12PK            8.50",
    "            2 BALANCE DUE          12.79", "EFTPOS                             12.79", "GST INCLUDED IN TOTAL               1.67",
    "Savings this shop                   0.00", "Everyday Rewards card: 6001 **** 4421", "Rounding                            0.00",
    "       Thank you for shopping at Countdown",
  );

  it("ignores store name and address lines above the first priced item and everything after the total", () => {
    const r = parseReceipt(countdown);
    expect(r.items.map((i) => i.name)).toEqual(["Anchor BLUE TOP MILK 2L", "Countdown FREE RANGE EGGS 12pk"]);
    expect(r.printedTotal).toBe(12.79);
    expect(r.totalMatches).toBe(true);
  });

  it.each(["PURCHASE 41.55", "Total savings 3.00", "ITEMS SOLD 12", "Rounding -0.02", "VISA 12.00", "MASTERCARD 12.00", "CHANGE DUE 0.00", "LOYALTY POINTS 120.00"])(
    "never turns %s into an item",
    (line) => {
      expect(items(`MILK 2L 4.29\n${line}\nBREAD 3.00`).map((i) => i.name)).not.toContain(line);
    },
  );

  it("skips department headings between items", () => {
    expect(items("      PRODUCE\nBANANAS 1.31 S\n      DAIRY\nMILK 4.49 S").map((i) => i.name)).toEqual(["BANANAS", "MILK"]);
  });
});

describe("total cross-check and confidence", () => {
  it("checks US receipts against SUBTOTAL (tax added after it)", () => {
    const r = parseReceipt("BREAD 2.00 X\nMILK 3.00 N\nSUBTOTAL 5.00\nTAX 0.14\nTOTAL 5.14");
    expect(r).toMatchObject({ printedTotal: 5.14, computedTotal: 5, totalMatches: true });
  });

  it("reports a mismatch and lowers confidence", () => {
    const good = parseReceipt("BREAD 2.00\nMILK 3.00\nTOTAL 5.00");
    const bad = parseReceipt("BREAD 2.00\nMILK 3.00\nTOTAL 9.00");
    expect(bad.totalMatches).toBe(false);
    expect(bad.warnings.some((w) => w.includes("9.00"))).toBe(true);
    expect(bad.confidence).toBeLessThan(good.confidence);
  });

  it("is neutral without a printed total and zero without items", () => {
    expect(parseReceipt("BREAD 2.00").totalMatches).toBeNull();
    expect(parseReceipt("12/03/2024\n------").confidence).toBe(0);
    expect(parseReceipt("").items).toEqual([]);
  });

  it("rates OCR-repaired lines lower than clean lines", () => {
    const clean = parseReceipt("BREAD 2.00\nMILK 3.00");
    const repaired = parseReceipt("BREAD 2,00\nMILK 3,0O");
    expect(repaired.items.map((i) => i.price)).toEqual([2, 3]);
    expect(repaired.confidence).toBeLessThan(clean.confidence);
  });

  it("repairs a price whose zero OCR read as 6 when that alone explains the total", () => {
    const r = parseReceipt("BREAD 2.56\nMILK 3.99\nTOTAL 6.49");
    expect(r.items[0].price).toBe(2.5);
    expect(r.totalMatches).toBe(true);
    expect(r.warnings.some((w) => w.includes("corrected"))).toBe(true);
  });

  it("leaves prices alone when several repairs would explain the total equally", () => {
    const r = parseReceipt("BREAD 2.06\nMILK 3.06\nTOTAL 5.06");
    expect(r.items.map((i) => i.price)).toEqual([2.06, 3.06]);
    expect(r.totalMatches).toBe(false);
  });
});

describe("robustness to OCR noise", () => {
  it("reads the OCR output of a photographed receipt", () => {
    const ocr = receipt(
      "COUNTDOWN                        bg", "Ph 09 361 1234              fist", "EDMONDS STANDARD FLOUR 1.5KG         3.89    Ee",
      "ONIONS BROWN KG                             oi", "0.778 kg @ $2.99/kg                2.3%    3", "KRO BUTTER QTRS                     3.99 8B",
      "HORIZON ORG WHOLE MILK              5.497", "xx BALANCE                      15.70",
    );
    const r = parseReceipt(ocr);
    expect(r.items.map((i) => [i.cleanedName, i.price])).toEqual([
      ["STANDARD FLOUR", 3.89], ["ONIONS BROWN", 2.33], ["BUTTER QTRS", 3.99], ["ORG WHOLE MILK", 5.49],
    ]);
    expect(r).toMatchObject({ printedTotal: 15.7, totalMatches: true });
  });

  it("repairs O read as 0 inside words", () => {
    expect(one("KRO SHRD M0ZZ 2.49 B").cleanedName).toBe("SHRD MOZZ");
  });

  it("handles binary garbage and control characters", () => {
    expect(() => parseReceipt("\u0000\u0001\uFFFD\u0007MILK\t4.29\r\n\u001b[31m")).not.toThrow();
    expect(parseReceipt("\u0000MILK\u00a04.29").items[0]).toMatchObject({ price: 4.29 });
  });
});
