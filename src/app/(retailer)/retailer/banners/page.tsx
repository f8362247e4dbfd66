import { PageHeader } from "@/components/shell/page-header";
import { ComingSoon } from "@/components/shell/coming-soon";
import { pageContext } from "@/server/page";

export const metadata = { title: "Banner Advertising" };

export default async function Page() {
  await pageContext({ access: "retailer", from: "/retailer/banners", loginPath: "/retailer/auth" });
  return (
    <>
      <PageHeader title="Banner Advertising" />
      <ComingSoon feature="Banner advertising" />
    </>
  );
}
