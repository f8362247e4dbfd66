import { PageHeader } from "@/components/shell/page-header";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireUser } from "@/server/auth/session";

export const metadata = { title: "Retailer Dashboard" };

export default async function Page() {
  await requireUser("/retailer/dashboard", "/retailer/auth");
  return (
    <>
      <PageHeader title="Retailer Dashboard" />
      <ComingSoon feature="The retailer dashboard" />
    </>
  );
}
