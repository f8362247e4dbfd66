"use client";
import { useEffect, useState } from "react";
import { usePathname, useRouter } from "next/navigation";
import { CheckCircle2, X, XCircle } from "lucide-react";
import { cn } from "@/lib/cn";
import { PLACEMENT_RETURN_MESSAGES, type PlacementPaymentResult } from "../placement-return";

/**
 * Back from a placement's Checkout (?placement_payment=success|canceled): a notice that stays until
 * dismissed. The address loses its parameter (a reload does not repeat it) and, after a success,
 * the page re-reads the booking once the signed webhook has had a moment to settle it.
 */
export function PlacementPaymentReturn({ result }: { result: PlacementPaymentResult | null }) {
  const router = useRouter();
  const pathname = usePathname();
  const [shown, setShown] = useState(result);
  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => {
      router.replace(pathname, { scroll: false });
      if (result === "success") router.refresh();
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [result, router, pathname]);
  if (!shown) return null;
  const m = PLACEMENT_RETURN_MESSAGES[shown];
  const Icon = shown === "success" ? CheckCircle2 : XCircle;
  return (
    <div
      role="status"
      data-testid="placement-payment-return"
      className={cn("flex items-start gap-2 rounded-lg border p-3 text-sm", shown === "success" ? "border-brand-200 bg-brand-50 text-brand-900" : "border-amber-300 bg-amber-50 text-amber-950")}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{m.title}</p>
        <p>{m.text}</p>
      </div>
      <button type="button" onClick={() => setShown(null)} aria-label="Dismiss" className="shrink-0 rounded p-1 hover:bg-black/5">
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
