import { describe, expect, it } from "vitest";
import { DEFAULT_OPENING_HOURS, formatDayHours, openingHoursProblems } from "./opening-hours";
import { canonicalTimeZone } from "@/lib/zoned-time";

describe("opening hours", () => {
  it("accepts a normal week, closed days and midnight closing", () => {
    expect(openingHoursProblems({ ...DEFAULT_OPENING_HOURS, sun: null, sat: { open: "08:00", close: "24:00" } })).toEqual({});
  });
  it("names each bad day", () => {
    const problems = openingHoursProblems({ ...DEFAULT_OPENING_HOURS, mon: { open: "22:00", close: "07:00" }, tue: { open: "7am", close: "22:00" }, wed: { open: "07:00", close: "24:30" } });
    expect(problems).toEqual({
      mon: "Monday: closing time must be after opening time",
      tue: "Tuesday: opening time must be HH:MM (00:00–23:59)",
      wed: "Wednesday: closing time must be HH:MM (00:00–24:00)",
    });
  });
  it("formats a day", () => {
    expect(formatDayHours({ open: "07:00", close: "22:30" })).toBe("7:00 am – 10:30 pm");
    expect(formatDayHours(null)).toBe("Closed");
  });
  it("validates time zones with Intl", () => {
    expect(canonicalTimeZone("Pacific/Auckland")).toBe("Pacific/Auckland");
    expect(canonicalTimeZone("Mars/Olympus_Mons")).toBeNull();
    expect(canonicalTimeZone("")).toBeNull();
  });
});
