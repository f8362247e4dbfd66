"use client";
import { useCurrency } from "@/modules/currency/client";
import { formatMoney } from "@/modules/currency/engine";
import { type CurrencyCode } from "@/modules/currency/engine";

/**
 * A total shown as the sum of its rounded parts in the display currency (each part converted on
 * its own, as the lines beside it are), less the sum of `minus` when given.
 */
export function SumPrice({ parts, minus = [], currency }: { parts: number[]; minus?: number[]; currency: CurrencyCode }) {
  const { convert, currency: shownIn } = useCurrency();
  const sum = (xs: number[]) => xs.reduce((n, c) => n + convert(c, currency), 0);
  return <>{formatMoney(sum(parts) - sum(minus), shownIn)}</>;
}
