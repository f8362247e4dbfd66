"use client";
import { useCallback, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { redeemCouponAction, saveCouponAction, unsaveCouponAction } from "../actions";
import type { ShopperCoupon } from "../types";

export interface CouponState { saved: boolean; redemption: ShopperCoupon["redemption"] }

/**
 * The shopper's saves and redemptions for a set of coupons, kept in step with the server: the
 * state changes only after the server said yes (the server is the record; a reload shows the same).
 */
export function useCouponActions(coupons: readonly ShopperCoupon[]) {
  const [state, setState] = useState<Record<string, CouponState>>(() => Object.fromEntries(coupons.map((c) => [c.id, { saved: c.saved, redemption: c.redemption }])));
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  const stateOf = useCallback((c: ShopperCoupon): CouponState => state[c.id] ?? { saved: c.saved, redemption: c.redemption }, [state]);

  const toggleSave = useCallback(
    (c: ShopperCoupon) => {
      const wasSaved = stateOf(c).saved;
      setPendingId(c.id);
      startTransition(async () => {
        const result = wasSaved ? await unsaveCouponAction({ couponId: c.id }) : await saveCouponAction({ couponId: c.id });
        setPendingId(null);
        if (!result.ok) {
          toast({ title: result.title ?? (wasSaved ? "Could not remove coupon" : "Could not save coupon"), description: result.formError, variant: "destructive" });
          return;
        }
        setState((s) => ({ ...s, [c.id]: { ...stateOf(c), saved: !wasSaved } }));
        toast({ title: wasSaved ? "Removed from saved" : "Coupon saved", description: wasSaved ? undefined : `${c.title} is in your Saved tab.`, variant: "success" });
      });
    },
    [stateOf],
  );

  const redeem = useCallback(
    (c: ShopperCoupon) => {
      setPendingId(c.id);
      startTransition(async () => {
        const result = await redeemCouponAction({ couponId: c.id });
        setPendingId(null);
        if (!result.ok) {
          toast({ title: result.title ?? "Could not redeem coupon", description: result.formError, variant: "destructive" });
          return;
        }
        setState((s) => ({ ...s, [c.id]: { ...stateOf(c), redemption: { code: result.code, redeemedAt: result.redeemedAt } } }));
        toast(
          result.alreadyRedeemed
            ? { title: "Already redeemed", description: `${result.message} Your code is ${result.code}.` }
            : { title: "Coupon redeemed", description: `Show code ${result.code} at the till.`, variant: "success" },
        );
      });
    },
    [stateOf],
  );

  return { stateOf, toggleSave, redeem, pendingId };
}
