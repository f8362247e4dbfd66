import { describe, expect, it } from "vitest";
import { clickRate, costPer, csvField, parseFunnelPeriod, periodDays, ratePct, redemptionRate, ZERO_COUNTS } from "./funnel-model";

describe("funnel model", () => {
  it("rates have one decimal and are empty with nothing to divide by", () => {
    expect(ratePct(1, 3)).toBe(33.3);
    expect(ratePct(0, 0)).toBeNull();
    expect(clickRate({ ...ZERO_COUNTS, impressions: 8, clicks: 2 })).toBe(25);
    expect(redemptionRate({ ...ZERO_COUNTS, couponViews: 8, redemptions: 2 })).toBe(25);
    expect(costPer(1999, 2)).toBe(1000);
    expect(costPer(0, 2)).toBeNull();
    expect(costPer(1999, 0)).toBeNull();
  });

  it("periods are 30 or 90 UTC days ending today", () => {
    expect(parseFunnelPeriod("90")).toBe(90);
    expect(parseFunnelPeriod("7")).toBe(30);
    expect(parseFunnelPeriod(undefined)).toBe(30);
    const days = periodDays("2026-03-01", 3);
    expect(days).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });

  it("CSV fields: quoted when needed, quotes doubled, formulas defused", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("=1+1")).toBe("'=1+1");
    expect(csvField("-5 off")).toBe("'-5 off");
    expect(csvField("@x,y")).toBe(`"'@x,y"`);
    expect(csvField(12)).toBe("12");
    expect(csvField(null)).toBe("");
  });
});

describe("spend in the retailer's terms (decision 056)", () => {
  it("adds payments shown in one currency; mixed currencies or USD show USD only", async () => {
    const { addLocal, NO_LOCAL, spendInTerms, costPerInTerms } = await import("./funnel-model");
    const nzd = addLocal(addLocal(NO_LOCAL, "NZD", 3350), "NZD", 8380);
    expect(nzd).toEqual({ currency: "NZD", cents: 11730, mixed: false });
    expect(spendInTerms(6998, nzd)).toEqual({ primary: "NZ$117.30 NZD", charged: "charged $69.98 USD at 1 USD = 1.6762 NZD" });
    expect(addLocal(NO_LOCAL, "USD", 500)).toEqual(NO_LOCAL);
    expect(spendInTerms(500, NO_LOCAL)).toEqual({ primary: "$5.00 USD", charged: null });
    const mixed = addLocal(nzd, "AUD", 100);
    expect(mixed.mixed).toBe(true);
    expect(spendInTerms(7098, mixed)).toEqual({ primary: "$70.98 USD", charged: null });
    expect(costPerInTerms(6998, nzd, 2)).toEqual({ usdCents: 3499, local: { currency: "NZD", cents: 5865, mixed: false } });
    expect(costPerInTerms(6998, nzd, 0)).toBeNull();
  });
});
