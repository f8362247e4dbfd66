"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import Link from "next/link";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DatePicker } from "@/components/ui/date-picker";
import { Field } from "@/components/ui/field";
import { useAction } from "@/components/ui/use-action";
import { COUPON_LIMITS } from "../../schemas";
import { uploadCouponAction } from "../actions";
import { CouponPreview } from "./coupon-preview";

export function CouponUploadForm({ storeName }: { storeName: string }) {
  const router = useRouter();
  const [title, setTitle] = useState("");
  const [discountValue, setDiscountValue] = useState("");
  const [expiryDate, setExpiryDate] = useState<string | undefined>();
  const [description, setDescription] = useState("");
  const { run, pending, fieldErrors: errors } = useAction(uploadCouponAction, {
    failure: (res) => ({ title: res.title ?? "Upload failed", description: res.formError, variant: "destructive" }),
    success: ({ result: r }) =>
      r.status === "live"
        ? { title: "Coupon uploaded successfully!", description: "It is live for shoppers now.", variant: "success" }
        : r.status === "awaiting_payment"
          ? { title: "Coupon uploaded successfully!", description: "Taking you to payment. It goes live once the fee is paid." }
          : { title: "Coupon saved — awaiting payment", description: r.message, variant: "destructive" },
    onSuccess: ({ result: r }) => {
      if (r.status === "live") router.push("/retailer/dashboard");
      else if (r.status === "awaiting_payment") window.location.assign(r.checkoutUrl);
      else router.push("/retailer/settings#coupons");
    },
  });
  const missing = !title.trim() || !discountValue.trim() || !expiryDate;

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (missing || pending) return;
    void run({ title, discountValue, expiryDate, description });
  }

  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <form onSubmit={onSubmit} noValidate aria-label="Upload New Coupon" className="flex flex-col gap-1">
          <Field id="coupon-title" label="Coupon title *" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={COUPON_LIMITS.title} required disabled={pending} error={errors.title} placeholder="e.g. 20% off all fresh fish" />
          <Field id="coupon-discount" label="Discount value *" value={discountValue} onChange={(e) => setDiscountValue(e.target.value)} maxLength={COUPON_LIMITS.discountValue} required disabled={pending} error={errors.discountValue} placeholder="e.g. 20%, $5 off, Buy one get one free" />
          <div className="flex flex-col gap-1">
            <label htmlFor="coupon-expiry" className="text-sm font-medium text-slate-800">Expiry date *</label>
            <DatePicker id="coupon-expiry" value={expiryDate} onChange={setExpiryDate} disablePast invalid={Boolean(errors.expiryDate)} describedBy="coupon-expiry-error" placeholder="Pick a date" />
            <p id="coupon-expiry-error" aria-live="polite" className="min-h-4 text-xs text-red-700">{errors.expiryDate ?? ""}</p>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="coupon-description" className="text-sm font-medium text-slate-800">Description (optional)</label>
            <textarea
              id="coupon-description"
              rows={3}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={COUPON_LIMITS.description}
              disabled={pending}
              aria-describedby="coupon-description-error"
              className="rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 disabled:bg-slate-100"
            />
            <p id="coupon-description-error" aria-live="polite" className="min-h-4 text-xs text-red-700">{errors.description ?? ""}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={missing || pending}>{pending ? "Uploading…" : "Upload coupon"}</Button>
            <Link href="/retailer/dashboard" className={buttonClass("outline")}>Cancel</Link>
          </div>
        </form>
      </Card>
      <div>{title.trim() ? <CouponPreview storeName={storeName} title={title} discountValue={discountValue} description={description} expiryDate={expiryDate} /> : null}</div>
    </div>
  );
}
