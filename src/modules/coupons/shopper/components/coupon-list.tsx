"use client";
import type { ShopperCoupon } from "../types";
import { CouponCard } from "./coupon-card";
import { useCouponActions } from "./use-coupon-actions";

/** A plain list of live coupons with save and redeem (retailer and store pages). */
export function CouponList({ coupons, today, showRetailer = false, empty }: { coupons: ShopperCoupon[]; today: string; showRetailer?: boolean; empty: string }) {
  const { stateOf, toggleSave, redeem, pendingId } = useCouponActions(coupons);
  if (coupons.length === 0) return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {coupons.map((c) => (
        <li key={c.id}>
          <CouponCard coupon={c} state={stateOf(c)} today={today} showRetailer={showRetailer} pending={pendingId === c.id} onToggleSave={() => toggleSave(c)} onRedeem={() => redeem(c)} />
        </li>
      ))}
    </ul>
  );
}
