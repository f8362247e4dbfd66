"use client";
import { useCurrency } from "@/modules/currency/client";
import type { CurrencyCode } from "@/modules/currency/engine";
import { formatRegionalUnitPrice } from "@/lib/unit-price";
import type { UnitPriceDto } from "../dto";

/**
 * A unit price in the region's shelf units ("$3.79/gal", "NZ$1.20/100g"), converted to the
 * shopper's display currency like every other figure on the page.
 */
export function UnitPrice({ price, currency, fallback = null }: { price: UnitPriceDto | null; currency: CurrencyCode; fallback?: string | null }) {
  const { convert, info } = useCurrency();
  if (!price) return fallback;
  // Unit prices keep fractional cents: converted at a thousandth of a cent, rounded only when shown.
  const cents = convert(price.cents * 1000, currency) / 1000;
  return <>{formatRegionalUnitPrice({ cents, per: price.per }, info.symbol)}</>;
}
