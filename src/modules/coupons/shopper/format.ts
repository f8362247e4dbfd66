const DATE_FORMAT = new Intl.DateTimeFormat("en-NZ", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** yyyy-MM-dd → "24 Dec 2026" (a calendar date: formatted in UTC so no time zone shifts the day). */
export function formatCouponDate(isoDate: string): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDate : DATE_FORMAT.format(d);
}

/** Whole days from `today` to the expiry date (0 = last day). */
export function daysLeft(expiryDate: string, today: string): number {
  return Math.round((Date.parse(`${expiryDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export function expiryLabel(expiryDate: string, today: string): string {
  const n = daysLeft(expiryDate, today);
  if (n < 0) return `Expired ${formatCouponDate(expiryDate)}`;
  if (n === 0) return "Last day today";
  if (n === 1) return "Ends tomorrow";
  if (n <= 7) return `${n} days left`;
  return `Expires ${formatCouponDate(expiryDate)}`;
}
