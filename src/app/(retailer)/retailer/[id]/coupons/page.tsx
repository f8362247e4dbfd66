import { notFound } from "next/navigation";
import Link from "next/link";
import { MapPin } from "lucide-react";
import { PageHeader } from "@/components/shell/page-header";
import { buttonClass } from "@/components/ui/button";
import { pageContext } from "@/server/page";
import { todayUtc } from "@/modules/coupons/shared";
import { getRetailerCouponsPage } from "@/modules/coupons";
import { CouponList } from "@/modules/coupons/client";

export const metadata = { title: "Retailer Coupons" };

/** /retailer/{id}/coupons: one retailer's live coupons for shoppers (opened by Redeem Now). */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { db, actor } = await pageContext({ access: "user", from: `/retailer/${encodeURIComponent(id)}/coupons` });
  const now = new Date();
  const data = await getRetailerCouponsPage(db, actor, id, now);
  if (!data) notFound();
  const { retailer } = data;
  return (
    <div className="min-h-dvh bg-slate-50 pb-10">
      <PageHeader title={retailer.name} subtitle="Coupons" />
      <main className="mx-auto flex max-w-3xl flex-col gap-5 p-4">
        <section aria-label="Retailer" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              {retailer.name}
              {retailer.isPremium ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">PREMIUM</span> : null}
            </p>
            <p className="text-sm text-slate-600">{retailer.address}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link href={`/store/${retailer.storeId ?? retailer.id}`} className={buttonClass("outline")}>
              <MapPin aria-hidden="true" className="h-4 w-4" />
              Visit Store
            </Link>
            <Link href="/coupons" className={buttonClass("ghost")}>All coupons</Link>
          </div>
        </section>
        <section aria-labelledby="retailer-coupons-heading" className="flex flex-col gap-3">
          <h2 id="retailer-coupons-heading" className="text-lg font-semibold text-slate-900">
            Available coupons <span className="text-sm font-normal text-slate-600">({data.coupons.length})</span>
          </h2>
          <CouponList coupons={data.coupons} today={todayUtc(now)} empty={`${retailer.name} has no coupons available right now.`} />
        </section>
      </main>
    </div>
  );
}
