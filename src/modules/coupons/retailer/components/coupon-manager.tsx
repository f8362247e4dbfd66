"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import Link from "next/link";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useAction } from "@/components/ui/use-action";
import { cn } from "@/lib/cn";
import { COUPON_STATE_LABEL, type RetailerCoupon } from "../../types";
import { couponDateLine } from "@/modules/billing/shared";
import { deleteCouponAction, expireCouponAction, payCouponFeeAction } from "../actions";

const BADGE: Record<RetailerCoupon["state"], string> = {
  live: "bg-brand-100 text-brand-800",
  awaiting_payment: "bg-amber-100 text-amber-900",
  expired: "bg-slate-200 text-slate-800",
};

type Pending = { kind: "expire" | "delete"; coupon: RetailerCoupon } | null;

/** The retailer's coupons: state (live / awaiting payment / expired), pay the fee, expire early, delete. */
export function CouponManager({ coupons, timeZone = "UTC" }: { coupons: RetailerCoupon[]; timeZone?: string }) {
  const router = useRouter();
  const [confirm, setConfirm] = useState<Pending>(null);
  const payFee = useAction(payCouponFeeAction, {
    failure: (res) => ({ title: "Payment unavailable", description: res.formError, variant: "destructive" }),
    onSuccess: ({ result: r }) => {
      if (r.status === "awaiting_payment") window.location.assign(r.checkoutUrl);
      else if (r.status === "live") router.refresh();
    },
    success: ({ result: r }) => (r.status === "live" ? { title: "Coupon is live", variant: "success" } : r.status === "awaiting_payment" ? null : { title: "Payment unavailable", description: r.message, variant: "destructive" }),
  });
  const change = useAction((p: NonNullable<Pending>) => (p.kind === "expire" ? expireCouponAction({ couponId: p.coupon.id }) : deleteCouponAction({ couponId: p.coupon.id })), {
    onFailure: () => setConfirm(null),
    failure: (res) => ({ title: "Update failed", description: res.formError, variant: "destructive" }),
    onSuccess: () => setConfirm(null),
    success: (_res, p) => ({ title: p.kind === "expire" ? "Coupon expired" : "Coupon deleted", description: p.coupon.title, variant: "success" }),
    refresh: true,
  });
  const pending = payFee.pending || change.pending;

  if (coupons.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-slate-600">You have no coupons yet.</p>
        <Link href="/retailer/coupons/upload" className={buttonClass("primary")}>Upload a coupon</Link>
      </div>
    );
  }

  const pay = (c: RetailerCoupon) => void payFee.run({ couponId: c.id });
  const run = (p: NonNullable<Pending>) => void change.run(p);

  return (
    <>
      <ul className="divide-y divide-slate-100">
        {coupons.map((c) => (
          <li key={c.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", BADGE[c.state])}>{COUPON_STATE_LABEL[c.state]}</span>
                <span className="break-words font-medium text-slate-900">{c.title}</span>
              </div>
              <p className="text-xs text-slate-600">
                {c.discountValue} · {couponDateLine(c, timeZone)} · {c.redemptions} redeemed
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              {c.state === "awaiting_payment" ? <Button variant="primary" onClick={() => pay(c)} disabled={pending} aria-label={`Pay fee for ${c.title}`}>Pay fee</Button> : null}
              {c.state !== "expired" ? <Button variant="outline" onClick={() => setConfirm({ kind: "expire", coupon: c })} disabled={pending} aria-label={`Expire ${c.title} now`}>Expire now</Button> : null}
              <Button variant="ghost" className="text-red-700" onClick={() => setConfirm({ kind: "delete", coupon: c })} disabled={pending} aria-label={`Delete ${c.title}`}>Delete</Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        dismissible={!pending}
        title={confirm?.kind === "delete" ? "Delete this coupon?" : "Expire this coupon now?"}
        description={confirm?.kind === "delete" ? "Shoppers who saved it lose it. Upload fees are non-refundable." : "Shoppers can no longer redeem it. This cannot be undone."}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirm(null)} disabled={pending}>Cancel</Button>
            <Button variant="danger" onClick={() => confirm && run(confirm)} disabled={pending}>{confirm?.kind === "delete" ? "Delete coupon" : "Expire coupon"}</Button>
          </>
        }
      >
        <p className="break-words text-sm text-slate-800">{confirm?.coupon.title}</p>
      </Dialog>
    </>
  );
}
