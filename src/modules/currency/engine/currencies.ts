export const CURRENCY_CODES = ["NZD", "AUD", "USD"] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface Currency {
  code: CurrencyCode;
  symbol: string;
  name: string;
  countryCode: string;
}

export const CURRENCIES: Readonly<Record<CurrencyCode, Currency>> = {
  NZD: { code: "NZD", symbol: "NZ$", name: "New Zealand Dollar", countryCode: "NZ" },
  AUD: { code: "AUD", symbol: "A$", name: "Australian Dollar", countryCode: "AU" },
  USD: { code: "USD", symbol: "$", name: "US Dollar", countryCode: "US" },
};

export const DEFAULT_CURRENCY: CurrencyCode = "USD";

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** Spec: AU → AUD, NZ → NZD, every other (or unknown) country → USD. */
export function currencyForCountry(countryCode: string | null | undefined): CurrencyCode {
  switch (countryCode?.trim().toUpperCase()) {
    case "AU":
      return "AUD";
    case "NZ":
      return "NZD";
    default:
      return DEFAULT_CURRENCY;
  }
}

/** Reads a stored preference, ignoring anything that is not a supported code. */
export function parseCurrencyPreference(value: string | null | undefined): CurrencyCode | null {
  const upper = value?.trim().toUpperCase();
  return isCurrencyCode(upper) ? upper : null;
}
