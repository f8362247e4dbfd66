"use client";
import { useCallback, useState } from "react";
import { useAction } from "@/components/ui/use-action";
import { redeemCouponAction, saveCouponAction, unsaveCouponAction } from "../actions";
import type { ShopperCoupon } from "../types";

export interface CouponState { saved: boolean; redemption: ShopperCoupon["redemption"] }

/**
 * The shopper's saves and redemptions for a set of coupons, kept in step with the server: the
 * state changes only after the server said yes (the server is the record; a reload shows the same).
 */
export function useCouponActions(coupons: readonly ShopperCoupon[]) {
  const [state, setState] = useState<Record<string, CouponState>>(() => Object.fromEntries(coupons.map((c) => [c.id, { saved: c.saved, redemption: c.redemption }])));

  const stateOf = useCallback((c: ShopperCoupon): CouponState => state[c.id] ?? { saved: c.saved, redemption: c.redemption }, [state]);

  const saveOne = useAction(({ c, wasSaved }: { c: ShopperCoupon; wasSaved: boolean }) => (wasSaved ? unsaveCouponAction({ couponId: c.id }) : saveCouponAction({ couponId: c.id })), {
    failure: (result, { wasSaved }) => ({ title: result.title ?? (wasSaved ? "Could not remove coupon" : "Could not save coupon"), description: result.formError, variant: "destructive" }),
    onSuccess: (_result, { c, wasSaved }) => setState((s) => ({ ...s, [c.id]: { ...stateOf(c), saved: !wasSaved } })),
    success: (_result, { c, wasSaved }) => ({ title: wasSaved ? "Removed from saved" : "Coupon saved", description: wasSaved ? undefined : `${c.title} is in your Saved tab.`, variant: "success" }),
  });
  const redeemOne = useAction((c: ShopperCoupon) => redeemCouponAction({ couponId: c.id }), {
    failure: (result) => ({ title: result.title ?? "Could not redeem coupon", description: result.formError, variant: "destructive" }),
    onSuccess: (result, c) => setState((s) => ({ ...s, [c.id]: { ...stateOf(c), redemption: { code: result.code, redeemedAt: result.redeemedAt } } })),
    success: (result) =>
      result.alreadyRedeemed
        ? { title: "Already redeemed", description: `${result.message} Your code is ${result.code}.` }
        : { title: "Coupon redeemed", description: `Show code ${result.code} at the till.`, variant: "success" },
  });
  const pendingId = saveOne.pendingInput?.c.id ?? redeemOne.pendingInput?.id ?? null;
  const saveRun = saveOne.run;
  const redeemRun = redeemOne.run;

  const toggleSave = useCallback((c: ShopperCoupon) => void saveRun({ c, wasSaved: stateOf(c).saved }), [saveRun, stateOf]);
  const redeem = useCallback((c: ShopperCoupon) => void redeemRun(c), [redeemRun]);

  return { stateOf, toggleSave, redeem, pendingId };
}
