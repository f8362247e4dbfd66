"use client";
import { useRef } from "react";
import { Bookmark, BookmarkCheck, DollarSign, Gift, Percent, Store, Ticket } from "lucide-react";
import { cn } from "@/lib/cn";
import { Button } from "@/components/ui/button";
import { track } from "@/modules/analytics/client";
import { useSeenOnce } from "@/modules/analytics/client";
import type { CouponType } from "../../types";
import { expiryLabel } from "../format";
import type { ShopperCoupon } from "../types";
import type { CouponState } from "./use-coupon-actions";

const TYPE_STYLE: Record<CouponType, { Icon: typeof Percent; label: string; tone: string }> = {
  percentage: { Icon: Percent, label: "Percentage off", tone: "bg-brand-50 text-brand-800" },
  freebie: { Icon: Gift, label: "Freebie", tone: "bg-violet-50 text-violet-800" },
  dollar: { Icon: DollarSign, label: "Dollar off", tone: "bg-amber-50 text-amber-900" },
};

interface CouponCardProps {
  coupon: ShopperCoupon;
  state: CouponState;
  today: string;
  expired?: boolean;
  pending?: boolean;
  showRetailer?: boolean;
  onToggleSave?: () => void;
  onRedeem?: () => void;
}

export function CouponCard({ coupon, state, today, expired = false, pending = false, showRetailer = true, onToggleSave, onRedeem }: CouponCardProps) {
  const ref = useRef<HTMLElement>(null);
  const viewToken = coupon.viewToken;
  useSeenOnce(ref, expired || !viewToken ? null : coupon.id, () => {
    if (viewToken) track({ type: "coupon_view", token: viewToken });
  });
  const style = TYPE_STYLE[coupon.type];
  const headingId = `coupon-${coupon.id}-title`;
  return (
    <article ref={ref} aria-labelledby={headingId} data-testid="coupon-card" className={cn("flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm", expired ? "border-slate-200 opacity-80" : "border-slate-200")}>
      <div className="flex items-start gap-3">
        <span className={cn("flex h-11 w-11 shrink-0 items-center justify-center rounded-full", style.tone)} title={style.label}>
          <style.Icon aria-hidden="true" className="h-5 w-5" />
          <span className="sr-only">{style.label}</span>
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 id={headingId} className="font-semibold text-slate-900">{coupon.title}</h3>
            <span className={cn("rounded-lg px-2 py-0.5 text-sm font-bold", style.tone)}>{coupon.discountValue}</span>
          </div>
          {coupon.description ? <p className="mt-1 text-sm text-slate-700">{coupon.description}</p> : null}
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
            {showRetailer ? (
              <span className="inline-flex items-center gap-1">
                <Store aria-hidden="true" className="h-3.5 w-3.5" />
                {coupon.retailerName}
                {coupon.isPremium ? <span className="rounded bg-amber-100 px-1.5 py-0.5 text-[10px] font-bold text-amber-900">PREMIUM</span> : null}
              </span>
            ) : null}
            <span>{expiryLabel(coupon.expiryDate, today)}</span>
          </p>
        </div>
      </div>
      {state.redemption ? (
        <div className="rounded-lg border border-dashed border-brand-500 bg-brand-50 p-3 text-center" aria-live="polite">
          <p className="text-xs font-medium uppercase tracking-wide text-brand-800">Redemption code — show this at the till</p>
          <p className="mt-1 font-mono text-xl font-bold tracking-widest text-slate-900" data-testid="redemption-code">{state.redemption.code}</p>
        </div>
      ) : null}
      {!expired && (onToggleSave || onRedeem) ? (
        <div className="flex flex-wrap justify-end gap-2">
          {onToggleSave ? (
            <Button variant="outline" onClick={onToggleSave} disabled={pending} aria-pressed={state.saved} aria-label={`${state.saved ? "Saved" : "Save"}: ${coupon.title}`}>
              {state.saved ? <BookmarkCheck aria-hidden="true" className="h-4 w-4 text-brand-700" /> : <Bookmark aria-hidden="true" className="h-4 w-4" />}
              {state.saved ? "Saved" : "Save"}
            </Button>
          ) : null}
          {onRedeem && !state.redemption ? (
            <Button onClick={onRedeem} disabled={pending} aria-label={`Redeem: ${coupon.title}`}>
              <Ticket aria-hidden="true" className="h-4 w-4" />
              {pending ? "Redeeming..." : "Redeem"}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
