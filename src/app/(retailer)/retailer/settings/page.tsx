import { PageHeader } from "@/components/shell/page-header";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireUser } from "@/server/auth/session";

export const metadata = { title: "Settings" };

export default async function Page() {
  await requireUser("/retailer/settings", "/retailer/auth");
  return (
    <>
      <PageHeader title="Settings" />
      <ComingSoon feature="Retailer settings" />
    </>
  );
}
