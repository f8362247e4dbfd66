import { describe, expect, it } from "vitest";
import { fromIsoDay, toIsoDay } from "./iso-day";

describe("ISO calendar days", () => {
  it("round-trips a local day", () => {
    expect(toIsoDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(toIsoDay(fromIsoDay("2028-02-29")!)).toBe("2028-02-29");
  });

  it("refuses days that do not exist and other shapes", () => {
    for (const bad of ["2026-02-30", "2027-02-29", "2026-13-01", "2026-1-5", "05/01/2026", "", undefined]) expect(fromIsoDay(bad)).toBeUndefined();
  });
});
