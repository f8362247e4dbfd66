"use client";
import { useEffect, useRef } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { toast } from "@/components/ui/toast";

/**
 * Back from a coupon-fee checkout (?coupon_payment=success|canceled). The signed webhook settles
 * the fee, so after a success the page re-reads its figures about a second later.
 * (Subscription returns, ?success=true, are the billing module's CheckoutReturn.)
 */
export function CouponPaymentReturn() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const handled = useRef(false);
  const result = params.get("coupon_payment");
  useEffect(() => {
    if ((result !== "success" && result !== "canceled") || handled.current) return;
    handled.current = true;
    if (result === "success") toast({ title: "Payment received", description: "Your coupon goes live as soon as the payment is confirmed.", variant: "success" });
    else toast({ title: "Payment canceled", description: "Nothing was charged. You can pay the fee from Settings → Coupon management.", variant: "destructive" });
    const timer = window.setTimeout(() => {
      router.replace(pathname, { scroll: false });
      router.refresh();
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [result, router, pathname]);
  return null;
}
