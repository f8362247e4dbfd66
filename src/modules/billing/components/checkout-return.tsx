"use client";
import { useEffect, useRef } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { checkSubscriptionAction } from "../actions";

/**
 * Back from Checkout: ?success=true re-checks the subscription after `recheckMs` (about 2 s on
 * /retailer/subscription, 1 s on the dashboard) — once more a few seconds later if the webhook has
 * not landed yet — then re-renders; ?canceled=true shows the spec's toast. Parameters are dropped.
 */
export function CheckoutReturn({ recheckMs = 2000 }: { recheckMs?: number }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const handled = useRef(false);
  const { run } = useAction(checkSubscriptionAction, {
    failure: () => ({ title: "Error checking subscription", description: "Unable to verify subscription. Please try again later.", variant: "destructive" }),
  });
  const success = params.get("success") === "true";
  const canceled = params.get("canceled") === "true" || params.get("cancelled") === "true";

  useEffect(() => {
    if ((!success && !canceled) || handled.current) return;
    handled.current = true;
    if (canceled) {
      toast({ title: "Payment canceled", description: "Your upgrade didn't go through. Please try again or contact support.", variant: "destructive" });
      router.replace(pathname, { scroll: false });
      return;
    }
    const timers: number[] = [];
    const recheck = async (attempt: number) => {
      const result = await run({});
      if (!result.ok) return;
      if (result.status.subscribed) {
        toast({ title: "Welcome to Premium!", description: "Your subscription is active.", variant: "success" });
        router.replace(pathname, { scroll: false });
        router.refresh();
      } else if (attempt === 0) {
        timers.push(window.setTimeout(() => void recheck(1), 4000));
      } else {
        toast({ title: "Payment received", description: "We're still confirming it with the payment provider. This page updates when it's done — refresh in a minute." });
        router.replace(pathname, { scroll: false });
      }
    };
    timers.push(window.setTimeout(() => void recheck(0), recheckMs));
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [success, canceled, router, pathname, recheckMs, run]);

  return null;
}
