"use client";
import { useEffect, useRef } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { toast } from "@/components/ui/toast";

/** Reacts to the checkout return (?success=true / ?cancelled=true) once, then drops the parameters. */
export function PaymentStatusToast() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const handled = useRef(false);
  const success = params.get("success") === "true";
  const cancelled = params.get("cancelled") === "true";

  useEffect(() => {
    if ((!success && !cancelled) || handled.current) return;
    handled.current = true;
    if (success) toast({ title: "Payment Successful!", description: "Thank you. Your subscription status is being refreshed.", variant: "success" });
    else toast({ title: "Payment Cancelled", description: "You have not been charged." });
    // Replacing the URL re-renders the page on the server, which re-reads the subscription.
    router.replace(pathname, { scroll: false });
  }, [success, cancelled, router, pathname]);

  return null;
}
