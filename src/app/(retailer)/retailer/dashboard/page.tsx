import { Suspense } from "react";
import { pageContext } from "@/server/page";
import { getRetailerProfile } from "@/modules/retailers/portal/profile";
import { getDashboard } from "@/modules/retailers/portal/queries";
import { CheckoutReturn } from "@/modules/billing/components/checkout-return";
import { CouponPaymentReturn } from "@/modules/retailers/portal/components/checkout-return";
import { DashboardView } from "@/modules/retailers/portal/components/dashboard-view";
import { PortalShell } from "@/modules/retailers/portal/components/portal-shell";
import { SetupRequired } from "@/modules/retailers/portal/components/setup-required";

export const metadata = { title: "Retailer Dashboard" };

export default async function Page() {
  const { db, actor } = await pageContext({ access: "retailer", from: "/retailer/dashboard", loginPath: "/retailer/auth" });
  const retailer = await getRetailerProfile(db, actor);
  if (!retailer) return <SetupRequired />;
  const data = await getDashboard(db, actor);
  return (
    <PortalShell retailer={retailer} title="Retailer Dashboard" subtitle="Your coupons, banners and what shoppers did with them.">
      <Suspense fallback={null}>
        <CheckoutReturn recheckMs={1000} />
        <CouponPaymentReturn />
      </Suspense>
      <DashboardView retailer={retailer} data={data} />
    </PortalShell>
  );
}
