/**
 * Wall-clock time in an IANA time zone with nothing but Intl (no tz database of our own): a store's
 * schedule ("03:00 daily in Pacific/Auckland"), opening hours and feed dates are local times.
 */

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric", weekday: "short",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's canonical name when Intl knows it ("pacific/auckland" → "Pacific/Auckland"), else null. */
export function canonicalTimeZone(value: string): string | null {
  const text = value.trim();
  if (!text || text.length > 64) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: text }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return {
    year: Number(parts.year), month: Number(parts.month), day: Number(parts.day),
    hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday),
  };
}

/** Minutes the zone is ahead of UTC at that instant (+780 for Auckland in summer). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a local date and time happens in the zone. A time skipped by a DST change (02:30 on
 * the spring-forward night) is read as the same distance past the gap (03:30), as clocks do; a time
 * that happens twice (the fall-back hour) is its first occurrence.
 */
export function zonedToUtc(local: { year: number; month: number; day: number; hour: number; minute: number }, timeZone: string): Date {
  const naive = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  // The offsets in force a day either side cover every zone's transitions.
  const offsets = new Set([offsetMinutes(new Date(naive - 86_400_000), timeZone), offsetMinutes(new Date(naive + 86_400_000), timeZone), offsetMinutes(new Date(naive), timeZone)]);
  const candidates = [...offsets].map((o) => naive - o * 60_000);
  const matching = candidates.filter((c) => {
    const w = wallClock(new Date(c), timeZone);
    return w.year === local.year && w.month === local.month && w.day === local.day && w.hour === local.hour && w.minute === local.minute;
  });
  if (matching.length) return new Date(Math.min(...matching));
  return new Date(Math.max(...candidates));
}

/** The calendar date `days` after a local date (plain calendar arithmetic, no zone involved). */
export function addLocalDays(d: { year: number; month: number; day: number }, days: number): { year: number; month: number; day: number } {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** "HH:MM" (00:00–23:59) → minutes, or null. "24:00" is accepted only when `allowEndOfDay`. */
export function parseClock(text: string, allowEndOfDay = false): number | null {
  const m = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text.trim());
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  if (minutes > 24 * 60 || (minutes === 24 * 60 && !allowEndOfDay)) return null;
  return minutes;
}

/** A short zone label for an instant: "NZDT", "GMT+13" … as the platform names it. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  // Each region's English names its own zones ("NZDT", "AEDT", "PST"); en-US alone says "GMT+13" for Auckland.
  const locale = timeZone.startsWith("Pacific/Auckland") || timeZone === "Pacific/Chatham" ? "en-NZ" : timeZone.startsWith("Australia/") ? "en-AU" : "en-US";
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" }).formatToParts(instant).find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}
