import { describe, expect, it } from "vitest";
import { specialEndsWords } from "./special-ends";

// Thursday 26 Nov 2026, 10:00 in Auckland (NZDT, UTC+13) = Wednesday 25 Nov 21:00 UTC.
const NOW = new Date("2026-11-25T21:00:00Z");
const AKL = "Pacific/Auckland";
/** The end of a local day in Auckland (midnight after it), as a feed states a sale end. */
const endOfAucklandDay = (day: number) => new Date(Date.UTC(2026, 10, day, 11)); // 00:00 NZDT next day = 11:00 UTC on `day`

describe("specialEndsWords", () => {
  it("names today, tomorrow, then the weekday up to six days, then the date", () => {
    expect(specialEndsWords(endOfAucklandDay(26), NOW, AKL)).toBe("special ends today");
    expect(specialEndsWords(endOfAucklandDay(27), NOW, AKL)).toBe("special ends tomorrow");
    expect(specialEndsWords(endOfAucklandDay(29), NOW, AKL)).toBe("special ends Sunday");
    expect(specialEndsWords(endOfAucklandDay(2 + 30), NOW, AKL)).toBe("special ends Wednesday"); // 2 Dec: six days on
    expect(specialEndsWords(endOfAucklandDay(3 + 30), NOW, AKL)).toBe("special ends 3 Dec"); // seven days on
  });

  it("reads the days in the shopper's zone: the same instant is another day in London", () => {
    // Sunday 29 Nov, 23:59:59 in Auckland is Sunday 10:59:59 in London; Wednesday 25 Nov 21:00 there.
    const until = new Date("2026-11-29T11:00:00Z");
    expect(specialEndsWords(until, NOW, AKL)).toBe("special ends Sunday");
    expect(specialEndsWords(until, NOW, "Europe/London")).toBe("special ends Sunday");
    // 10:00 UTC on 26 Nov is 23:00 Thursday in Auckland (today there) and 10:00 Thursday in London (tomorrow there).
    const early = new Date("2026-11-25T22:00:00Z");
    expect(specialEndsWords(early, NOW, AKL)).toBe("special ends today");
    expect(specialEndsWords(new Date("2026-11-26T10:00:00Z"), NOW, "Europe/London")).toBe("special ends tomorrow");
    expect(specialEndsWords(new Date("2026-11-26T10:00:00Z"), NOW, AKL)).toBe("special ends today");
  });

  it("says nothing once the special has ended", () => {
    expect(specialEndsWords(NOW, NOW, AKL)).toBeNull();
    expect(specialEndsWords(new Date("2026-11-20T00:00:00Z"), NOW, AKL)).toBeNull();
    expect(specialEndsWords(new Date("nope"), NOW, AKL)).toBeNull();
  });
});
