import { Sparkles } from "lucide-react";
import { Card } from "@/components/ui/card";
import type { ShopperPremium } from "../types";
import { ManageSubscriptionButton, UpgradeButton } from "./upgrade-buttons";

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** Profile: upgrade or manage shopper premium — or, with no shopper plan configured, say plainly it comes later. */
export function ShopperPremiumCard({ premium }: { premium: ShopperPremium }) {
  return (
    <Card className="flex flex-col gap-2" aria-labelledby="shopper-premium-title" data-testid="shopper-premium">
      <h2 id="shopper-premium-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Sparkles aria-hidden="true" className="h-4 w-4 text-amber-500" /> Cartwise Premium
      </h2>
      {premium.subscribed ? (
        <>
          <p className="text-sm text-slate-700">
            You&apos;re a Premium member.
            {premium.subscriptionEnd ? ` ${premium.cancelAtPeriodEnd ? "Ends" : "Renews"} on ${DATE.format(new Date(premium.subscriptionEnd))}.` : ""}
          </p>
          <ManageSubscriptionButton audience="shopper" className="w-full sm:w-auto" />
        </>
      ) : premium.available ? (
        <>
          <p className="text-sm text-slate-700">Support Cartwise and get premium features as they arrive. Billed monthly in USD; cancel any time.</p>
          <UpgradeButton className="w-full sm:w-auto" />
          {premium.canManage ? <ManageSubscriptionButton audience="shopper" className="w-full sm:w-auto" /> : null}
        </>
      ) : (
        <p className="text-sm text-slate-700">
          Premium for shoppers is coming later. Cartwise is free for shoppers: lists, receipt scanning, price comparison and coupons are all included.
        </p>
      )}
    </Card>
  );
}
