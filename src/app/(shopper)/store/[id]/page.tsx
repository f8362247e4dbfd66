import { notFound } from "next/navigation";
import { PageHeader } from "@/components/shell/page-header";
import { LocationButton } from "@/modules/stores/ui";
import { FRESH_DAYS, readStoreFreshness, readStorePage, readStorePrices } from "@/modules/stores";
import { pageContext } from "@/server/page";
import { StorePrices, StoreOverview, DealList, OtherStores, StoreFreshnessNote } from "@/modules/stores/client";
import { ApproximateRatesNote, CurrencyBadge } from "@/modules/currency/client";
import { todayUtc } from "@/modules/coupons/shared";
import { getRetailerCouponsPage } from "@/modules/coupons";
import { CouponList } from "@/modules/coupons/client";
import { getPriceVerdicts } from "@/modules/price-history";
import { PriceHistoryButton, VerdictBadge, verdictKey } from "@/modules/price-history/client";
import { underReviewSql } from "@/modules/moderation";
import { ReportPriceButton } from "@/modules/moderation/client";
import { describePrice } from "@/modules/moderation/engine";
import { loadPriceHistoryAction } from "@/modules/pricing/server-actions";

export const metadata = { title: "Store" };

/** /store/{id}: a store id, or a retailer id from a sponsored banner (its first store is shown). */
export default async function Page({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ product?: string | string[] }> }) {
  const { id } = await params;
  const focus = (await searchParams).product;
  const focusProductId = typeof focus === "string" ? focus : null;
  const { db, actor } = await pageContext({ access: "user", from: `/store/${encodeURIComponent(id)}` });
  const now = new Date();
  const data = await readStorePage(db, id, now);
  if (!data) notFound();
  const storeRef = data.store ? { id: data.store.id, name: data.store.name } : null;
  const [coupons, freshness, verdictMap, prices] = await Promise.all([
    data.retailer ? getRetailerCouponsPage(db, actor, data.retailer.id, now) : Promise.resolve(null),
    data.store ? readStoreFreshness(db, data.store.id, now) : Promise.resolve(null),
    storeRef ? getPriceVerdicts(db, [...data.specials, ...data.priceDrops].map((d) => ({ storeId: storeRef.id, productId: d.productId }))) : Promise.resolve(new Map()),
    storeRef ? readStorePrices(db, storeRef.id, { underReview: underReviewSql, focusProductId, limit: 20 }) : Promise.resolve([]),
  ]);
  const verdicts = Object.fromEntries(verdictMap);
  // Stores' lists take the price history, verdict and report buttons from here: stores imports neither module (decision 059).
  const dealHistory = storeRef
    ? (d: { productId: string }, name: string) => (
        <>
          {verdicts[verdictKey(storeRef.id, d.productId)] ? <VerdictBadge verdict={verdicts[verdictKey(storeRef.id, d.productId)]} /> : null}
          <PriceHistoryButton productId={d.productId} storeId={storeRef.id} productName={name} storeName={storeRef.name} load={loadPriceHistoryAction}
            report={<ReportPriceButton productId={d.productId} storeId={storeRef.id} productName={name} storeName={storeRef.name} />} />
        </>
      )
    : undefined;
  const title = data.store?.name ?? data.retailer?.name ?? "Store";
  const subtitle = data.store ? [data.store.suburb, data.store.city].filter(Boolean).join(", ") || undefined : data.retailer?.name;
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} location={<LocationButton />} actions={<CurrencyBadge />} />
      <main className="mx-auto flex max-w-3xl flex-col gap-5 p-4">
        <StoreOverview data={data} />
        {freshness ? <StoreFreshnessNote freshness={freshness} freshDays={FRESH_DAYS} now={now} /> : null}
        <section aria-labelledby="store-coupons" className="flex flex-col gap-2">
          <h2 id="store-coupons" className="text-lg font-semibold text-slate-900">Available coupons</h2>
          <CouponList coupons={coupons?.coupons ?? []} today={todayUtc(now)} empty="No coupons available right now." />
        </section>
        {data.store ? (
          <>
            <DealList id="store-specials" title="On special now" deals={data.specials} empty="No specials at this store right now." history={dealHistory} />
            <DealList id="store-drops" title="Biggest recent price drops" deals={data.priceDrops} empty="No price drops in the last 4 weeks." history={dealHistory} />
            {storeRef ? (
              <StorePrices
                prices={prices}
                focusProductId={focusProductId}
                describe={(p) => describePrice(p, now)}
                lineActions={(p, name) => (
                  <>
                    <PriceHistoryButton productId={p.productId} storeId={storeRef.id} productName={name} storeName={storeRef.name} load={loadPriceHistoryAction}
                      report={<ReportPriceButton productId={p.productId} storeId={storeRef.id} productName={name} storeName={storeRef.name} />} />
                    <ReportPriceButton productId={p.productId} storeId={storeRef.id} productName={name} storeName={storeRef.name} />
                  </>
                )}
              />
            ) : null}
            <ApproximateRatesNote />
          </>
        ) : null}
        <OtherStores data={data} />
      </main>
    </>
  );
}
