"use client";
import { ExternalLink, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { createCheckoutAction, openPortalAction } from "../actions";
import { openPendingTab } from "./open-in-new-tab";

/** Upgrade: a Checkout Session for premium, opened in a new tab. Texts from the spec's catalogue. */
export function UpgradeButton({ label = "Upgrade to Premium", className }: { label?: string; className?: string }) {
  const { run, pending } = useAction(createCheckoutAction, {
    // One subscription per account (decision 033): a held plan opens the billing portal instead.
    success: (result) =>
      result.kind === "portal"
        ? { title: "You're already on Premium", description: "Opening Manage Subscription instead." }
        : { title: "Processing your upgrade...", description: "Complete your payment to upgrade to premium." },
    failure: { title: "Error creating checkout session", fallback: "Please try again later.", serverTitle: true },
  });
  return (
    <Button
      className={className}
      disabled={pending}
      data-testid="upgrade-button"
      onClick={() => {
        const tab = openPendingTab();
        void run({ tier: "premium" }).then((result) => (result.ok ? tab.go(result.url) : tab.cancel()));
      }}
    >
      {pending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <ExternalLink aria-hidden="true" className="h-4 w-4" />}
      {label}
    </Button>
  );
}

/** Manage: the billing portal, opened in a new tab. */
export function ManageSubscriptionButton({ className, audience = "retailer" }: { className?: string; audience?: "retailer" | "shopper" }) {
  const fallback = audience === "retailer" ? "Unable to open billing portal. Please try again later." : "Unable to open subscription management. Please try again.";
  const { run, pending, formError: error } = useAction(openPortalAction, {
    success: { title: "Opening subscription management" },
    failure: { title: "Portal unavailable", fallback, serverTitle: true },
    formError: (result) => result.formError ?? fallback,
  });
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="outline"
        className={className}
        disabled={pending}
        data-testid="manage-subscription-button"
        onClick={() => {
          const tab = openPendingTab();
          void run({}).then((result) => (result.ok ? tab.go(result.url) : tab.cancel()));
        }}
      >
        {pending ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : <ExternalLink aria-hidden="true" className="h-4 w-4" />}
        Manage Subscription
      </Button>
      <p aria-live="polite" className="text-xs text-red-700">{error}</p>
    </div>
  );
}
