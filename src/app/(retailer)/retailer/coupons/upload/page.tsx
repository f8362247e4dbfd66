import { PageHeader } from "@/components/shell/page-header";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireUser } from "@/server/auth/session";

export const metadata = { title: "Upload New Coupon" };

export default async function Page() {
  await requireUser("/retailer/coupons/upload", "/retailer/auth");
  return (
    <>
      <PageHeader title="Upload New Coupon" />
      <ComingSoon feature="Coupon upload" />
    </>
  );
}
