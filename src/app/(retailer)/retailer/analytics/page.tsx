import { PageHeader } from "@/components/shell/page-header";
import { ComingSoon } from "@/components/shell/coming-soon";
import { pageContext } from "@/server/page";

export const metadata = { title: "Analytics" };

export default async function Page() {
  await pageContext({ access: "retailer", from: "/retailer/analytics", loginPath: "/retailer/auth" });
  return (
    <>
      <PageHeader title="Analytics" />
      <ComingSoon feature="Retailer analytics" />
    </>
  );
}
