import { Suspense } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { pageContext } from "@/server/page";
import { getFeaturedDeals, getHomeSummary, getRecentTrips } from "@/modules/home";
import { greetingFor } from "@/modules/home/engine";
import { getSponsoredAds } from "@/modules/ads";
import { getShopperPlace } from "@/modules/pricing";
import { SponsoredAdCard } from "@/modules/ads/client";
import { PromoBanner, SavingsSummary, QuickActions, FeaturedDeals, PaymentStatusToast, RecentSavings } from "@/modules/home/client";

export const metadata = { title: "Home" };

export default async function Page() {
  const { db, actor } = await pageContext({ access: "user", from: "/" });
  const place = await getShopperPlace(db, actor);
  const [summary, deals, ads, trips] = await Promise.all([getHomeSummary(db, actor), getFeaturedDeals(db, { place }), getSponsoredAds(db, actor, "homepage", place), getRecentTrips(db, actor)]);
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
        <FeaturedDeals deals={deals} located={place !== null} />
      </main>
    </>
  );
}
