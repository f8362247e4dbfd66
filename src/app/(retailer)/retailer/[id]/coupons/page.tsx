import { PageHeader } from "@/components/shell/page-header";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireUser } from "@/server/auth/session";

export const metadata = { title: "Retailer Coupons" };

export default async function Page() {
  await requireUser("/retailer");
  return (
    <>
      <PageHeader title="Retailer Coupons" />
      <ComingSoon feature="Retailer coupons" />
    </>
  );
}
