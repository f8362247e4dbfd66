import { pageContext } from "@/server/page";
import { getRetailerProfile, getAnalytics } from "@/modules/retailers";
import { getAnalyticsFunnel } from "@/modules/retailers";
import { parseFunnelPeriod } from "@/modules/retailers/shared";
import { PortalShell } from "@/modules/retailers/ui";
import { AnalyticsView, SetupRequired } from "@/modules/retailers/client";

export const metadata = { title: "Analytics" };

export default async function Page({ searchParams }: { searchParams: Promise<{ days?: string }> }) {
  const days = parseFunnelPeriod((await searchParams).days);
  const { db, actor } = await pageContext({ access: "retailer", from: "/retailer/analytics", loginPath: "/retailer/auth" });
  const retailer = await getRetailerProfile(db, actor);
  if (!retailer) return <SetupRequired />;
  const [data, funnel] = await Promise.all([getAnalytics(db, actor), getAnalyticsFunnel(db, actor, days)]);
  return (
    <PortalShell retailer={retailer} title="Analytics" subtitle="Counted from what shoppers actually did: banner impressions and clicks, coupon views, saves and redemptions.">
      <AnalyticsView retailer={retailer} data={data} funnel={funnel} />
    </PortalShell>
  );
}
