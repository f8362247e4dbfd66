"use client";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { Info, Navigation, Star } from "lucide-react";
import { cn } from "@/lib/cn";
import { storeDirectionsUrl } from "../address-line";
import { filterStoreList, markerStyleFor } from "../geo";
import type { NearbyStore } from "../types";
import { StoreTypeIcon } from "./store-type-icon";

export interface StoreListProps {
  stores: readonly NearbyStore[];
  /** The expanded store; also the one highlighted on the map. */
  selectedId: string | null;
  onSelect: (storeId: string | null) => void;
}

/** Nearby stores, nearest first, filterable by name, address or type; a tap expands Directions and Info. */
export function StoreList({ stores, selectedId, onSelect }: StoreListProps) {
  const filterId = useId();
  const [filter, setFilter] = useState("");
  const visible = filterStoreList(stores, filter);
  const itemRefs = useRef(new Map<string, HTMLLIElement>());

  // A store chosen on the map or in the search bar scrolls into view here.
  useEffect(() => {
    if (selectedId) itemRefs.current.get(selectedId)?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [selectedId]);

  return (
    <section aria-labelledby={`${filterId}-title`} className="flex flex-col gap-3">
      <div className="flex items-end justify-between gap-3">
        <h2 id={`${filterId}-title`} className="text-lg font-semibold text-slate-900">Nearby stores</h2>
        <span className="text-sm text-slate-600">{visible.length === stores.length ? `${stores.length} stores` : `${visible.length} of ${stores.length}`}</span>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={filterId} className="sr-only">Filter nearby stores</label>
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="Filter by name, address or type"
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
      </div>
      {visible.length === 0 ? (
        <p className="text-sm text-slate-600">No stores match “{filter.trim()}”.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Nearby stores list">
          {visible.map((store) => {
            const style = markerStyleFor(store.store_type);
            const expanded = store.id === selectedId;
            return (
              <li
                key={store.id}
                ref={(el) => {
                  if (el) itemRefs.current.set(store.id, el);
                  else itemRefs.current.delete(store.id);
                }}
                data-testid="store-list-item"
                className={cn("rounded-xl border bg-white shadow-sm", expanded ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200")}
              >
                <button
                  type="button"
                  aria-expanded={expanded}
                  onClick={() => onSelect(expanded ? null : store.id)}
                  className="flex w-full items-start gap-3 p-3 text-left"
                >
                  <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-white" style={{ backgroundColor: style.color }}>
                    <StoreTypeIcon typeKey={style.key} className="h-5 w-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-slate-900">{store.name}</span>
                    <span className="block truncate text-sm text-slate-600">{store.address}</span>
                    <span className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-700">
                      <span>{style.label}</span>
                      <span>
                        {store.distance.toFixed(1)} km ({store.distanceMiles.toFixed(1)} mi)
                      </span>
                      {store.rating !== null ? <span aria-label={`Rated ${store.rating.toFixed(1)} out of 5`} className="inline-flex items-center gap-0.5"><Star aria-hidden="true" className="h-3 w-3 fill-amber-400 text-amber-500" /> {store.rating.toFixed(1)}</span> : null}
                      {store.couponsCount > 0 ? <span>{store.couponsCount === 1 ? "1 coupon" : `${store.couponsCount} coupons`}</span> : null}
                    </span>
                  </span>
                </button>
                {expanded ? (
                  <div className="flex gap-2 border-t border-slate-100 px-3 py-2">
                    <a
                      href={storeDirectionsUrl(store)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex flex-1 items-center justify-center gap-1 rounded-lg bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800"
                    >
                      <Navigation aria-hidden="true" className="h-4 w-4 shrink-0" />
                      Directions
                    </a>
                    <Link
                      href={`/store/${store.id}`}
                      className="inline-flex flex-1 items-center justify-center gap-1 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50"
                    >
                      <Info aria-hidden="true" className="h-4 w-4 shrink-0" />
                      Info
                    </Link>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
