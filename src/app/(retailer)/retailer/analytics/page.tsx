import { PageHeader } from "@/components/shell/page-header";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireUser } from "@/server/auth/session";

export const metadata = { title: "Analytics" };

export default async function Page() {
  await requireUser("/retailer/analytics", "/retailer/auth");
  return (
    <>
      <PageHeader title="Analytics" />
      <ComingSoon feature="Retailer analytics" />
    </>
  );
}
