import { Card } from "@/components/ui/card";
import { Price } from "@/modules/currency/client";
import type { PriceDeal, StoreCoupon } from "../../store-page-queries";
import type { ReactNode } from "react";

/** Catalogue names often already carry the brand or size ("Lemons Bag 1kg"); don't say them twice. */
function dealName(d: PriceDeal): string {
  const lower = d.name.toLowerCase();
  const brand = d.brand && !lower.startsWith(d.brand.toLowerCase()) ? d.brand : null;
  const size = d.size && !lower.includes(d.size.toLowerCase()) ? d.size : null;
  return [brand, d.name, size].filter(Boolean).join(" ");
}

export function CouponList({ coupons }: { coupons: StoreCoupon[] }) {
  return (
    <section aria-labelledby="store-coupons" className="flex flex-col gap-2">
      <h2 id="store-coupons" className="text-lg font-semibold text-slate-900">Available coupons</h2>
      {coupons.length === 0 ? (
        <p className="text-sm text-slate-600">No coupons available right now.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {coupons.map((c) => (
            <li key={c.id}>
              <Card className="flex items-start justify-between gap-3">
                <div>
                  <p className="font-semibold text-slate-900">{c.title}</p>
                  {c.description ? <p className="text-sm text-slate-600">{c.description}</p> : null}
                  <p className="text-xs text-slate-500">Expires {c.expiryDate}</p>
                </div>
                <span className="shrink-0 rounded-lg bg-brand-50 px-2 py-1 text-sm font-bold text-brand-800">{c.discountValue}</span>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DealList({ id, title, deals, empty, history }: {
  id: string;
  title: string;
  deals: PriceDeal[];
  empty: string;
  /** With a store, each line can open its price history and shows the server's verdict: filled by the page, given the name shown. */
  history?: (deal: PriceDeal, name: string) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-semibold text-slate-900">{title}</h2>
      {deals.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {deals.map((d) => (
            <li key={d.productId} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0">
                <span className="block break-words text-sm font-medium text-slate-900">{dealName(d)}</span>
                {d.onSpecial ? <span className="text-xs font-semibold text-red-700">On special</span> : null}
                {history ? (
                  <span className="mt-0.5 flex flex-wrap items-center gap-2">
                    {history(d, dealName(d))}
                  </span>
                ) : null}
              </span>
              <span className="shrink-0 text-right">
                <Price cents={d.amountCents} currency={d.currency} className="block text-sm font-semibold text-slate-900" />
                {d.previousCents !== null ? (
                  <span className="block text-xs text-slate-500">
                    was <Price cents={d.previousCents} currency={d.currency} className="line-through" /> (−{Math.round(((d.previousCents - d.amountCents) / d.previousCents) * 100)}%)
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
