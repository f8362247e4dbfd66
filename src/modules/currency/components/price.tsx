"use client";
import type { CurrencyCode } from "../engine";
import { useCurrency } from "./currency-provider";

/** A price in the shopper's currency, for server components that cannot call useCurrency themselves. */
export function Price({ cents, currency, className }: { cents: number; currency: CurrencyCode; className?: string }) {
  const { format } = useCurrency();
  return <span className={className}>{format(cents, currency)}</span>;
}
