import { parseClock } from "@/lib/zoned-time";

export const WEEKDAY_KEYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];
export const WEEKDAY_LABELS: Record<WeekdayKey, string> = { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" };

export interface DayHours {
  open: string;
  close: string;
}
/** Every weekday present: its hours, or null when the store is closed that day. */
export type OpeningHours = Record<WeekdayKey, DayHours | null>;

/** Per weekday: "" when valid, else the problem ("Closing time must be after opening time"). */
export function openingHoursProblems(hours: OpeningHours): Partial<Record<WeekdayKey, string>> {
  const problems: Partial<Record<WeekdayKey, string>> = {};
  for (const day of WEEKDAY_KEYS) {
    const h = hours[day];
    if (!h) continue;
    const open = parseClock(h.open);
    const close = parseClock(h.close, true);
    if (open === null) problems[day] = `${WEEKDAY_LABELS[day]}: opening time must be HH:MM (00:00–23:59)`;
    else if (close === null) problems[day] = `${WEEKDAY_LABELS[day]}: closing time must be HH:MM (00:00–24:00)`;
    else if (close <= open) problems[day] = `${WEEKDAY_LABELS[day]}: closing time must be after opening time`;
  }
  return problems;
}

/** "7:00 am – 10:00 pm" style line for a day, "Closed" when closed. */
export function formatDayHours(h: DayHours | null): string {
  if (!h) return "Closed";
  const fmt = (t: string) => {
    const m = parseClock(t, true) ?? 0;
    const hh = Math.floor(m / 60) % 24;
    const mm = m % 60;
    const suffix = hh < 12 ? "am" : "pm";
    return `${hh % 12 === 0 ? 12 : hh % 12}:${String(mm).padStart(2, "0")} ${suffix}`;
  };
  return h.close === "24:00" ? `${fmt(h.open)} – midnight` : `${fmt(h.open)} – ${fmt(h.close)}`;
}

export const DEFAULT_OPENING_HOURS: OpeningHours = {
  mon: { open: "07:00", close: "22:00" }, tue: { open: "07:00", close: "22:00" }, wed: { open: "07:00", close: "22:00" },
  thu: { open: "07:00", close: "22:00" }, fri: { open: "07:00", close: "22:00" }, sat: { open: "08:00", close: "21:00" }, sun: { open: "08:00", close: "21:00" },
};
