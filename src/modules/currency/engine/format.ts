import { CURRENCIES, type CurrencyCode } from "./currencies";

// Built once: the grouping/decimal digits are the only ICU-dependent part, and 'en' is stable.
const AMOUNT_FORMAT = new Intl.NumberFormat("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Spec display format: symbol, amount with 2 decimals, then the code — "NZ$12.50 NZD".
 * The symbol comes from our table rather than Intl's currency style, whose symbols
 * ("NZ$" vs "$") change with locale and ICU version.
 */
export function formatMoney(cents: number, currency: CurrencyCode): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer, got ${cents}`);
  const sign = cents < 0 ? "-" : "";
  return `${sign}${CURRENCIES[currency].symbol}${formatAmount(Math.abs(cents))} ${currency}`;
}

/** "1,234.50" for 123450 cents, with no symbol or code. */
export function formatAmount(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const fraction = Math.abs(cents % 100);
  // Formatting the whole part and appending the cents avoids binary-fraction rounding of cents / 100.
  const wholeText = AMOUNT_FORMAT.format(Math.abs(whole)).replace(/\.00$/, "");
  const sign = cents < 0 ? "-" : "";
  return `${sign}${wholeText}.${String(fraction).padStart(2, "0")}`;
}
