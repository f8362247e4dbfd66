"use client";
import { useState, useTransition } from "react";
import { ExternalLink, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { createCheckoutAction, openPortalAction } from "../actions";
import { openPendingTab } from "./open-in-new-tab";

/** Upgrade: a Checkout Session for premium, opened in a new tab. Texts from the spec's catalogue. */
export function UpgradeButton({ label = "Upgrade to Premium", className }: { label?: string; className?: string }) {
  const [pending, start] = useTransition();
  return (
    <Button
      className={className}
      disabled={pending}
      data-testid="upgrade-button"
      onClick={() => {
        const tab = openPendingTab();
        start(async () => {
          const result = await createCheckoutAction({ tier: "premium" });
          if (result.ok) {
            tab.go(result.url);
            // One subscription per account (decision 033): a held plan opens the billing portal instead.
            if (result.kind === "portal") toast({ title: "You're already on Premium", description: "Opening Manage Subscription instead." });
            else toast({ title: "Processing your upgrade...", description: "Complete your payment to upgrade to premium." });
          } else {
            tab.cancel();
            toast({ title: result.title ?? "Error creating checkout session", description: result.formError ?? "Please try again later.", variant: "destructive" });
          }
        });
      }}
    >
      {pending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <ExternalLink aria-hidden="true" className="h-4 w-4" />}
      {label}
    </Button>
  );
}

/** Manage: the billing portal, opened in a new tab. */
export function ManageSubscriptionButton({ className, audience = "retailer" }: { className?: string; audience?: "retailer" | "shopper" }) {
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const fallback = audience === "retailer" ? "Unable to open billing portal. Please try again later." : "Unable to open subscription management. Please try again.";
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="outline"
        className={className}
        disabled={pending}
        data-testid="manage-subscription-button"
        onClick={() => {
          setError(null);
          const tab = openPendingTab();
          start(async () => {
            const result = await openPortalAction({});
            if (result.ok) {
              tab.go(result.url);
              toast({ title: "Opening subscription management" });
            } else {
              tab.cancel();
              setError(result.formError ?? fallback);
              toast({ title: result.title ?? "Portal unavailable", description: result.formError ?? fallback, variant: "destructive" });
            }
          });
        }}
      >
        {pending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <ExternalLink aria-hidden="true" className="h-4 w-4" />}
        Manage Subscription
      </Button>
      <p aria-live="polite" className="text-xs text-red-700">{error}</p>
    </div>
  );
}
