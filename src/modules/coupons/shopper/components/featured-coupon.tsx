import { ExternalLink, Store, Ticket } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { formatCouponDate } from "../format";
import type { ShopperCoupon } from "../types";

/**
 * The featured banner when no retailer runs a coupon-hub banner: the featured coupon (premium
 * retailers first). Redeem Now and Visit Store open in a new tab, as the spec has it.
 */
export function FeaturedCoupon({ coupon }: { coupon: ShopperCoupon }) {
  return (
    <section aria-labelledby="featured-coupon-heading" className="rounded-2xl border border-amber-200 bg-gradient-to-br from-amber-50 to-white p-5 shadow-sm" data-testid="featured-coupon">
      <p className="text-xs font-semibold uppercase tracking-wide text-amber-900">Featured deal</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <h2 id="featured-coupon-heading" className="text-xl font-bold text-slate-900">{coupon.title}</h2>
        <span className="rounded-lg bg-amber-100 px-2 py-0.5 text-sm font-bold text-amber-900">{coupon.discountValue}</span>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {coupon.retailerName}
        {coupon.isPremium ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">PREMIUM</span> : null}
        <span className="text-slate-600"> · Expires {formatCouponDate(coupon.expiryDate)}</span>
      </p>
      {coupon.description ? <p className="mt-2 text-sm text-slate-700">{coupon.description}</p> : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={`/retailer/${coupon.retailerId}/coupons`} target="_blank" rel="noopener noreferrer" className={buttonClass("primary")}>
          <Ticket aria-hidden="true" className="h-4 w-4" />
          Redeem Now<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href={`/store/${coupon.retailerId}`} target="_blank" rel="noopener noreferrer" className={buttonClass("outline")}>
          <Store aria-hidden="true" className="h-4 w-4" />
          Visit Store<span className="sr-only"> (opens in a new tab)</span>
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
        </a>
      </div>
    </section>
  );
}
