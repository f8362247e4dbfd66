import { Suspense } from "react";
import { notFound, redirect } from "next/navigation";
import { PageHeader } from "@/components/shell/page-header";
import { pageContext } from "@/server/page";
import { LIST_NOT_FOUND_NOTICE } from "@/modules/lists/shared";
import { getCompareSource } from "@/modules/pricing";
import { getShopperPlace } from "@/modules/pricing";
import { parseCompareSearchParams, COMPARE_MESSAGES } from "@/modules/pricing/shared";
import { BestSavingsSection } from "@/modules/pricing/ui";
import { CompareNotice, ComparisonLoading } from "@/modules/pricing/client";
import { getSponsoredAds } from "@/modules/ads";
import { SponsoredAdCard } from "@/modules/ads/client";

export const metadata = { title: "Best Savings" };

type Props = { params: Promise<{ listId?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ params, searchParams }: Props) {
  const { listId: segments } = await params;
  const routeListId = segments?.[0] ?? null;
  const { db, actor } = await pageContext({ access: "user", from: routeListId ? `/cheapest-list/${encodeURIComponent(routeListId)}` : "/cheapest-list" });
  if (segments && segments.length > 1) notFound();
  const source = await getCompareSource(db, actor, routeListId);
  if (!source) redirect(`/lists?notice=${LIST_NOT_FOUND_NOTICE}`);
  const options = parseCompareSearchParams(await searchParams);
  const ads = await getSponsoredAds(db, actor, "category", await getShopperPlace(db, actor));
  return (
    <>
      <PageHeader title="Best Savings" subtitle={source.name} />
      {source.items.length === 0 ? (
        <CompareNotice title="Empty list" description={COMPARE_MESSAGES.emptyList} redirectTo={source.listId ? `/lists/${source.listId}` : "/lists"} />
      ) : (
        <Suspense fallback={<ComparisonLoading />}>
          <BestSavingsSection db={db} actor={actor} source={source} routeListId={routeListId} options={options} />
        </Suspense>
      )}
      {ads.length > 0 ? (
        <div className="mx-auto max-w-3xl px-4 pb-4">
          <SponsoredAdCard ads={ads} variant="inline" headingId="category-sponsored" />
        </div>
      ) : null}
    </>
  );
}
