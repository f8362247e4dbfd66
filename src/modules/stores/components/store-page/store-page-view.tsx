import Link from "next/link";
import { ApproximateRatesNote } from "@/modules/currency/client";
import { storeAddressLine } from "../../address-line";
import type { StorePageData } from "../../store-page-queries";
import { CouponList, DealList } from "./store-deals";
import { StoreOverview } from "./store-overview";

/** /store/{id}: details, directions, the retailer's coupons, specials and recent price drops. */
export function StorePageView({ data }: { data: StorePageData }) {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-5 p-4">
      <StoreOverview data={data} />
      <CouponList coupons={data.coupons} />
      {data.store ? (
        <>
          <DealList id="store-specials" title="On special now" deals={data.specials} empty="No specials at this store right now." />
          <DealList id="store-drops" title="Biggest recent price drops" deals={data.priceDrops} empty="No price drops in the last 4 weeks." />
          <ApproximateRatesNote />
        </>
      ) : null}
      {data.otherStores.length > 0 ? (
        <section aria-labelledby="other-stores" className="flex flex-col gap-2">
          <h2 id="other-stores" className="text-lg font-semibold text-slate-900">
            {data.retailer ? `Other ${data.retailer.name} stores` : "Other stores"}
          </h2>
          <ul className="flex flex-col gap-1">
            {data.otherStores.map((s) => (
              <li key={s.id}>
                <Link href={`/store/${s.id}`} className="text-sm text-brand-700 underline">
                  {s.name}
                </Link>
                <span className="text-sm text-slate-600"> — {storeAddressLine(s.address, s.suburb, s.city)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
