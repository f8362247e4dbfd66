import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { PageHeader } from "@/components/shell/page-header";
import { pageContext } from "@/server/page";
import { getRetailerPlan } from "@/modules/billing";
import { SubscriptionPlans, CheckoutReturn } from "@/modules/billing/client";
import { redirect } from "next/navigation";
import { getRetailerProfile } from "@/modules/retailers";
import { RETAILER_AUTH_PATH } from "@/modules/retailers/shared";

export const metadata = { title: "Subscription Plans" };

export default async function Page() {
  const { db, actor } = await pageContext({ access: "retailer", from: "/retailer/subscription", loginPath: "/retailer/auth" });
  if (!(await getRetailerProfile(db, actor))) redirect(`${RETAILER_AUTH_PATH}?tab=signup`);
  const plan = await getRetailerPlan(db, actor);
  return (
    <>
      <PageHeader title="Subscription Plans" subtitle="Upgrade or manage your plan" />
      <main className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
        <Link href="/retailer/dashboard" className="inline-flex w-fit items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to dashboard
        </Link>
        <SubscriptionPlans plan={plan} />
      </main>
      <CheckoutReturn recheckMs={2000} />
    </>
  );
}
