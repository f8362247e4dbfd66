/**
 * The currency feature's public client surface: other modules show prices in the shopper's
 * currency through these, never by importing currency/components directly.
 */
export { useCurrency, type CurrencyContextValue } from "./components/currency-provider";
export { Price } from "./components/price";
export { ApproximateRatesNote, CurrencyBadge } from "./components/currency-badge";
