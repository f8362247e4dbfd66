import { describe, expect, it } from "vitest";
import { checkOutlier, medianOf } from "./outlier";
import { receiptDateProblem } from "./receipt-date";
import { receiptHeader, suggestStoreFromHeader } from "./suggest-store";

const at = (storeId: string, ...amounts: number[]) => amounts.map((amountCents) => ({ amountCents, storeId }));

describe("outlier rule at its edges", () => {
  const window = [...at("a", 100), ...at("b", 100), ...at("c", 100)]; // median 100, 3 prices, 3 stores

  it("n < 3: two prices never make an outlier, however far off", () => {
    const v = checkOutlier(10_000, [...at("a", 100), ...at("b", 100)]);
    expect(v).toMatchObject({ outlier: false, why: "too-few-prices", windowCount: 2 });
    expect(checkOutlier(1, []).outlier).toBe(false);
  });

  it("no spread: three prices from one store are not a market", () => {
    expect(checkOutlier(10_000, at("a", 100, 100, 110))).toMatchObject({ outlier: false, why: "no-spread", medianCents: 100 });
  });

  it("exactly 3× the median is not an outlier; one cent over is", () => {
    expect(checkOutlier(300, window)).toMatchObject({ outlier: false, why: "within-range", medianCents: 100 });
    const over = checkOutlier(301, window);
    expect(over).toMatchObject({ outlier: true, why: "too-high", medianCents: 100, windowCount: 3 });
    expect(over.outlier && over.reason).toBe("More than 3× the usual price (1.00, the median of 3 prices in the last 180 days)");
  });

  it("exactly ⅓ of the median is not an outlier; below it is", () => {
    const w = [...at("a", 300), ...at("b", 300), ...at("c", 300)];
    expect(checkOutlier(100, w)).toMatchObject({ outlier: false, why: "within-range" });
    expect(checkOutlier(99, w)).toMatchObject({ outlier: true, why: "too-low", medianCents: 300 });
  });

  it("an even window's median is the mean of the middle two (a half cent stays exact)", () => {
    expect(medianOf([100, 101, 50, 500])).toBe(100.5);
    const w = [...at("a", 100, 101), ...at("b", 50, 500)];
    expect(checkOutlier(301, w).outlier).toBe(false); // 301 ≤ 301.5
    expect(checkOutlier(302, w).outlier).toBe(true);
  });
});

describe("receipt date", () => {
  const now = new Date("2026-03-10T11:30:00Z"); // 2026-03-11 00:30 in Auckland (UTC+13)
  it("no later than tomorrow in the store's zone", () => {
    expect(receiptDateProblem("2026-03-12", "Pacific/Auckland", now)).toBeNull();
    expect(receiptDateProblem("2026-03-13", "Pacific/Auckland", now)).toBe("The receipt's date cannot be later than tomorrow.");
    expect(receiptDateProblem("2026-03-12", "America/Los_Angeles", now)).toBe("The receipt's date cannot be later than tomorrow.");
    expect(receiptDateProblem("2026-03-11", "America/Los_Angeles", now)).toBeNull();
  });
  it("a real date, not older than 180 days", () => {
    expect(receiptDateProblem("2026-02-30", "UTC", now)).toBe("Enter the receipt's date.");
    expect(receiptDateProblem("10/03/2026", "UTC", now)).toBe("Enter the receipt's date.");
    expect(receiptDateProblem("2025-09-10", "UTC", now)).toBe("Receipts older than 180 days cannot be shared.");
    expect(receiptDateProblem("2025-09-11", "UTC", now)).toBeNull();
  });
});

describe("store suggested from the receipt header", () => {
  const stores = [
    { id: "near-nw", name: "New World Thorndon", chain: "New World" },
    { id: "pak", name: "PAK'nSAVE Kilbirnie", chain: "PAK'nSAVE" },
    { id: "far-nw", name: "New World Newtown", chain: "New World" },
  ];
  it("picks the store whose name the header prints; the nearer on a tie", () => {
    expect(suggestStoreFromHeader("PAKnSAVE\nKILBIRNIE\nGST 123-456", stores)).toBe("pak");
    expect(suggestStoreFromHeader("NEW WORLD NEWTOWN\n12 Riddiford St", stores)).toBe("far-nw");
    expect(suggestStoreFromHeader("New World\nThank you", stores)).toBe("near-nw");
  });
  it("suggests nothing when no name matches", () => {
    expect(suggestStoreFromHeader("CORNER DAIRY\nEFTPOS", stores)).toBeNull();
    expect(suggestStoreFromHeader("", stores)).toBeNull();
  });
  it("the header is the first non-empty lines", () => {
    expect(receiptHeader("\n A \n\nB\nC\nD\nE\nF\nG", 3)).toBe("A\nB\nC");
  });
});
