import { PageHeader } from "@/components/shell/page-header";
import { ComingSoon } from "@/components/shell/coming-soon";
import { pageContext } from "@/server/page";

export const metadata = { title: "Settings" };

export default async function Page() {
  await pageContext({ access: "retailer", from: "/retailer/settings", loginPath: "/retailer/auth" });
  return (
    <>
      <PageHeader title="Settings" />
      <ComingSoon feature="Retailer settings" />
    </>
  );
}
