"use client";
import { useCurrency } from "@/modules/currency/client";
import { isCurrencyCode } from "@/modules/currency/engine";

/** "NZ$62.45 NZD", "A$3.00 AUD", "$12.34 USD" as the server's sentences write money. */
const MONEY = /-?(?:NZ\$|A\$|\$)(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2}) (NZD|AUD|USD)\b/g;

/**
 * A sentence written on the server (why these stores, the decision log) with its money shown in
 * the shopper's display currency, like every other figure on the page.
 */
export function MoneyText({ text }: { text: string }) {
  const { format } = useCurrency();
  return (
    <>
      {text.replace(MONEY, (whole, units: string, cents: string, code: string) => {
        if (!isCurrencyCode(code)) return whole;
        const value = Number(units.replace(/,/g, "")) * 100 + Number(cents);
        return format(whole.startsWith("-") ? -value : value, code);
      })}
    </>
  );
}
