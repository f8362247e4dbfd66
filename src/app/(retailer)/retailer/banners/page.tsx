import { PageHeader } from "@/components/shell/page-header";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireUser } from "@/server/auth/session";

export const metadata = { title: "Banner Advertising" };

export default async function Page() {
  await requireUser("/retailer/banners", "/retailer/auth");
  return (
    <>
      <PageHeader title="Banner Advertising" />
      <ComingSoon feature="Banner advertising" />
    </>
  );
}
