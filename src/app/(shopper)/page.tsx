import { Suspense } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { pageContext } from "@/server/page";
import { getFeaturedDeals, getHomeSummary } from "@/modules/home";
import { getSavingsOverview } from "@/modules/home";
import { getExchangeRates } from "@/modules/currency";
import { getCurrencySettings } from "@/modules/users";
import { greetingFor } from "@/modules/home/engine";
import { getSponsoredAds } from "@/modules/ads";
import { getShopperPlace } from "@/modules/pricing";
import { SponsoredAdCard } from "@/modules/ads/client";
import { PromoBanner, SavingsSummary, QuickActions, FeaturedDeals, PaymentStatusToast, RecentSavings } from "@/modules/home/client";

export const metadata = { title: "Home" };

export default async function Page() {
  const { db, actor } = await pageContext({ access: "user", from: "/" });
  const place = await getShopperPlace(db, actor);
  const { currency } = await getCurrencySettings(db, actor);
  const [summary, deals, ads, savings] = await Promise.all([
    getHomeSummary(db, actor),
    getFeaturedDeals(db, { place }),
    getSponsoredAds(db, actor, "homepage", place),
    getSavingsOverview(db, actor, currency, async () => (await getExchangeRates()).rates),
  ]);
  return (
    <>
      <PageHeader title={greetingFor(summary.name)} subtitle="Ready to save today?" />
      <Suspense fallback={null}>
        <PaymentStatusToast />
      </Suspense>
      <main className="mx-auto flex max-w-3xl flex-col gap-5 p-4">
        <PromoBanner />
        <SavingsSummary listCount={summary.listCount} itemCount={summary.itemCount} savings={savings} />
        <QuickActions showAdmin={actor.role === "admin"} />
        <RecentSavings entries={savings.recent} />
        <SponsoredAdCard ads={ads} variant="home" headingId="sponsored-heading" />
        <FeaturedDeals deals={deals} located={place !== null} />
      </main>
    </>
  );
}
