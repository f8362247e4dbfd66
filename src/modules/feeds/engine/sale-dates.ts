/**
 * `sale_price_effective_date`: two ISO 8601 moments separated by "/". A date-only side
 * ("2026-11-20/2026-11-27") means 00:00:00 of the first day to 23:59:59 of the last, on the store's
 * wall clock (IANA zone, DST-correct); a side with an offset or "Z" keeps it; a date-time without an
 * offset is read on the store's wall clock. Google's older form ("…T11:07+0100 / …") is accepted.
 */

export type SaleWindow = { ok: true; start: Date; end: Date; usedStoreZone: boolean } | { ok: false; reason: string };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const formatters = new Map<string, Intl.DateTimeFormat>();

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC in ms at the instant `utcMs`. */
function offsetAt(zone: string, utcMs: number): number {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(new Date(utcMs)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

const instants = new Map<string, number>();

/**
 * The instant a wall-clock time in `zone` names; in a DST gap, shifted forward by the gap.
 * Memoised: a feed repeats the same few sale dates on thousands of rows, and Intl is slow.
 */
export function zonedTimeToUtc(zone: string, y: number, mo: number, d: number, h: number, mi: number, s: number): Date {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const key = `${zone}|${wall}`;
  const known = instants.get(key);
  if (known !== undefined) return new Date(known);
  if (instants.size > 10_000) instants.clear();
  const t = computeInstant(zone, wall);
  instants.set(key, t);
  return new Date(t);
}

function computeInstant(zone: string, wall: number): number {
  let t = wall - offsetAt(zone, wall);
  const second = wall - offsetAt(zone, t);
  if (second !== t) {
    // Either the first guess used the other side's offset, or the wall time falls in a gap.
    const o2 = offsetAt(zone, second);
    t = wall - o2 === second ? second : Math.max(t, second);
  }
  return t;
}

function validDate(y: number, mo: number, d: number): boolean {
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

function parseSide(text: string, zone: string, end: boolean): { date: Date; usedStoreZone: boolean } | null {
  const t = text.trim();
  const dOnly = DATE_ONLY.exec(t);
  if (dOnly) {
    const [y, mo, d] = [+dOnly[1], +dOnly[2], +dOnly[3]];
    if (!validDate(y, mo, d)) return null;
    return { date: end ? zonedTimeToUtc(zone, y, mo, d, 23, 59, 59) : zonedTimeToUtc(zone, y, mo, d, 0, 0, 0), usedStoreZone: true };
  }
  const dt = DATE_TIME.exec(t);
  if (!dt) return null;
  const [y, mo, d, h, mi, s] = [+dt[1], +dt[2], +dt[3], +dt[4], +dt[5], dt[6] ? +dt[6] : 0];
  if (!validDate(y, mo, d) || h > 24 || mi > 59 || s > 59 || (h === 24 && (mi > 0 || s > 0))) return null;
  const ms = dt[7] ? Math.round(Number(`0.${dt[7]}`) * 1000) : 0;
  const zonePart = dt[8];
  if (!zonePart) {
    const local = zonedTimeToUtc(zone, y, mo, d, h, mi, s);
    return { date: new Date(local.getTime() + ms), usedStoreZone: true };
  }
  let offsetMin = 0;
  if (zonePart.toUpperCase() !== "Z") {
    const digits = zonePart.replace(":", "");
    const sign = digits[0] === "-" ? -1 : 1;
    const oh = +digits.slice(1, 3);
    const om = digits.length > 3 ? +digits.slice(3, 5) : 0;
    if (oh > 18 || om > 59) return null;
    offsetMin = sign * (oh * 60 + om);
  }
  return { date: new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms) - offsetMin * 60_000), usedStoreZone: false };
}

export function parseSaleWindow(text: string, zone: string): SaleWindow {
  const sides = text.split("/");
  if (sides.length !== 2 || !sides[0].trim() || !sides[1].trim()) {
    return { ok: false, reason: `"${text}" is not two ISO 8601 dates separated by "/" (e.g. "2026-11-20/2026-11-27")` };
  }
  const start = parseSide(sides[0], zone, false);
  const end = parseSide(sides[1], zone, true);
  if (!start || !end) return { ok: false, reason: `"${text}" is not two ISO 8601 dates separated by "/" (e.g. "2026-11-20/2026-11-27")` };
  if (end.date.getTime() <= start.date.getTime()) return { ok: false, reason: `"${text}" ends before it starts` };
  return { ok: true, start: start.date, end: end.date, usedStoreZone: start.usedStoreZone || end.usedStoreZone };
}
