import { LIST_NAME_MAX } from "@/modules/lists/shared";

/** Spec section 9: a receipt creates a new list named "Receipt Items - {local date}". */
export const RECEIPT_LIST_PREFIX = "Receipt Items - ";
/** Room left for the date inside the 50-character list name. */
export const LOCAL_DATE_MAX = LIST_NAME_MAX - RECEIPT_LIST_PREFIX.length;

/**
 * The date as the shopper's browser writes it ("22/11/2025", "11/22/2025", "22.11.2025",
 * "2025. 11. 22."); the server only checks it is a plausible date string, it never reformats it.
 */
export function formatLocalDate(date: Date, locales?: string | string[]): string {
  return date.toLocaleDateString(locales);
}

/** Digits, letters (month names, Korean/Chinese date marks), spaces and common separators. */
const LOCAL_DATE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .,/\-\u200f\u200e]*$/u;

export function isPlausibleLocalDate(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= LOCAL_DATE_MAX && LOCAL_DATE_PATTERN.test(trimmed) && /\p{N}/u.test(trimmed);
}

export function receiptListName(localDate: string): string {
  return `${RECEIPT_LIST_PREFIX}${localDate.trim()}`;
}
