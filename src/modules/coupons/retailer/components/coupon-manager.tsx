"use client";
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import Link from "next/link";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { COUPON_STATE_LABEL, type RetailerCoupon } from "../../types";
import { deleteCouponAction, expireCouponAction, payCouponFeeAction } from "../actions";

const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const BADGE: Record<RetailerCoupon["state"], string> = {
  live: "bg-brand-100 text-brand-800",
  awaiting_payment: "bg-amber-100 text-amber-900",
  expired: "bg-slate-200 text-slate-800",
};

type Pending = { kind: "expire" | "delete"; coupon: RetailerCoupon } | null;

/** The retailer's coupons: state (live / awaiting payment / expired), pay the fee, expire early, delete. */
export function CouponManager({ coupons }: { coupons: RetailerCoupon[] }) {
  const router = useRouter();
  const [confirm, setConfirm] = useState<Pending>(null);
  const [pending, startTransition] = useTransition();

  if (coupons.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-slate-600">You have no coupons yet.</p>
        <Link href="/retailer/coupons/upload" className={buttonClass("primary")}>Upload a coupon</Link>
      </div>
    );
  }

  function pay(c: RetailerCoupon) {
    startTransition(async () => {
      const res = await payCouponFeeAction({ couponId: c.id });
      if (!res.ok) return toast({ title: "Payment unavailable", description: res.formError, variant: "destructive" });
      const r = res.result;
      if (r.status === "awaiting_payment") window.location.assign(r.checkoutUrl);
      else if (r.status === "live") { toast({ title: "Coupon is live", variant: "success" }); router.refresh(); }
      else toast({ title: "Payment unavailable", description: r.message, variant: "destructive" });
    });
  }

  function run(p: NonNullable<Pending>) {
    startTransition(async () => {
      const res = p.kind === "expire" ? await expireCouponAction({ couponId: p.coupon.id }) : await deleteCouponAction({ couponId: p.coupon.id });
      setConfirm(null);
      if (!res.ok) return toast({ title: "Update failed", description: res.formError, variant: "destructive" });
      toast({ title: p.kind === "expire" ? "Coupon expired" : "Coupon deleted", description: p.coupon.title, variant: "success" });
      router.refresh();
    });
  }

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
                {c.discountValue} · {c.state === "expired" ? "Ended" : "Valid until"} {day.format(new Date(`${c.expiryDate}T00:00:00Z`))} · {c.redemptions} redeemed
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
