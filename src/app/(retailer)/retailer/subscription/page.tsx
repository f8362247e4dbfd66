import { PageHeader } from "@/components/shell/page-header";
import { ComingSoon } from "@/components/shell/coming-soon";
import { pageContext } from "@/server/page";

export const metadata = { title: "Subscription Plans" };

export default async function Page() {
  await pageContext({ access: "retailer", from: "/retailer/subscription", loginPath: "/retailer/auth" });
  return (
    <>
      <PageHeader title="Subscription Plans" />
      <ComingSoon feature="Subscription plans" />
    </>
  );
}
