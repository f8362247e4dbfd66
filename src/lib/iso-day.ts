/** "YYYY-MM-DD" of a local calendar day (what date inputs, date pickers and server actions exchange). */
export function toIsoDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** The local calendar day of "YYYY-MM-DD", or undefined when it is not a real date (2026-02-30). */
export function fromIsoDay(s: string | undefined): Date | undefined {
  const m = s ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(s) : null;
  if (!m) return undefined;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return toIsoDay(d) === s ? d : undefined;
}

/** "YYYY-MM-DD" of the UTC calendar day (coupon expiry dates are compared in UTC). */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
