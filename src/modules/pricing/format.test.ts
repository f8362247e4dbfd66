import { describe, expect, it } from "vitest";
import { dollarsText, formatDistance, formatPriceAge } from "./format";
import { compareSearchString, parseCompareSearchParams } from "./schemas";
import { searchPattern } from "@/modules/catalog/search-pattern";

const NOW = new Date("2025-06-10T12:00:00Z");
const ago = (hours: number) => new Date(NOW.getTime() - hours * 3600 * 1000).toISOString();

describe("formatPriceAge", () => {
  it.each([
    [2, "today"],
    [30, "yesterday"],
    [72, "3 days ago"],
    [24 * 20, "2 weeks ago"],
    [24 * 95, "3 months ago"],
    [24 * 800, "2 years ago"],
  ])("%d hours old reads %s", (hours, text) => {
    expect(formatPriceAge(ago(hours), NOW)).toBe(text);
  });
  it("says so when the date is unreadable", () => {
    expect(formatPriceAge("not a date", NOW)).toBe("date unknown");
  });
});

describe("money and distance text", () => {
  it("writes the scrape-prices totals as dollars with two decimals", () => {
    expect(dollarsText(3450)).toBe("$34.50");
    expect(dollarsText(5)).toBe("$0.05");
    expect(dollarsText(-210)).toBe("-$2.10");
  });
  it("shows one decimal under 10 km", () => {
    expect(formatDistance(0.874)).toBe("0.9 km");
    expect(formatDistance(12.6)).toBe("13 km");
  });
});

describe("compare URL state", () => {
  it("round-trips visit cost, store cap, bigger packs and the browser's location", () => {
    const options = { visitCostCents: 300, maxStores: 2, biggerPacks: true, near: "47.6097,-122.3422" };
    const params = Object.fromEntries(new URLSearchParams(compareSearchString(options).slice(1)));
    expect(parseCompareSearchParams(params)).toEqual(options);
  });
  it("falls back to the defaults for malformed values instead of failing", () => {
    const off = { biggerPacks: false, near: null };
    expect(parseCompareSearchParams({ visit: "-5", max: "9" })).toEqual({ visitCostCents: 0, maxStores: null, ...off });
    expect(parseCompareSearchParams({ visit: "abc", max: "any", near: "Seattle" })).toEqual({ visitCostCents: 0, maxStores: null, ...off });
    expect(parseCompareSearchParams({ visit: ["250", "999"], max: "1", near: "95,10" })).toEqual({ visitCostCents: 250, maxStores: 1, ...off });
    expect(compareSearchString({ visitCostCents: 0, maxStores: null })).toBe("");
  });
});

describe("searchPattern", () => {
  it("is a substring pattern with LIKE wildcards escaped and spaces matching any separator", () => {
    expect(searchPattern("milk")).toBe("%milk%");
    expect(searchPattern("k cup")).toBe("%k_cup%");
    expect(searchPattern("100%_juice")).toBe("%100\\%\\_juice%");
  });
  it("reaches plurals the simple way does not: berries, loaves", () => {
    expect(searchPattern("strawberry")).toBe("%strawberr%");
    expect(searchPattern("loaf")).toBe("%loa%");
    expect(searchPattern("day")).toBe("%day%");
  });
});
