import { describe, expect, it } from "vitest";
import { canonicalTimeZone, offsetMinutes, parseClock, zonedToUtc, zoneAbbreviation } from "./zoned-time";

describe("zoned time with Intl", () => {
  it("knows each demo region's offsets and names in summer and winter", () => {
    expect(offsetMinutes(new Date("2026-01-15T00:00:00Z"), "Pacific/Auckland")).toBe(780);
    expect(offsetMinutes(new Date("2026-07-15T00:00:00Z"), "Pacific/Auckland")).toBe(720);
    expect(offsetMinutes(new Date("2026-07-15T00:00:00Z"), "America/Los_Angeles")).toBe(-420);
    expect(zoneAbbreviation(new Date("2026-01-15T00:00:00Z"), "Pacific/Auckland")).toBe("NZDT");
    expect(zoneAbbreviation(new Date("2026-07-15T00:00:00Z"), "Australia/Sydney")).toBe("AEST");
    expect(zoneAbbreviation(new Date("2026-01-15T00:00:00Z"), "America/Los_Angeles")).toBe("PST");
  });
  it("turns local times into instants, skipping gaps forward and taking the first of a repeated hour", () => {
    expect(zonedToUtc({ year: 2026, month: 11, day: 27, hour: 9, minute: 0 }, "Pacific/Auckland").toISOString()).toBe("2026-11-26T20:00:00.000Z");
    // US spring-forward 2026-03-08 02:30 does not exist in Los Angeles → 03:30 PDT = 10:30Z.
    expect(zonedToUtc({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, "America/Los_Angeles").toISOString()).toBe("2026-03-08T10:30:00.000Z");
    // US fall-back 2026-11-01 01:30 happens twice → the first (PDT, 08:30Z).
    expect(zonedToUtc({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, "America/Los_Angeles").toISOString()).toBe("2026-11-01T08:30:00.000Z");
  });
  it("parses clock times and canonicalises zone names", () => {
    expect(parseClock("07:30")).toBe(450);
    expect(parseClock("24:00")).toBeNull();
    expect(parseClock("24:00", true)).toBe(1440);
    expect(parseClock("7:30")).toBeNull();
    expect(canonicalTimeZone("australia/sydney")).toBe("Australia/Sydney");
  });
});
