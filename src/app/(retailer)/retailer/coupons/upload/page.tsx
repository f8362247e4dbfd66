import { PageHeader } from "@/components/shell/page-header";
import { ComingSoon } from "@/components/shell/coming-soon";
import { pageContext } from "@/server/page";

export const metadata = { title: "Upload New Coupon" };

export default async function Page() {
  await pageContext({ access: "retailer", from: "/retailer/coupons/upload", loginPath: "/retailer/auth" });
  return (
    <>
      <PageHeader title="Upload New Coupon" />
      <ComingSoon feature="Coupon upload" />
    </>
  );
}
