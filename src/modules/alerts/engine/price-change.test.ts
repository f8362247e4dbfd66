import { describe, expect, it } from "vitest";
import { DEFAULT_ALERT_RULE, priceChangeAlert, priceChangeTitle } from "./price-change";

describe("priceChangeAlert", () => {
  const fivePct = { thresholdPct: 5, includeRises: true };

  it("fires on a drop of exactly the threshold, not a cent less", () => {
    expect(priceChangeAlert(200, 190, fivePct)).toBe("price_drop");
    expect(priceChangeAlert(200, 191, fivePct)).toBeNull();
  });

  it("fires on a rise of exactly the threshold, not a cent less", () => {
    expect(priceChangeAlert(200, 210, fivePct)).toBe("price_rise");
    expect(priceChangeAlert(200, 209, fivePct)).toBeNull();
  });

  it("leaves rises out unless the shopper asked for them", () => {
    expect(priceChangeAlert(200, 300, { thresholdPct: 5, includeRises: false })).toBeNull();
    expect(priceChangeAlert(200, 100, { thresholdPct: 5, includeRises: false })).toBe("price_drop");
  });

  it("keeps the original rule without settings: every drop, no rise", () => {
    expect(priceChangeAlert(1000, 999, DEFAULT_ALERT_RULE)).toBe("price_drop");
    expect(priceChangeAlert(1000, 1001, DEFAULT_ALERT_RULE)).toBeNull();
  });

  it("never fires on an unchanged or free old price", () => {
    expect(priceChangeAlert(500, 500, { thresholdPct: 1, includeRises: true })).toBeNull();
    expect(priceChangeAlert(0, 100, { thresholdPct: 1, includeRises: true })).toBeNull();
  });

  it("works on odd amounts without floating-point edges (3% of 333 is 9.99)", () => {
    expect(priceChangeAlert(333, 323, { thresholdPct: 3, includeRises: true })).toBe("price_drop"); // 10 × 100 ≥ 999
    expect(priceChangeAlert(333, 324, { thresholdPct: 3, includeRises: true })).toBeNull(); // 900 < 999
  });
});

describe("priceChangeTitle", () => {
  it("names the direction and the rounded change", () => {
    expect(priceChangeTitle("Milk", 400, 300)).toBe("Milk dropped 25%");
    expect(priceChangeTitle("Milk", 200, 210)).toBe("Milk rose 5%");
  });
});
