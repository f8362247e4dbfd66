import { describe, expect, it } from "vitest";
import cases from "./fixtures/verdicts.json";
import { computeVerdict, verdictLabel, weekStartOf, WEEK_MS, type WeekPoint } from "./verdict";

const CURRENT = "2026-11-24T09:00:00.000Z"; // a Tuesday

/** closes[i] is one week's price, oldest first, last = current week; null = a week with no observation. */
function weeksFrom(closes: (number | null)[]): WeekPoint[] {
  const current = weekStartOf(new Date(CURRENT)).getTime();
  return closes.flatMap((c, i) =>
    c === null ? [] : [{ weekStart: new Date(current - (closes.length - 1 - i) * WEEK_MS).toISOString(), lowCents: c, closeCents: c }],
  );
}

describe("computeVerdict golden cases", () => {
  for (const c of cases as { name: string; closes: (number | null)[]; expect: Record<string, unknown> }[]) {
    it(c.name, () => {
      const current = c.closes[c.closes.length - 1]!;
      const v = computeVerdict({ weeks: weeksFrom(c.closes), currentCents: current, currentObservedAt: CURRENT });
      expect(v).toMatchObject(c.expect);
    });
  }
});

describe("computeVerdict details", () => {
  it("uses a week's low (not its close) for the real-deal window", () => {
    const weeks = weeksFrom([420, 420, 420, 420, 420, 420, 420, 330]);
    weeks[3] = { ...weeks[3], lowCents: 320 }; // a mid-week dip below today's price
    const v = computeVerdict({ weeks, currentCents: 330, currentObservedAt: CURRENT });
    expect(v.realDeal).toBe(false);
    expect(v.windowLowCents).toBe(320);
  });

  it("ignores weeks after the current observation and weeks older than the window for the deal", () => {
    const weeks = weeksFrom([200, 420, 420, 420, 420, 420, 420, 420, 330]);
    weeks.push({ weekStart: new Date(weekStartOf(new Date(CURRENT)).getTime() + WEEK_MS).toISOString(), lowCents: 100, closeCents: 100 });
    const v = computeVerdict({ weeks, currentCents: 330, currentObservedAt: CURRENT });
    expect(v.realDeal).toBe(true);
    expect(v.weeksOfHistory).toBe(8);
    expect(v.lowestInWeeks).toBe(8);
  });

  it("labels each kind with its figure", () => {
    const at = (closes: number[]) => verdictLabel(computeVerdict({ weeks: weeksFrom(closes), currentCents: closes[closes.length - 1], currentObservedAt: CURRENT }));
    expect(at([420, 410, 430, 415, 425, 420, 418, 330])).toBe("Lowest in 8 weeks");
    expect(at([400, 400, 400, 400, 400, 460])).toBe("15% above usual");
    expect(at([400, 400, 400, 400, 400])).toBe("Usual price");
    expect(at([500, 500])).toBe("Not enough price history yet");
  });

  it("weekStartOf is Monday 00:00 UTC", () => {
    expect(weekStartOf(new Date("2026-11-24T09:00:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(weekStartOf(new Date("2026-11-29T23:59:00Z")).toISOString()).toBe("2026-11-23T00:00:00.000Z");
  });
});
