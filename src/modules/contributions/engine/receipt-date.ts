/**
 * A receipt's date: a real calendar date (YYYY-MM-DD), no later than tomorrow in the store's time
 * zone (a receipt printed just after midnight there may be read before midnight here), and no older
 * than the outlier window (older prices say nothing about today and could not be checked).
 */
export const RECEIPT_MAX_AGE_DAYS = 180;

/** Today's date in `timeZone` as YYYY-MM-DD. */
export function localDateIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function latestAllowedReceiptDate(timeZone: string, now: Date): string {
  return addDays(localDateIn(timeZone, now), 1);
}

/** null when the date is acceptable, else the message the shopper sees. */
export function receiptDateProblem(isoDate: string, timeZone: string, now: Date): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return "Enter the receipt's date.";
  const parsed = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== isoDate) return "Enter the receipt's date.";
  if (isoDate > latestAllowedReceiptDate(timeZone, now)) return "The receipt's date cannot be later than tomorrow.";
  if (isoDate < addDays(localDateIn(timeZone, now), -RECEIPT_MAX_AGE_DAYS)) return `Receipts older than ${RECEIPT_MAX_AGE_DAYS} days cannot be shared.`;
  return null;
}
