import { Info } from "lucide-react";
import { Card } from "@/components/ui/card";
import { formatMoney } from "@/modules/currency/engine";
import { type CurrencyCode } from "@/modules/currency/engine";
import { COUPON_FEE_USD_CENTS, moneyInTerms, rateText } from "@/modules/billing/shared";

export interface FeeQuoteView { usdCents: number; displayCents: number; displayCurrency: CurrencyCode; ratePerUsd: number; tier: "basic" | "premium"; isDemo: boolean }

/** The upload fee the server will charge (decided by billing), shown in the retailer's currency. */
export function CouponFeeCard({ quote }: { quote: FeeQuoteView }) {
  const usd = formatMoney(quote.usdCents, "USD");
  const shown = formatMoney(quote.displayCents, quote.displayCurrency);
  const terms = { currency: quote.displayCurrency, timeZone: "UTC", ratePerUsd: quote.ratePerUsd };
  const money = (usdCents: number) => moneyInTerms(usdCents, terms).primary;
  return (
    <Card aria-labelledby="fee-heading" role="region" className="flex flex-col gap-2 border-brand-200 bg-brand-50">
      <h2 id="fee-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Info aria-hidden="true" className="h-4 w-4 text-brand-700" />
        Upload fee
      </h2>
      {quote.isDemo ? (
        <p className="text-sm text-slate-800"><strong>Free</strong> — Demo Access – No Billing. Your coupon goes live as soon as you upload it.</p>
      ) : (
        <>
          <p className="text-2xl font-bold text-slate-900" data-testid="coupon-fee">
            {shown}
            {quote.displayCurrency !== "USD" ? <span className="ml-2 text-sm font-normal text-slate-700">(charged {usd} at 1 USD = {rateText(quote.ratePerUsd)} {quote.displayCurrency})</span> : null}
          </p>
          <p className="text-sm text-slate-800">
            {quote.tier === "premium" ? "Premium rate per coupon." : `Basic rate per coupon. Premium retailers pay ${money(COUPON_FEE_USD_CENTS.premium)} (save ${money(COUPON_FEE_USD_CENTS.basic - COUPON_FEE_USD_CENTS.premium)}).`} Your coupon is shown to shoppers once the fee is paid.
          </p>
        </>
      )}
      <p className="text-xs text-slate-700">All charges are in U.S. dollars (USD). Fees are non-refundable.</p>
    </Card>
  );
}
