/**
 * Exclusive overlap (issue 26 follow-up, decision 056). Pure: given the exclusive bookings of other
 * retailers who share shoppers with the booker, whether the requested period overlaps one, and the
 * first instant from the requested start at which none holds the placement.
 */
import { addLocalDays, zonedToUtc } from "@/lib/zoned-time";
import { dayIn, formatDate, formatDay } from "./retailer-terms";

export interface ExclusiveHold {
  startsAt: Date;
  /** null: monthly renewal, no end yet. */
  endsAt: Date | null;
  renewal: "fixed" | "monthly";
  paidThrough: Date | null;
}

export type ExclusiveClash =
  | { clash: false }
  /** `freeFrom` is the first free instant; null when a monthly hold has no end yet (`paidThrough` then says until when it is paid at least). */
  | { clash: true; freeFrom: Date | null; paidThrough: Date | null };

const overlaps = (h: ExclusiveHold, from: Date, to: Date | null) => (to === null || h.startsAt < to) && (h.endsAt === null || h.endsAt > from);

/** Walks forward from the requested start past every hold covering that instant; stops at a hold with no end. */
export function exclusiveClash(holds: ExclusiveHold[], startsAt: Date, endsAt: Date | null): ExclusiveClash {
  if (!holds.some((h) => overlaps(h, startsAt, endsAt))) return { clash: false };
  let t = startsAt;
  for (;;) {
    const covering = holds.filter((h) => h.startsAt <= t && (h.endsAt === null || h.endsAt > t));
    if (covering.length === 0) return { clash: true, freeFrom: t, paidThrough: null };
    const open = covering.find((h) => h.endsAt === null);
    if (open) return { clash: true, freeFrom: null, paidThrough: open.paidThrough };
    t = new Date(Math.max(...covering.map((h) => h.endsAt!.getTime())));
  }
}

/** The first calendar day in the zone whose midnight is at or after the instant: the earliest start date a booking can choose. */
export function firstFreeDay(instant: Date, timeZone: string): string {
  const day = dayIn(instant, timeZone);
  const [year, month, d] = day.split("-").map(Number);
  if (zonedToUtc({ year, month, day: d, hour: 0, minute: 0 }, timeZone) >= instant) return day;
  const next = addLocalDays({ year, month, day: d }, 1);
  return `${next.year}-${String(next.month).padStart(2, "0")}-${String(next.day).padStart(2, "0")}`;
}

/** What the booker is told: the next free date, never the competitor. */
export function exclusiveClashMessage(c: Extract<ExclusiveClash, { clash: true }>, timeZone: string): string {
  const head = "Another retailer already holds this placement exclusively for shoppers near your stores";
  if (c.freeFrom) return `${head} for those dates. It is next free for an exclusive booking from ${formatDate(firstFreeDay(c.freeFrom, timeZone), "long")}: choose that start date, or book it as standard now.`;
  const until = c.paidThrough ? ` It is paid until ${formatDay(c.paidThrough, timeZone, "long")} and renews monthly, so` : " It renews monthly, so";
  return `${head}.${until} no free date is known yet: book it as standard now, or try again later.`;
}
