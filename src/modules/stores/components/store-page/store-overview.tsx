import Link from "next/link";
import { MapPin, Navigation, Star } from "lucide-react";
import { Card } from "@/components/ui/card";
import { buttonClass } from "@/components/ui/button";
import { storeAddressLine, storeDirectionsUrl } from "../../address-line";
import { markerStyleFor } from "../../geo";
import type { StorePageData } from "../../store-page-queries";
import { WEEKDAY_KEYS, WEEKDAY_LABELS, formatDayHours } from "../../opening-hours";
import { StoreTypeIcon } from "../store-type-icon";

export function StoreOverview({ data }: { data: StorePageData }) {
  const { store, retailer } = data;
  if (!store) {
    return (
      <Card>
        <p className="font-semibold text-slate-900">{retailer?.name}</p>
        <p className="text-sm text-slate-600">{retailer?.address}</p>
        {data.otherStores.length ? null : <p className="mt-2 text-sm text-slate-600">This retailer has no stores listed yet.</p>}
      </Card>
    );
  }
  const style = markerStyleFor(store.storeType);
  const fullAddress = storeAddressLine(store.address, store.suburb, store.city);
  const directions = storeDirectionsUrl({ ...store, coordinates: { lat: store.latitude, lng: store.longitude } });
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full text-white" style={{ backgroundColor: style.color }}>
          <StoreTypeIcon typeKey={style.key} className="h-6 w-6" />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-slate-600">
            {style.label}
            {store.chain ? ` · ${store.chain}` : ""}
            {retailer?.tier === "premium" ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-800">PREMIUM</span> : null}
          </p>
          <p className="text-slate-900">{fullAddress || "Address to be updated"}</p>
          <p className="text-sm text-slate-700">
            {store.rating !== null ? <span aria-label={`Rated ${store.rating.toFixed(1)} out of 5`} className="inline-flex items-center gap-1"><Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-500" /> {store.rating.toFixed(1)} / 5</span> : "Not rated yet"}
          </p>
        </div>
      </div>
      {store.openingHours ? (
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-slate-900">Opening hours</summary>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
            {WEEKDAY_KEYS.map((d) => (
              <div key={d} className="contents">
                <dt>{WEEKDAY_LABELS[d]}</dt>
                <dd>{formatDayHours(store.openingHours![d])}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-1 text-xs text-slate-500">Local time ({store.timeZone})</p>
        </details>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <a href={directions} target="_blank" rel="noopener noreferrer" className={buttonClass("primary")}>
          <Navigation aria-hidden="true" className="h-4 w-4 shrink-0" />
          Directions
        </a>
        <Link href={`/map?store=${encodeURIComponent(store.id)}`} className={buttonClass("outline")}>
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
          Show on map
        </Link>
      </div>
    </Card>
  );
}
