import Link from "next/link";
import type { FeaturedDeal } from "../queries";

const DATE_FORMAT = new Intl.DateTimeFormat("en-NZ", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

function formatExpiry(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDate : DATE_FORMAT.format(d);
}

export function FeaturedDeals({ deals, located = true }: { deals: readonly FeaturedDeal[]; located?: boolean }) {
  return (
    <section aria-labelledby="featured-deals-heading">
      <div className="mb-2 flex items-baseline justify-between">
        <h2 id="featured-deals-heading" className="text-base font-semibold text-slate-900">Featured Deals</h2>
        <Link href="/coupons" className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
          View All<span className="sr-only"> coupons and deals</span>
        </Link>
      </div>
      {deals.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">
          {located ? (
            "No deals from retailers near you right now. Check back soon."
          ) : (
            <>Deals come from retailers near you. <Link href="/profile" className="font-medium text-brand-800 underline">Save your address in Profile</Link> to see them.</>
          )}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="featured-deals">
          {deals.map((deal) => (
            // The title wraps (never cut off behind the chip); a long discount text wraps inside its chip.
            <li key={deal.id} className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{deal.title}</p>
                <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
                  {deal.retailerName} · Expires {formatExpiry(deal.expiryDate)}
                </p>
              </div>
              <span className="max-w-[40%] shrink-0 rounded-2xl bg-brand-50 px-2.5 py-1 text-right text-sm font-semibold text-brand-800 [overflow-wrap:anywhere]">{deal.discountValue}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
