/**
 * "special ends Sunday" (decision 054): when a special's price stops counting, in words read in the
 * shopper's time zone. Pure and isomorphic.
 *
 * A sale that ends at the end of a day (the usual feed end, 23:59:59 local, or midnight after it)
 * ends *on* that day: the instant a second before `until` names the day. Calendar days between
 * today and that day, in the zone: 0 "today", 1 "tomorrow", 2–6 the weekday, later the date.
 */
import { wallClock } from "./zoned-time";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Null once the special has ended (or for an unreadable date). */
export function specialEndsWords(until: Date, now: Date, timeZone: string): string | null {
  if (Number.isNaN(until.getTime()) || until.getTime() <= now.getTime()) return null;
  const last = wallClock(new Date(until.getTime() - 1000), timeZone);
  const today = wallClock(now, timeZone);
  const days = Math.round((Date.UTC(last.year, last.month - 1, last.day) - Date.UTC(today.year, today.month - 1, today.day)) / 86_400_000);
  if (days <= 0) return "special ends today";
  if (days === 1) return "special ends tomorrow";
  if (days <= 6) return `special ends ${WEEKDAYS[last.weekday]}`;
  return `special ends ${last.day} ${MONTHS[last.month - 1]}`;
}
