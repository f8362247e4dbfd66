import { Check, Crown, Sparkles } from "lucide-react";
import { Card } from "@/components/ui/card";
import { formatMoney } from "@/modules/currency/engine";
import { COUPON_FEE_USD_CENTS, DEMO_BADGE_TEXT, DEMO_DESCRIPTION } from "../plans";
import type { RetailerPlan } from "../types";
import { ManageSubscriptionButton, UpgradeButton } from "./upgrade-buttons";

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const usd = (cents: number) => formatMoney(cents, "USD");

const BASIC = [
  `Coupon upload fee ${usd(COUPON_FEE_USD_CENTS.basic)} per coupon`,
  "Standard banner placement",
  "Basic analytics",
  "Email support",
];
const PREMIUM = [
  `Reduced coupon upload fee: ${usd(COUPON_FEE_USD_CENTS.premium)} (save ${usd(COUPON_FEE_USD_CENTS.basic - COUPON_FEE_USD_CENTS.premium)})`,
  "Priority banner placement and rotation",
  "Featured slots",
  "Full analytics",
  "Priority support",
];

function Benefits({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-col gap-1.5 text-sm text-slate-700">
      {items.map((b) => (
        <li key={b} className="flex gap-2"><Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />{b}</li>
      ))}
    </ul>
  );
}

function statusLine(plan: RetailerPlan): string | null {
  if (plan.isDemo) return DEMO_DESCRIPTION;
  if (!plan.subscriptionStatus) return null;
  const end = plan.subscriptionEnd ? DATE.format(new Date(plan.subscriptionEnd)) : null;
  if (plan.subscriptionStatus === "past_due" || plan.subscriptionStatus === "unpaid") return "Your last payment failed, so your account is on Basic. Update your payment method in Manage Subscription to restore Premium.";
  if (plan.subscriptionStatus === "canceled") return end ? `Your Premium subscription ended on ${end}.` : "Your Premium subscription has ended.";
  if (plan.cancelAtPeriodEnd && end) return `Premium until ${end}; it will not renew.`;
  return end ? `Renews on ${end}.` : null;
}

/** /retailer/subscription: Basic vs Premium, the current plan, upgrade or manage. */
export function SubscriptionPlans({ plan }: { plan: RetailerPlan }) {
  const premium = plan.tier === "premium";
  const line = statusLine(plan);
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-2" data-testid="current-plan">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-slate-600">Current plan for {plan.retailerName}:</p>
          <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ${premium ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-800"}`} data-testid="current-tier">
            {premium ? <Crown aria-hidden="true" className="h-4 w-4" /> : null}
            {premium ? "Premium" : "Basic"}
          </span>
          {plan.isDemo ? <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-medium text-brand-800">{DEMO_BADGE_TEXT}</span> : null}
        </div>
        {line ? <p className="text-sm text-slate-700">{line}</p> : null}
        {plan.canManage ? <ManageSubscriptionButton className="w-full sm:w-auto" /> : null}
      </Card>

      <div className="grid gap-4 md:grid-cols-2">
        <Card className="flex flex-col gap-3" aria-labelledby="plan-basic">
          <div>
            <h2 id="plan-basic" className="text-lg font-semibold text-slate-900">Basic</h2>
            <p className="text-2xl font-bold text-slate-900">Free</p>
          </div>
          <Benefits items={BASIC} />
          {!premium ? <p className="mt-auto text-sm font-medium text-slate-600">Your current plan</p> : null}
        </Card>
        <Card className={`flex flex-col gap-3 ${premium ? "" : "border-brand-300 ring-1 ring-brand-200"}`} aria-labelledby="plan-premium">
          <div>
            <h2 id="plan-premium" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Sparkles aria-hidden="true" className="h-5 w-5 text-amber-500" /> Premium
            </h2>
            <p className="text-2xl font-bold text-slate-900">{usd(plan.premiumPriceUsdCents)}<span className="text-sm font-normal text-slate-600"> per month</span></p>
          </div>
          <Benefits items={PREMIUM} />
          <div className="mt-auto">
            {premium ? (
              <p className="text-sm font-medium text-slate-600">{plan.isDemo ? "Included with the demo account" : "Your current plan"}</p>
            ) : plan.isDemo ? null : (
              <UpgradeButton className="w-full" />
            )}
          </div>
        </Card>
      </div>
      <p className="text-xs text-slate-500">All charges are in U.S. dollars (USD). Billed monthly until you cancel; a failed payment moves the account to Basic. Fees are non-refundable.</p>
    </div>
  );
}
