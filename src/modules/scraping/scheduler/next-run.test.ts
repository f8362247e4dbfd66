import { describe, expect, it } from "vitest";
import { nextScheduledRun } from "./next-run";

const auckland = (runAt: string, frequency: "daily" | "weekly" = "daily", weekday: number | null = null) => ({ frequency, runAt, weekday, timeZone: "Pacific/Auckland" });

describe("nextScheduledRun", () => {
  it("runs at the local time, today when still ahead, else tomorrow", () => {
    // 2026-06-10 01:00 NZST (UTC+12) = 2026-06-09T13:00Z
    expect(nextScheduledRun(auckland("03:00"), new Date("2026-06-09T13:00:00Z")).toISOString()).toBe("2026-06-09T15:00:00.000Z");
    // 04:00 local: tomorrow 03:00
    expect(nextScheduledRun(auckland("03:00"), new Date("2026-06-09T16:00:00Z")).toISOString()).toBe("2026-06-10T15:00:00.000Z");
  });

  it("keeps 03:00 local across New Zealand's spring-forward (UTC time moves by an hour)", () => {
    // DST starts 2026-09-27 02:00 NZST → 03:00 NZDT. 03:00 on the 26th is NZST (+12), on the 28th NZDT (+13).
    // Midnight on the 26th (NZST): 03:00 NZST = 15:00Z on the 25th.
    const before = nextScheduledRun(auckland("03:00"), new Date("2026-09-25T12:00:00Z"));
    expect(before.toISOString()).toBe("2026-09-25T15:00:00.000Z");
    // The run after it: 03:00 on the 27th, already NZDT = 14:00Z on the 26th (23 hours later).
    const across = nextScheduledRun(auckland("03:00"), before);
    expect(across.toISOString()).toBe("2026-09-26T14:00:00.000Z");
    expect(across.getTime() - before.getTime()).toBe(23 * 3600_000);
  });

  it("runs a time skipped by spring-forward just after the gap, once", () => {
    // 02:30 does not exist on 2026-09-27 in Auckland: run at 03:30 NZDT = 14:30Z on the 26th.
    const at = nextScheduledRun(auckland("02:30"), new Date("2026-09-26T12:00:00Z"));
    expect(at.toISOString()).toBe("2026-09-26T14:30:00.000Z");
  });

  it("runs a repeated fall-back time once, at its first occurrence", () => {
    // DST ends 2026-04-05 03:00 NZDT → 02:00 NZST: 02:30 happens twice; the first is NZDT (+13) = 13:30Z on the 4th.
    const first = nextScheduledRun(auckland("02:30"), new Date("2026-04-04T12:00:00Z"));
    expect(first.toISOString()).toBe("2026-04-04T13:30:00.000Z");
    // After it ran, the next one is the next day's 02:30 NZST, not the repeat an hour later.
    expect(nextScheduledRun(auckland("02:30"), first).toISOString()).toBe("2026-04-05T14:30:00.000Z");
  });

  it("handles US zones and weekly schedules", () => {
    const seattle = { frequency: "weekly" as const, runAt: "06:15", weekday: 1, timeZone: "America/Los_Angeles" };
    // Sunday 2026-11-01 is the US fall-back day; the next Monday 06:15 PST (UTC-8) = 14:15Z on 2026-11-02.
    expect(nextScheduledRun(seattle, new Date("2026-10-31T12:00:00Z")).toISOString()).toBe("2026-11-02T14:15:00.000Z");
    // A week before, Monday 06:15 PDT (UTC-7) = 13:15Z.
    expect(nextScheduledRun(seattle, new Date("2026-10-25T12:00:00Z")).toISOString()).toBe("2026-10-26T13:15:00.000Z");
  });

  it("refuses an invalid run time", () => {
    expect(() => nextScheduledRun(auckland("25:00"), new Date())).toThrow(/Invalid run time/);
  });
});
