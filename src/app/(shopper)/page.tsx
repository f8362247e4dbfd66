import { Suspense } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { pageContext } from "@/server/page";
import { getFeaturedDeals, getHomeSummary } from "@/modules/home/queries";
import { getSponsoredAds } from "@/modules/ads/shopper/queries";
import { SponsoredAdCard } from "@/modules/ads/shopper/components/sponsored-ad-card";
import { greetingFor } from "@/modules/home/engine/greeting";
import { PromoBanner } from "@/modules/home/components/promo-banner";
import { SavingsSummary } from "@/modules/home/components/savings-summary";
import { QuickActions } from "@/modules/home/components/quick-actions";
import { FeaturedDeals } from "@/modules/home/components/featured-deals";
import { PaymentStatusToast } from "@/modules/home/components/payment-status-toast";
import { getRecentTrips } from "@/modules/home/recent-savings";
import { RecentSavings } from "@/modules/home/components/recent-savings";

export const metadata = { title: "Home" };

export default async function Page() {
  const { db, actor } = await pageContext({ access: "user", from: "/" });
  const [summary, deals, ads, trips] = await Promise.all([getHomeSummary(db, actor), getFeaturedDeals(db), getSponsoredAds(db, actor, "homepage"), getRecentTrips(db, actor)]);
  return (
    <>
      <PageHeader title={greetingFor(summary.name)} subtitle="Ready to save today?" />
      <Suspense fallback={null}>
        <PaymentStatusToast />
      </Suspense>
      <main className="mx-auto flex max-w-3xl flex-col gap-5 p-4">
        <PromoBanner />
        <SavingsSummary listCount={summary.listCount} itemCount={summary.itemCount} />
        <QuickActions showAdmin={actor.role === "admin"} />
        <RecentSavings trips={trips} />
        <SponsoredAdCard ads={ads} variant="home" headingId="sponsored-heading" />
        <FeaturedDeals deals={deals} />
      </main>
    </>
  );
}
