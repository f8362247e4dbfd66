import { addLocalDays, parseClock, wallClock, zonedToUtc } from "@/lib/zoned-time";

export const SCHEDULE_FREQUENCIES = ["daily", "weekly"] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

export interface StoreSchedule {
  frequency: ScheduleFrequency;
  /** "HH:MM", local to the store's time zone. */
  runAt: string;
  /** Weekly only: 0 = Sunday … 6 = Saturday. */
  weekday: number | null;
  timeZone: string;
}

/**
 * The first time after `now` the schedule fires, computed on the store's local calendar: "03:00
 * daily in Pacific/Auckland" stays at 03:00 local across DST changes (its UTC time moves by an
 * hour), a local time skipped by spring-forward runs just after the gap, a repeated one runs once.
 */
export function nextScheduledRun(schedule: StoreSchedule, now: Date): Date {
  const minutes = parseClock(schedule.runAt);
  if (minutes === null) throw new Error(`Invalid run time: ${schedule.runAt}`);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const today = wallClock(now, schedule.timeZone);
  for (let k = 0; k <= 8; k++) {
    const date = addLocalDays(today, k);
    if (schedule.frequency === "weekly") {
      const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
      if (weekday !== (schedule.weekday ?? 0)) continue;
    }
    const at = zonedToUtc({ ...date, hour, minute }, schedule.timeZone);
    if (at.getTime() > now.getTime()) return at;
  }
  throw new Error("Schedule never fires");
}
