import { pageContext } from "@/server/page";
import { getRetailerProfile } from "@/modules/retailers";
import { getAnalytics, getAnalyticsFunnel } from "@/modules/retailer-insights";
import { parseFunnelPeriod } from "@/modules/retailer-insights/shared";
import { PortalShell } from "@/modules/retailers/ui";
import { SetupRequired } from "@/modules/retailers/client";
import { AnalyticsView } from "@/modules/retailer-insights/client";
import { COUPON_FEE_USD_CENTS, getOwnRetailerTerms, PREMIUM_PLAN_USD_CENTS } from "@/modules/billing";
import { moneyInTerms } from "@/modules/billing/shared";

export const metadata = { title: "Analytics" };

export default async function Page({ searchParams }: { searchParams: Promise<{ days?: string }> }) {
  const days = parseFunnelPeriod((await searchParams).days);
  const { db, actor } = await pageContext({ access: "retailer", from: "/retailer/analytics", loginPath: "/retailer/auth" });
  const retailer = await getRetailerProfile(db, actor);
  if (!retailer) return <SetupRequired />;
  const [data, funnel, terms] = await Promise.all([getAnalytics(db, actor), getAnalyticsFunnel(db, actor, days), getOwnRetailerTerms(db, actor)]);
  // The Premium card's prices in the retailer's terms (decision 049): its currency, then the USD charged.
  const price = (usd: number) => moneyInTerms(usd, terms).primary;
  const prices = { couponPremium: price(COUPON_FEE_USD_CENTS.premium), couponBasic: price(COUPON_FEE_USD_CENTS.basic), plan: price(PREMIUM_PLAN_USD_CENTS), charged: terms.currency === "USD" ? null : moneyInTerms(PREMIUM_PLAN_USD_CENTS, terms).charged };
  return (
    <PortalShell retailer={retailer} title="Analytics" subtitle="Counted from what shoppers actually did: banner impressions and clicks, coupon views, saves and redemptions.">
      <AnalyticsView retailer={retailer} data={data} funnel={funnel} prices={prices} />
    </PortalShell>
  );
}
