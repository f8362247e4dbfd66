import { describe, expect, it } from "vitest";
import { MAX_RADIUS_KM } from "@/modules/pricing/schemas";
import { exclusiveClash, exclusiveClashMessage, firstFreeDay } from "./placement-exclusivity-rule";
import { STORE_SEARCH_RADIUS_KM } from "@/modules/stores/shared";

const at = (s: string) => new Date(s);
const hold = (start: string, end: string | null) => ({ startsAt: at(start), endsAt: end ? at(end) : null, renewal: end ? ("fixed" as const) : ("monthly" as const), paidThrough: end ? at(end) : at("2026-12-31T11:00:00Z") });

describe("exclusiveClash", () => {
  it("no clash when the periods only touch", () => {
    expect(exclusiveClash([hold("2026-12-01T00:00:00Z", "2026-12-10T00:00:00Z")], at("2026-12-10T00:00:00Z"), at("2026-12-20T00:00:00Z"))).toEqual({ clash: false });
    expect(exclusiveClash([hold("2026-12-10T00:00:00Z", "2026-12-20T00:00:00Z")], at("2026-12-01T00:00:00Z"), at("2026-12-10T00:00:00Z"))).toEqual({ clash: false });
  });
  it("walks past back-to-back holds to the first free instant", () => {
    const holds = [hold("2026-12-01T00:00:00Z", "2026-12-10T00:00:00Z"), hold("2026-12-10T00:00:00Z", "2026-12-15T00:00:00Z"), hold("2026-12-20T00:00:00Z", "2026-12-25T00:00:00Z")];
    expect(exclusiveClash(holds, at("2026-12-05T00:00:00Z"), null)).toEqual({ clash: true, freeFrom: at("2026-12-15T00:00:00Z"), paidThrough: null });
  });
  it("a hold starting later than the request: free from the request's start (the dates clash only later)", () => {
    expect(exclusiveClash([hold("2026-12-20T00:00:00Z", "2026-12-25T00:00:00Z")], at("2026-12-01T00:00:00Z"), at("2026-12-22T00:00:00Z"))).toMatchObject({ clash: true, freeFrom: at("2026-12-01T00:00:00Z") });
  });
  it("a monthly hold has no free date", () => {
    expect(exclusiveClash([hold("2026-11-01T00:00:00Z", null)], at("2027-03-01T00:00:00Z"), at("2027-03-05T00:00:00Z"))).toMatchObject({ clash: true, freeFrom: null });
  });
  it("names the first free day in the booker's zone", () => {
    // Midnight 10 Dec in Auckland is 9 Dec 11:00 UTC.
    expect(firstFreeDay(at("2026-12-09T11:00:00Z"), "Pacific/Auckland")).toBe("2026-12-10");
    expect(firstFreeDay(at("2026-12-09T11:00:01Z"), "Pacific/Auckland")).toBe("2026-12-11");
    expect(exclusiveClashMessage({ clash: true, freeFrom: at("2026-12-09T11:00:00Z"), paidThrough: null }, "Pacific/Auckland")).toContain("from 10 December 2026");
  });
});

describe("the radius", () => {
  it("is the comparison radius targeting uses (stores' search radius, which exclusivity measures with)", () => {
    expect(STORE_SEARCH_RADIUS_KM).toBe(MAX_RADIUS_KM);
  });
});
