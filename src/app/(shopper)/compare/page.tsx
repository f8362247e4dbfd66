import { Suspense } from "react";
import { PageHeader } from "@/components/shell/page-header";
import type { Actor } from "@/server/auth/session";
import type { Db } from "@/server/db";
import { pageContext } from "@/server/page";
import { getPriceComparison } from "@/modules/pricing";
import { getShopperPlace } from "@/modules/pricing";
import { parseCompareSearchParams } from "@/modules/pricing/shared";
import { PriceComparisonView, RefreshButton, ComparisonLoading } from "@/modules/pricing/client";
import { getSponsoredAds } from "@/modules/ads";
import { SponsoredAdCard } from "@/modules/ads/client";

export const metadata = { title: "Price Comparison" };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { db, actor } = await pageContext({ access: "user", from: "/compare" });
  const { near } = parseCompareSearchParams(await searchParams);
  const ads = await getSponsoredAds(db, actor, "category", await getShopperPlace(db, actor));
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
