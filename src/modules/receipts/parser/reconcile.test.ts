import { describe, expect, it } from "vitest";
import { parseReceipt } from "./parse-receipt";
import { goodsTotalTargets, reconcileLines, type ReceiptTotals } from "./reconcile";

const receipt = (...lines: string[]) => parseReceipt(lines.join("\n"));

describe("reconciliation golden receipts", () => {
  it("NZ, GST-inclusive: the lines add up to the TOTAL; the GST line is information only", () => {
    const r = receipt(
      "COUNTDOWN PONSONBY",
      "GST No: 100-112-358",
      "ANCHOR BUTTER 500G                    7.99",
      "BARILLA SPAGHETTI 500G                2.90",
      "CARROTS LOOSE KG",
      "  2.123 kg @ $2.49/kg                 5.29",
      "             3 BALANCE DUE           16.18",
      "EFTPOS                               16.18",
      "GST INCLUDED IN TOTAL                 2.11",
    );
    expect(r.reconciliation).toMatchObject({ status: "matches", printedTotalCents: 1618, printedAs: "total", linesSumCents: 1618, differenceCents: 0 });
    expect(r.reconciliation.totals).toEqual({ subtotalCents: null, totalCents: 1618, taxAddedCents: 0, roundingCents: 0, paidByCardCents: 1618 });
  });

  it("AU, SUBTOTAL and TOTAL with 'Price reduced' and 'Promo discount' savings lines", () => {
    const r = receipt(
      "Coles Newtown",
      "Arnotts Tim Tam Original 200g        $5.00",
      "  Price reduced                     -$1.90",
      "Dairy Farmers Vanilla Yoghurt 600g   $5.50",
      "  Promo discount                    -$0.70",
      "Kraft Vegemite 380g                  $7.50",
      "3 SUBTOTAL                          $15.40",
      "TOTAL                               $15.40",
      "GST included in total                $0.00",
    );
    expect(r.reconciliation).toMatchObject({ status: "matches", printedTotalCents: 1540, printedAs: "subtotal", linesSumCents: 1540 });
  });

  it("a multi-buy saving counts against the item above it", () => {
    const r = receipt(
      "New World Thorndon",
      "Bluebird Original Chips 150g",
      "  3 @ $2.99                           8.97",
      "  Multi buy saving                   -1.97",
      "Pams Butter 500g                      6.79",
      "TOTAL                                13.79",
    );
    expect(r.items[0]).toMatchObject({ quantity: 3, price: 8.97, discount: 1.97 });
    expect(r.reconciliation).toMatchObject({ status: "matches", linesSumCents: 1379, differenceCents: 0 });
  });

  it("a savings line the parser missed leaves the lines over by exactly that saving", () => {
    const r = receipt(
      "IGA",
      "UNCLE TOBYS QUICK OATS 500G           3.30",
      "STREETS BLUE RIBBON VANILLA 2L        7.50",
      "TOTAL                                 9.40",
    );
    expect(r.reconciliation).toMatchObject({ status: "differs", printedTotalCents: 940, linesSumCents: 1080, differenceCents: 140 });
    expect(r.warnings).toContain("items add up to 10.80 but the receipt's total is 9.40");
  });

  it("quantity × unit price lines: the line total is what adds up", () => {
    const r = receipt(
      "Coles",
      "Primo Shortcut Bacon 250g",
      "  Qty 4 @ $6.50 each                $26.00",
      "Arnotts Shapes BBQ 175g",
      "  Qty 3 @ $3.65 each                $10.95",
      "SUBTOTAL                            $36.95",
      "TOTAL                               $36.95",
    );
    expect(r.items.map((i) => [i.quantity, i.unitPrice, i.price])).toEqual([[4, 6.5, 26], [3, 3.65, 10.95]]);
    expect(r.reconciliation.status).toBe("matches");
  });

  it("a misread line total is repaired from quantity × unit price when that makes the receipt add up", () => {
    const r = receipt(
      "Coles",
      "Arnotts Shapes BBQ 175g",
      "  Qty 3 @ $3.65 each                $10.35",
      "Kraft Vegemite 380g                  $7.50",
      "TOTAL                               $18.45",
    );
    expect(r.items[0].price).toBe(10.95);
    expect(r.reconciliation).toMatchObject({ status: "matches", linesSumCents: 1845 });
    expect(r.warnings.some((w) => w.includes("corrected to 10.95"))).toBe(true);
  });

  it("a misread unit price follows the line total once the receipt adds up", () => {
    const r = receipt(
      "Coles",
      "Arnotts Shapes BBQ 175g",
      "  Qty 3 @ $3.85 each                $10.95",
      "Kraft Vegemite 380g                  $7.50",
      "TOTAL                               $18.45",
    );
    expect(r.reconciliation.status).toBe("matches");
    expect(r.items[0]).toMatchObject({ quantity: 3, price: 10.95, unitPrice: 3.65 });
  });

  it("multi-buy pricing ('3 for 10.00') is not mistaken for a misread unit price", () => {
    const r = receipt("Shop", "Tomato Soup 400g", "  3 @ $3.33                          10.00", "TOTAL                               10.00");
    expect(r.reconciliation.status).toBe("matches");
    expect(r.items[0]).toMatchObject({ quantity: 3, price: 10, unitPrice: 3.33 });
  });

  it("US, tax added: the lines add up to the SUBTOTAL, and TOTAL = SUBTOTAL + TAX", () => {
    const r = receipt(
      "WALMART",
      "GV 2% MILK GAL         034639212093 F  3.48 X",
      "BOUNTY SAS 6PK         006625822256 F  12.97 X",
      "                    SUBTOTAL           16.45",
      "         TAX 1  7.000 %                 0.91",
      "                       TOTAL           17.36",
      "              DEBIT   TEND             17.36",
    );
    expect(r.reconciliation).toMatchObject({ status: "matches", printedTotalCents: 1645, printedAs: "subtotal" });
    expect(r.reconciliation.totals).toMatchObject({ subtotalCents: 1645, totalCents: 1736, taxAddedCents: 91 });
  });

  it("US, no subtotal printed: the lines add up to TOTAL − TAX", () => {
    const r = receipt(
      "KROGER",
      "KRO BUTTER QTRS                     3.99 B",
      "OSCAR MAYER BACON                   6.49 B",
      "     SC KROGER SAVINGS               0.40-",
      "            TAX                       0.33",
      "   **** BALANCE                      10.41",
    );
    expect(r.reconciliation).toMatchObject({ status: "matches", printedTotalCents: 1008, printedAs: "total-before-tax", linesSumCents: 1008 });
  });

  it("US: lines that add up to the total including tax do not match (the tax was read as an item)", () => {
    const r = receipt(
      "KROGER",
      "KRO BUTTER QTRS                     3.99 B",
      "OSCAR MAYER BACON                   6.49 B",
      "SALES TX PD                         0.33",
      "            TAX                       0.33",
      "   **** BALANCE                      10.81",
    );
    expect(r.reconciliation).toMatchObject({ status: "differs", printedTotalCents: 1048, printedAs: "total-before-tax", linesSumCents: 1081, differenceCents: 33 });
  });

  it("NZ cash rounding printed after the TOTAL: the lines add up to the TOTAL", () => {
    const r = receipt(
      "PAK'nSAVE",
      "MAINLAND TASTY CHEESE 1KG            15.99",
      "CHELSEA WHITE SUGAR 1.5KG             3.29",
      "TOTAL                                19.28",
      "ROUNDING                             -0.08",
      "CASH                                 20.00",
    );
    expect(r.reconciliation).toMatchObject({ status: "matches", printedAs: "total", printedTotalCents: 1928 });
    expect(r.reconciliation.totals.roundingCents).toBe(-8);
  });

  it("AU cash rounding printed before the TOTAL: the lines add up to TOTAL − ROUNDING", () => {
    const r = receipt(
      "ALDI",
      "Farmdale Full Cream Milk 2L         3.29",
      "Goldenvale Corn Flakes 500g         1.99",
      "Rounding                           -0.03",
      "Total                               5.25",
    );
    expect(r.reconciliation).toMatchObject({ status: "matches", printedAs: "total-before-rounding", printedTotalCents: 528, linesSumCents: 528 });
  });

  it("one cent out is a difference (a misread digit), not rounding", () => {
    const r = receipt(
      "ALDI",
      "Farmdale Full Cream Milk 2L         3.29",
      "Goldenvale Corn Flakes 500g         1.99",
      "Total                               5.27",
    );
    expect(r.reconciliation).toMatchObject({ status: "differs", printedTotalCents: 527, linesSumCents: 528, differenceCents: 1 });
    expect(r.totalMatches).toBe(false);
  });

  it("a printed one-cent rounding line reconciles the same receipt", () => {
    const r = receipt(
      "ALDI",
      "Farmdale Full Cream Milk 2L         3.29",
      "Goldenvale Corn Flakes 500g         1.99",
      "Rounding                           -0.01",
      "Total                               5.27",
    );
    expect(r.reconciliation).toMatchObject({ status: "matches", printedAs: "total-before-rounding", differenceCents: 0 });
  });

  it("no total printed: no_total, nothing to compare with", () => {
    const r = receipt("Corner Dairy", "Milk 2L                              3.29", "Bread                                2.50");
    expect(r.reconciliation).toMatchObject({ status: "no_total", printedTotalCents: null, printedAs: null, linesSumCents: 579, differenceCents: 0 });
    expect(r.totalMatches).toBeNull();
  });

  it("a card payment line stands in for a total that was not read", () => {
    const r = receipt("FreshChoice", "Yoplait Greek Yoghurt 1kg           $7.49", "Griffins Toffee Pops 200g           $3.99", "VISA                               $11.48");
    expect(r.reconciliation).toMatchObject({ status: "matches", printedTotalCents: 1148, printedAs: "total" });
  });

  it("a total misread like a price proves nothing when the card payment printed the real total", () => {
    // Measured on the tilted tier: 9.50 read as 9.56 and TOTAL 120.70 as 120.76; EFTPOS read right.
    const r = receipt(
      "IGA",
      "MOCCONA MEDIUM ROAST 100G           9.560",
      "KRAFT VEGEMITE 380G                 7.50",
      "TOTAL                              17.06",
      "EFTPOS                             17.00",
    );
    expect(r.reconciliation).toMatchObject({ status: "differs", printedTotalCents: 1700, printedAs: "total", linesSumCents: 1706, differenceCents: 6 });
    // Read right, the same receipt matches; and cash (change given) makes the payment line no total at all.
    expect(receipt("IGA", "MOCCONA MEDIUM ROAST 100G           9.50", "KRAFT VEGEMITE 380G                 7.50", "TOTAL                              17.00", "EFTPOS                             17.00").reconciliation.status).toBe("matches");
    expect(receipt("IGA", "MOCCONA 100G  9.50", "VEGEMITE 380G  7.50", "TOTAL  17.00", "CASH  20.00", "CHANGE  3.00").reconciliation.totals.paidByCardCents).toBeNull();
  });

  it("SUBTOTAL and TOTAL − TAX agreeing with the lines outvote a misread card payment", () => {
    // Measured on the hard tier: Trader Joe's VISA 91.03 read as 91.63.
    const r = receipt("TRADER JOE'S", "UNSALTED CASHEWS   7.99", "CAGE FREE EGGS   3.49", "SUBTOTAL   $11.48", "TOTAL TAX   $0.40", "TOTAL   $11.88", "Visa Credit   $11.28");
    expect(r.reconciliation).toMatchObject({ status: "matches", printedAs: "subtotal", linesSumCents: 1148 });
  });

  it("empty input has no total and no lines", () => {
    expect(parseReceipt("").reconciliation).toMatchObject({ status: "no_total", linesSumCents: 0, printedTotalCents: null });
  });
});

describe("reconcileLines (what the review screen runs after each edit)", () => {
  const us: ReceiptTotals = { subtotalCents: 1645, totalCents: 1736, taxAddedCents: 91, roundingCents: 0 };

  it("recomputes from edited line prices", () => {
    const misread = [{ priceCents: 348, discountCents: 0 }, { priceCents: 1287, discountCents: 0 }];
    expect(reconcileLines(misread, us)).toMatchObject({ status: "differs", differenceCents: -10, printedTotalCents: 1645 });
    const fixed = [{ priceCents: 348, discountCents: 0 }, { priceCents: 1297, discountCents: 0 }];
    expect(reconcileLines(fixed, us)).toMatchObject({ status: "matches", differenceCents: 0 });
  });

  it("lines with no price at all never match, even against a zero total", () => {
    const totals: ReceiptTotals = { subtotalCents: null, totalCents: 0, taxAddedCents: 0, roundingCents: 0 };
    expect(reconcileLines([{ priceCents: null, discountCents: 0 }], totals)).toMatchObject({ status: "differs", unpricedLines: 1 });
  });

  it("a rounding figure larger than a till could print is not a rounding", () => {
    const totals: ReceiptTotals = { subtotalCents: null, totalCents: 1000, taxAddedCents: 0, roundingCents: -40 };
    expect(goodsTotalTargets(totals)).toEqual([{ cents: 1000, as: "total" }]);
    expect(reconcileLines([{ priceCents: 1040, discountCents: 0 }], totals).status).toBe("differs");
  });
});
