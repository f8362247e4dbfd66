import { PageHeader } from "@/components/shell/page-header";
import { ComingSoon } from "@/components/shell/coming-soon";
import { pageContext } from "@/server/page";

export const metadata = { title: "Retailer Dashboard" };

export default async function Page() {
  await pageContext({ access: "retailer", from: "/retailer/dashboard", loginPath: "/retailer/auth" });
  return (
    <>
      <PageHeader title="Retailer Dashboard" />
      <ComingSoon feature="The retailer dashboard" />
    </>
  );
}
