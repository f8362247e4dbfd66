import { pageContext } from "@/server/page";
import { getRetailerProfile, getAnalytics } from "@/modules/retailers";
import { PortalShell } from "@/modules/retailers/ui";
import { AnalyticsView, SetupRequired } from "@/modules/retailers/client";

export const metadata = { title: "Analytics" };

export default async function Page() {
  const { db, actor } = await pageContext({ access: "retailer", from: "/retailer/analytics", loginPath: "/retailer/auth" });
  const retailer = await getRetailerProfile(db, actor);
  if (!retailer) return <SetupRequired />;
  const data = await getAnalytics(db, actor);
  return (
    <PortalShell retailer={retailer} title="Analytics" subtitle="Counted from what shoppers actually did: banner impressions and clicks, coupon views, saves and redemptions.">
      <AnalyticsView retailer={retailer} data={data} />
    </PortalShell>
  );
}
