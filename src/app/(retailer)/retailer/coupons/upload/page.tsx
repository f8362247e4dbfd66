import { pageContext } from "@/server/page";
import { getCouponFeeQuote } from "@/modules/billing";
import { getRetailerProfile } from "@/modules/retailers";
import { PortalShell } from "@/modules/retailers/ui";
import { SetupRequired } from "@/modules/retailers/client";
import { CouponFeeCard, CouponUploadForm } from "@/modules/coupons/client";

export const metadata = { title: "Upload New Coupon" };

export default async function Page() {
  const { db, actor } = await pageContext({ access: "retailer", from: "/retailer/coupons/upload", loginPath: "/retailer/auth" });
  const retailer = await getRetailerProfile(db, actor);
  if (!retailer) return <SetupRequired />;
  const quote = await getCouponFeeQuote(db, actor);
  return (
    <PortalShell retailer={retailer} title="Upload New Coupon" subtitle="Shoppers near your store see it on Coupons and Deals.">
      <CouponFeeCard quote={quote} />
      <CouponUploadForm storeName={retailer.name} />
    </PortalShell>
  );
}
