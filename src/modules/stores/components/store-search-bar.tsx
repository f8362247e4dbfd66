"use client";
import { useId, useState, type KeyboardEvent } from "react";
import { MapPin, Store } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { filterStoresForDropdown, isSearchDisabled, markerStyleFor, type SearchMode } from "../geo";
import type { NearbyStore } from "../types";
import { enterAction, searchButtonStore } from "./search-logic";
import { StoreTypeIcon } from "./store-type-icon";

export interface StoreSearchBarProps {
  stores: readonly NearbyStore[];
  mode: SearchMode;
  onModeChange: (mode: SearchMode) => void;
  query: string;
  onQueryChange: (query: string) => void;
  onLocationSearch: (query: string) => void;
  onSelectStore: (store: NearbyStore) => void;
  searching: boolean;
}

const PLACEHOLDER: Record<SearchMode, string> = {
  location: "Search a suburb, city or address",
  store: "Search nearby stores by name or address",
};

/** Location mode geocodes the text; store mode filters the loaded stores with a dropdown of up to 8. */
export function StoreSearchBar({ stores, mode, onModeChange, query, onQueryChange, onLocationSearch, onSelectStore, searching }: StoreSearchBarProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const dropdown = filterStoresForDropdown(stores, query);
  const showDropdown = mode === "store" && open && query.trim().length > 0;

  function pick(store: NearbyStore) {
    onSelectStore(store);
    onQueryChange(store.name);
    setOpen(false);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Escape") setOpen(false);
    if (e.key !== "Enter") return;
    e.preventDefault();
    const action = enterAction(mode, query, stores);
    if (action.action === "search") onLocationSearch(action.query);
    else if (action.action === "select") pick(action.store);
  }

  function onSearch() {
    if (mode === "location") return onLocationSearch(query.trim());
    const store = searchButtonStore(stores, query);
    if (store) pick(store);
    else setOpen(true);
  }

  return (
    <div className="flex flex-col gap-2">
      <div role="radiogroup" aria-label="Search for" className="inline-flex w-fit rounded-lg border border-slate-300 bg-white p-0.5 text-sm">
        {(["location", "store"] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={mode === m}
            onClick={() => onModeChange(m)}
            className={cn("inline-flex items-center gap-1 rounded-md px-3 py-1", mode === m ? "bg-brand-700 font-medium text-white" : "text-slate-700 hover:bg-slate-100")}
          >
            {m === "location" ? <MapPin aria-hidden="true" className="h-4 w-4" /> : <Store aria-hidden="true" className="h-4 w-4" />}
            {m === "location" ? "Location" : "Store"}
          </button>
        ))}
      </div>
      <div className="relative flex gap-2">
        <label htmlFor={id} className="sr-only">{mode === "location" ? "Search location" : "Search stores"}</label>
        <input
          id={id}
          type="search"
          aria-controls={showDropdown ? `${id}-list` : undefined}
          value={query}
          placeholder={PLACEHOLDER[mode]}
          onChange={(e) => {
            onQueryChange(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          maxLength={200}
        />
        <Button onClick={onSearch} disabled={isSearchDisabled(query) || searching}>
          {searching ? "Searching..." : "Search"}
        </Button>
        {showDropdown ? (
          <div id={`${id}-list`} className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg">
            {dropdown.shown.length > 0 ? (
              <ul aria-label="Matching stores">
                {dropdown.shown.map((store) => (
                  <li key={store.id}>
                    <button type="button" onClick={() => pick(store)} className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50">
                      <StoreTypeIcon typeKey={markerStyleFor(store.store_type).key} className="h-4 w-4 shrink-0" style={{ color: markerStyleFor(store.store_type).color }} />
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium text-slate-900">{store.name}</span>
                        <span className="block truncate text-xs text-slate-600">{store.address}</span>
                      </span>
                      <span className="text-xs text-slate-600">{store.distance.toFixed(1)} km</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {dropdown.moreLabel ? <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-600">{dropdown.moreLabel}</p> : null}
            {dropdown.emptyMessage ? <p className="px-3 py-2 text-sm text-slate-600">{dropdown.emptyMessage}</p> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
