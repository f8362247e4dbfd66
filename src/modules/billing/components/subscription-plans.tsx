import { Check, Crown, Sparkles } from "lucide-react";
import { Card } from "@/components/ui/card";
import { COUPON_FEE_USD_CENTS, DEMO_BADGE_TEXT, DEMO_DESCRIPTION } from "../plans";
import type { RetailerPlan } from "../types";
import { formatDay, moneyInTerms, planPhase } from "../retailer-terms";
import { ManageSubscriptionButton, UpgradeButton } from "./upgrade-buttons";

const BASIC = (money: (usdCents: number) => string) => [
  `Coupon upload fee ${money(COUPON_FEE_USD_CENTS.basic)} per coupon`,
  "Standard banner placement",
  "Basic analytics",
  "Email support",
];
const PREMIUM = (money: (usdCents: number) => string) => [
  `Reduced coupon upload fee: ${money(COUPON_FEE_USD_CENTS.premium)} (save ${money(COUPON_FEE_USD_CENTS.basic - COUPON_FEE_USD_CENTS.premium)})`,
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

function statusLine(plan: RetailerPlan, now: Date): string | null {
  if (plan.isDemo) return DEMO_DESCRIPTION;
  const phase = planPhase({ status: plan.subscriptionStatus, periodEnd: plan.subscriptionEnd, endedAt: plan.subscriptionEndedAt, cancelAtPeriodEnd: plan.cancelAtPeriodEnd }, now);
  const day = (iso: string) => formatDay(iso, plan.terms.timeZone, "long");
  switch (phase.phase) {
    case "payment_failed":
      return "Your last payment failed, so your account is on Basic. Update your payment method in Manage Subscription to restore Premium.";
    case "ended":
      return phase.on ? `Your Premium subscription ended on ${day(phase.on)}.` : "Your Premium subscription has ended.";
    case "ending":
      return `Premium until ${day(phase.on)}; it will not renew.`;
    case "renews":
      return `Renews on ${day(phase.on)}.`;
    default:
      return null;
  }
}

/** /retailer/subscription: Basic vs Premium, the current plan, upgrade or manage. */
export function SubscriptionPlans({ plan, now = new Date() }: { plan: RetailerPlan; now?: Date }) {
  const premium = plan.tier === "premium";
  const line = statusLine(plan, now);
  const price = moneyInTerms(plan.premiumPriceUsdCents, plan.terms);
  const money = (usdCents: number) => moneyInTerms(usdCents, plan.terms).primary;
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
          <Benefits items={BASIC(money)} />
          {!premium ? <p className="mt-auto text-sm font-medium text-slate-600">Your current plan</p> : null}
        </Card>
        <Card className={`flex flex-col gap-3 ${premium ? "" : "border-brand-300 ring-1 ring-brand-200"}`} aria-labelledby="plan-premium">
          <div>
            <h2 id="plan-premium" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Sparkles aria-hidden="true" className="h-5 w-5 text-amber-500" /> Premium
            </h2>
            <p className="text-2xl font-bold text-slate-900" data-testid="premium-price">{price.primary}<span className="text-sm font-normal text-slate-600"> per month</span></p>
            {price.charged ? <p className="text-xs text-slate-600">About: {price.charged}</p> : null}
          </div>
          <Benefits items={PREMIUM(money)} />
          <div className="mt-auto">
            {premium ? (
              <p className="text-sm font-medium text-slate-600">{plan.isDemo ? "Included with the demo account" : "Your current plan"}</p>
            ) : plan.isDemo ? null : (
              <UpgradeButton className="w-full" />
            )}
          </div>
        </Card>
      </div>
      <p className="text-xs text-slate-500">All charges are in U.S. dollars (USD); amounts in {plan.terms.currency} use today&apos;s rate. Dates are in {plan.terms.timeZone} time. Billed monthly until you cancel; a failed payment moves the account to Basic. Fees are non-refundable.</p>
    </div>
  );
}
