import { PageHeader } from "@/components/shell/page-header";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireUser } from "@/server/auth/session";

export const metadata = { title: "Coupons & Deals" };

export default async function Page() {
  await requireUser("/coupons");
  return (
    <>
      <PageHeader title="Coupons & Deals" />
      <ComingSoon feature="Coupons and Deals" />
    </>
  );
}
