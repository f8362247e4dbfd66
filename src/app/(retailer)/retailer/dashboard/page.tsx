import { Suspense } from "react";
import { pageContext } from "@/server/page";
import { getRetailerProfile } from "@/modules/retailers";
import { getDashboard } from "@/modules/retailer-insights";
import { PortalShell } from "@/modules/retailers/ui";
import { CheckoutReturn } from "@/modules/billing/client";
import { getOwnRetailerTerms } from "@/modules/billing";
import { CouponPaymentReturn, SetupRequired } from "@/modules/retailers/client";
import { DashboardView } from "@/modules/retailer-insights/client";

export const metadata = { title: "Retailer Dashboard" };

export default async function Page() {
  const { db, actor } = await pageContext({ access: "retailer", from: "/retailer/dashboard", loginPath: "/retailer/auth" });
  const retailer = await getRetailerProfile(db, actor);
  if (!retailer) return <SetupRequired />;
  const [data, terms] = await Promise.all([getDashboard(db, actor), getOwnRetailerTerms(db, actor)]);
  return (
    <PortalShell retailer={retailer} title="Retailer Dashboard" subtitle="Your coupons, banners and what shoppers did with them.">
      <Suspense fallback={null}>
        <CheckoutReturn recheckMs={1000} />
        <CouponPaymentReturn />
      </Suspense>
      <DashboardView retailer={retailer} data={data} timeZone={terms.timeZone} />
      <p className="text-xs text-slate-500">Times are in {terms.timeZone} time.</p>
    </PortalShell>
  );
}
