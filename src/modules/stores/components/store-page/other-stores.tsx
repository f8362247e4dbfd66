import Link from "next/link";
import { storeAddressLine } from "../../address-line";
import type { StorePageData } from "../../store-page-queries";

/** The retailer's other stores, each linking to its own store page. */
export function OtherStores({ data }: { data: StorePageData }) {
  if (data.otherStores.length === 0) return null;
  return (
    <section aria-labelledby="other-stores" className="flex flex-col gap-2">
      <h2 id="other-stores" className="text-lg font-semibold text-slate-900">{data.retailer ? (data.store ? `Other ${data.retailer.name} stores` : `${data.retailer.name} stores`) : "Other stores"}</h2>
      <ul className="flex flex-col gap-1">
        {data.otherStores.map((s) => (
          <li key={s.id}>
            {s.hasPrices ? <Link href={`/store/${s.id}`} className="text-sm text-brand-700 underline">{s.name}</Link> : <span className="text-sm font-medium text-slate-900">{s.name}</span>}
            <span className="text-sm text-slate-600"> — {storeAddressLine(s.address, s.suburb, s.city)}{s.hasPrices ? "" : " (prices coming soon)"}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
