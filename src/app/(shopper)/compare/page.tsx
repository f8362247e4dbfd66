import { Suspense } from "react";
import { PageHeader } from "@/components/shell/page-header";
import type { Actor } from "@/server/auth/session";
import type { Db } from "@/server/db";
import { pageContext } from "@/server/page";
import { getPriceComparison } from "@/modules/pricing/queries";
import { parseCompareSearchParams } from "@/modules/pricing/schemas";
import { PriceComparisonView } from "@/modules/pricing/components/price-comparison-view";
import { RefreshButton } from "@/modules/pricing/components/refresh-button";
import { ComparisonLoading } from "@/modules/pricing/components/comparison-loading";
import { getSponsoredAds } from "@/modules/ads/shopper/queries";
import { SponsoredAdCard } from "@/modules/ads/shopper/components/sponsored-ad-card";

export const metadata = { title: "Price Comparison" };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { db, actor } = await pageContext({ access: "user", from: "/compare" });
  const { near } = parseCompareSearchParams(await searchParams);
  const ads = await getSponsoredAds(db, actor, "category");
  return (
    <>
      <PageHeader title="Price Comparison" actions={<RefreshButton />} />
      <Suspense fallback={<ComparisonLoading label="Comparing store prices…" />}>
        <Comparison db={db} actor={actor} near={near} />
      </Suspense>
      {ads.length > 0 ? (
        <div className="mx-auto max-w-3xl px-4 pb-4">
          <SponsoredAdCard ads={ads} variant="inline" headingId="category-sponsored" />
        </div>
      ) : null}
    </>
  );
}

async function Comparison({ db, actor, near }: { db: Db; actor: Actor; near: string | null }) {
  return <PriceComparisonView data={await getPriceComparison(db, actor, near)} />;
}
