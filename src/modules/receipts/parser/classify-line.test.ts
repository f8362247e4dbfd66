import { describe, expect, it } from "vitest";
import { classifyLine } from "./classify-line";

const kind = (line: string) => classifyLine(line).kind;

describe("spec skip rules", () => {
  it.each([
    "TOTAL 45.67", "SUBTOTAL 41.20", "TAX 2.10", "GST 5.42", "CHANGE 4.33", "CASH 50.00", "CARD ****1234",
    "EFTPOS 41.55", "RECEIPT NO 1234", "STORE 1234", "DATE 12/03/2024", "TIME 14:32", "ABN 45 004 189 708",
    "ACN 004 189 708", "ADDRESS 7 Williamson Ave", "PHONE 09 361 1234", "THANK YOU FOR SHOPPING", "WELCOME TO COUNTDOWN",
    "VISIT US AT WWW COUNTDOWN CO NZ", "Total", "sub-total 12.00", "T0TAL 45.67",
  ])("never makes an item of %s", (line) => {
    expect(["summary", "skip"]).toContain(kind(line));
  });

  it.each(["----------------", "================", "* * * * * *", "-=-=-=-=-="])("treats %s as a separator", (line) => {
    expect(kind(line)).toBe("separator");
  });

  it.each(["12/03/2024 14:32", "05/26/24 5:48 AM", "2024-03-12", "Mar 12, 2024", "14:32:05", "2.45 PM", "12/03/2024 14:32 Lane 3 Op 245"])(
    "never makes an item of the date/time line %s",
    (line) => {
      expect(["skip", "summary"]).toContain(kind(line));
    },
  );

  it("skips plain date and time lines", () => {
    expect(kind("12/03/2024 14:32")).toBe("skip");
    expect(kind("2.45 PM")).toBe("skip");
  });

  it.each(["123456789", "0412 5566", "# 1234"])("skips the bare number %s", (line) => {
    expect(kind(line)).toBe("skip");
  });

  it.each(["www.countdown.co.nz", "https://coles.com.au/feedback", "Shop online at woolworths.com.au"])("skips the web address %s", (line) => {
    expect(kind(line)).toBe("skip");
  });

  it("keeps a priceless line of 3–49 characters as a name", () => {
    expect(classifyLine("BANANAS KG")).toMatchObject({ kind: "name", nameTokens: ["BANANAS", "KG"] });
    expect(kind("AB")).toBe("skip");
    expect(kind("X".repeat(50))).toBe("skip");
  });
});

describe("skip words that start product names", () => {
  it.each([
    ["DATES MEDJOOL 500G 11.99", 11.99],
    ["CASHEWS ROASTED SALTED 300G 8.99", 8.99],
    ["CARDAMOM GROUND 30G 4.20", 4.2],
    ["TIME OUT WAFER BAR 4PK 3.50", 3.5],
    ["STORE BRAND PEANUTS 3.99", 3.99],
    ["CARD BIRTHDAY 4.99", 4.99],
    ["TOTAL GREEK YOGHURT 500G 5.99", 5.99],
  ])("reads %s as an item", (line, amount) => {
    expect(classifyLine(line)).toMatchObject({ kind: "item", amount });
  });

  it.each(["TIME OUT BAR", "STORE 1234 PONSONBY", "STORE MANAGER JOHN"])("never makes an item of %s without a price", (line) => {
    expect(["skip", "summary"]).toContain(kind(line));
  });
});

describe("summary lines that look priced", () => {
  it.each([
    ["5 BALANCE DUE 41.55", "total"], ["**** BALANCE 54.11", "total"], ["xx BALANCE 54.11", "total"], ["TOTAL 45.67", "total"],
    ["AMOUNT DUE 12.00", "total"], ["SUBTOTAL 41.20", "subtotal"], ["SUB TOTAL 41.20", "subtotal"], ["Savings this shop 2.50", "other"],
    ["TOTAL SAVINGS 3.90", "other"], ["YOUR CARD SAVINGS 3.90", "other"], ["# ITEMS SOLD 12", "count"], ["Items in Transaction:14", "count"],
    ["ROUNDING -0.02", "rounding"], ["EFTPOS 41.55", "payment"], ["VISA 45.00", "payment"], ["MASTERCARD 12.00", "payment"],
    ["DEBIT TEND 84.70", "payment"], ["CHANGE DUE 0.00", "cash"], ["CASH 50.00", "cash"], ["PURCHASE 41.55", "payment"],
    ["Flybuys points earned 45", "other"], ["LOYALTY POINTS 120", "other"], ["GST INCLUDED IN TOTAL 5.42", "tax-included"],
    ["TAX 1 7.000 % 0.45", "tax"], ["SALES TAX 2.00", "tax"], ["TAX INVOICE", "other"],
  ])("%s → %s", (line, role) => {
    expect(classifyLine(line)).toMatchObject({ kind: "summary", role });
  });

  it("keeps the amount of a total line", () => {
    expect(classifyLine("TOTAL $45.67")).toMatchObject({ kind: "summary", role: "total", amount: 45.67 });
  });
});

describe("discount lines", () => {
  it.each([
    ["-1.00", 1], ["  Onecard Saving   -0.50", 0.5], ["SC KROGER SAVINGS 0.50-", 0.5], ["SAVINGS 0.50", 0.5],
    ["Promo discount -2.00", 2], ["Member price saving -1.00", 1], ["Clubcard Price -0.66", 0.66], ["TPD/512515 1.00-", 1],
    ["Card Savings 1.00-", 1], ["STORE COUPON 1.00-", 1], ["Price reduced -$1.90", 1.9], ["Prime Member Deal (0.50)", 0.5],
  ])("%s saves %d", (line, amount) => {
    expect(classifyLine(line)).toMatchObject({ kind: "discount", amount });
  });

  it("treats a saving label without an amount as an annotation", () => {
    expect(kind("Member price saving")).toBe("annotation");
  });
});

describe("quantity and weight lines", () => {
  it.each([
    ["2 @ 1.99", { quantity: 2, unitPrice: 1.99, total: null }],
    ["2 x 1.99", { quantity: 2, unitPrice: 1.99, total: null }],
    ["  2 @ $1.99", { quantity: 2, unitPrice: 1.99, total: null }],
    ["Qty 2 @ $3.10 each   $6.20", { quantity: 2, unitPrice: 3.1, total: 6.2 }],
    ["3 AT 1 FOR 1.42", { quantity: 3, unitPrice: 1.42, total: null }],
    ["2 AT 2 FOR 5.00", { quantity: 2, unitPrice: 2.5, total: null }],
    ["8    Qty 3 @ $3.65 each  $10.95", { quantity: 3, unitPrice: 3.65, total: 10.95 }],
  ])("%s", (line, qty) => {
    expect(classifyLine(line)).toMatchObject({ kind: "qty", qty });
  });

  it.each([
    ["1.234 kg @ $3.49/kg 4.31", { weight: 1.234, weightUnit: "kg", unitPrice: 3.49, total: 4.31, nameText: "" }],
    ["2.26 lb @ 0.58 /lb", { weight: 2.26, weightUnit: "lb", unitPrice: 0.58, total: null }],
    ["0.512 kg NET @ $9.99/kg $5.11", { weight: 0.512, unitPrice: 9.99, total: 5.11 }],
    ["2.26 lb @ 1 lb /0.58", { weight: 2.26, weightUnit: "lb", unitPrice: 0.58 }],
    ["BANANAS 1.234KG @ 2.99/KG 3.69", { nameText: "BANANAS", weight: 1.234, total: 3.69 }],
    ["3.94 lb @ $0.58/1b 2.29 F", { weight: 3.94, weightUnit: "lb", unitPrice: 0.58, total: 2.29 }],
  ])("%s", (line, weight) => {
    expect(classifyLine(line)).toMatchObject({ kind: "weight", weight });
  });

  it("does not read a plain size and price as a weighing", () => {
    expect(kind("MAINLAND TASTY CHEESE 1.5KG 15.99")).toBe("item");
  });
});

describe("other lines", () => {
  it("skips department headings", () => {
    expect(kind("      PRODUCE")).toBe("category");
    expect(kind("DAIRY")).toBe("category");
  });

  it("treats 'Regular price' as an annotation, not an item", () => {
    expect(kind("  Regular Price   4.99")).toBe("annotation");
  });

  it("finds price-only lines, also behind a stray mark", () => {
    expect(classifyLine("   6.00")).toMatchObject({ kind: "price", amount: 6 });
    expect(classifyLine("@      5.98 S")).toMatchObject({ kind: "price", amount: 5.98 });
  });

  it("ignores over-long lines", () => {
    expect(kind(`${"MILK ".repeat(60)}4.29`)).toBe("noise");
  });
});
