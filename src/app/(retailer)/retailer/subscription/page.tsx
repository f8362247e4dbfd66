import { PageHeader } from "@/components/shell/page-header";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireUser } from "@/server/auth/session";

export const metadata = { title: "Subscription Plans" };

export default async function Page() {
  await requireUser("/retailer/subscription", "/retailer/auth");
  return (
    <>
      <PageHeader title="Subscription Plans" />
      <ComingSoon feature="Subscription plans" />
    </>
  );
}
