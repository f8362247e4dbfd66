import Link from "next/link";
import { pageContext } from "@/server/page";
import { getBillingHistory, getRetailerPlan } from "@/modules/billing";
import { moneyInTerms, planPhase, planPhaseShort } from "@/modules/billing/shared";
import { BillingHistory, ManageSubscriptionButton, UpgradeButton } from "@/modules/billing/client";
import { listOwnCoupons } from "@/modules/coupons";
import { CouponManager } from "@/modules/coupons/client";
import { getRetailerProfile, tierBadge, getEmailPreferences } from "@/modules/retailers";
import { PortalShell } from "@/modules/retailers/ui";
import { getOpenDataSharing } from "@/modules/open-data";
import { OpenDataSwitch } from "@/modules/open-data/client";
import { AccountSection, HelpSection, LegalSection, NotificationsSection, SettingsSection, SetupRequired } from "@/modules/retailers/client";

export const metadata = { title: "Retailer Settings" };

export default async function Page() {
  const { db, actor } = await pageContext({ access: "retailer", from: "/retailer/settings", loginPath: "/retailer/auth" });
  const retailer = await getRetailerProfile(db, actor);
  if (!retailer) return <SetupRequired />;
  const [plan, history, coupons, prefs, openData] = await Promise.all([
    getRetailerPlan(db, actor),
    getBillingHistory(db, actor),
    listOwnCoupons(db, actor),
    getEmailPreferences(db, actor),
    getOpenDataSharing(db, actor),
  ]);
  const accountType = tierBadge(retailer);
  const price = moneyInTerms(plan.premiumPriceUsdCents, plan.terms);
  const phase = planPhaseShort(planPhase({ status: plan.subscriptionStatus, periodEnd: plan.subscriptionEnd, endedAt: plan.subscriptionEndedAt, cancelAtPeriodEnd: plan.cancelAtPeriodEnd }, new Date()), plan.terms.timeZone);
  return (
    <PortalShell retailer={retailer} title="Settings" subtitle="Your account, plan, coupons and notifications.">
      <SettingsSection id="account" title="Account information">
        <AccountSection initial={{ name: retailer.name, address: retailer.address, contactEmail: retailer.contactEmail }} />
      </SettingsSection>

      <SettingsSection id="billing" title="Subscription and billing">
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-800">
              Plan: <strong>{accountType}</strong>
              {plan.isDemo ? " — Demo Access – No Billing." : plan.tier === "premium" ? ` — ${price.primary}/month` : ""}
              {!plan.isDemo && phase ? <span data-testid="plan-phase">{` · ${phase}`}</span> : null}
            </p>
            {plan.isDemo ? null : plan.canManage ? <ManageSubscriptionButton /> : plan.tier === "basic" ? <UpgradeButton label={`Upgrade to Premium — ${price.primary}/month`} /> : null}
          </div>
          <p className="text-xs text-slate-600">{price.charged ? `Premium is ${price.primary} a month, ${price.charged}. ` : ""}All charges are in U.S. dollars (USD). <Link href="/retailer/subscription" className="text-brand-700 underline">Compare plans</Link></p>
          <BillingHistory rows={history} timeZone={plan.terms.timeZone} />
        </div>
      </SettingsSection>

      <SettingsSection id="coupons" title="Coupon management">
        <CouponManager coupons={coupons} timeZone={plan.terms.timeZone} />
      </SettingsSection>

      <SettingsSection id="email-preferences" title="Email preferences">
        <NotificationsSection initial={prefs} />
      </SettingsSection>

      <SettingsSection id="open-data" title="Open data">
        <OpenDataSwitch initial={openData} />
      </SettingsSection>

      <SettingsSection id="help" title="Help and support">
        <HelpSection storeName={retailer.name} accountType={accountType} premium={retailer.isPremium} />
      </SettingsSection>

      <SettingsSection id="legal" title="Legal">
        <LegalSection />
      </SettingsSection>
    </PortalShell>
  );
}
