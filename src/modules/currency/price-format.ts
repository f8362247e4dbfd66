import { convertCents, formatMoney, type CurrencyCode, type RatesTable } from "./engine";

export interface PriceFormatter {
  currency: CurrencyCode;
  /** Integer cents in `from` → integer cents in the shopper's currency. */
  convert(cents: number, from: CurrencyCode): number;
  /** The one way the app shows a price: converted to the shopper's currency, "NZ$12.50 NZD". */
  format(cents: number, from: CurrencyCode): string;
}

/**
 * Stored prices keep their store's currency; display converts through USD with the current
 * rates. Fractional cents (unit prices) are rounded first, since money is shown to the cent.
 */
export function createPriceFormatter(currency: CurrencyCode, rates: Partial<RatesTable>): PriceFormatter {
  const convert = (cents: number, from: CurrencyCode) => convertCents(Math.round(cents), from, currency, rates);
  return { currency, convert, format: (cents, from) => formatMoney(convert(cents, from), currency) };
}
