"use client";
import { useEffect, useMemo, useState } from "react";
import { LocateFixed, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { mapCentre, type SearchMode } from "../geo";
import type { NearbyStore } from "../types";
import { MapErrorCard, NoStoresState } from "./map-states";
import { matchStoreParam } from "./search-logic";
import { StoreList } from "./store-list";
import { StoreMap } from "./store-map";
import { StoreSearchBar } from "./store-search-bar";
import { StoreTypeSummary } from "./store-type-summary";
import { useNearbyStores } from "./use-nearby-stores";

export interface MapScreenProps {
  profileLatitude: number | null;
  profileLongitude: number | null;
  profileAddressText: string | null;
  googleConfigured: boolean;
  /** ?store= — a store name (from Best Savings' View Map) or a store id. */
  storeParam: string | null;
}

/** Find Stores (/map): search controls, the map, a type summary and the nearby-store list. */
export function MapScreen({ profileLatitude, profileLongitude, profileAddressText, googleConfigured, storeParam }: MapScreenProps) {
  const coords = useMemo(
    () => (profileLatitude !== null && profileLongitude !== null ? { lat: profileLatitude, lng: profileLongitude } : null),
    [profileLatitude, profileLongitude],
  );
  const profile = useMemo(() => ({ coords, addressText: profileAddressText }), [coords, profileAddressText]);
  const { state, search, searchPlace } = useNearbyStores(profile);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [mode, setMode] = useState<SearchMode>("location");
  const [query, setQuery] = useState("");
  const [paramHandled, setParamHandled] = useState(false);

  // First load, and again whenever the saved location changes (e.g. after the address editor).
  useEffect(() => {
    void search();
  }, [search]);

  // ?store= focuses that store once the first results arrive; unknown names land in store search.
  if (!paramHandled && storeParam && state.status === "ready") {
    setParamHandled(true);
    const match = matchStoreParam(state.stores, storeParam);
    if (match) {
      setSelectedId(match.id);
    } else {
      setMode("store");
      setQuery(storeParam);
    }
  }

  const selectedStore = state.stores.find((s) => s.id === selectedId) ?? null;
  const view = useMemo(
    () => mapCentre({ selectedStore, searchedPlace: state.searchedPlace, user: state.origin }),
    [selectedStore, state.searchedPlace, state.origin],
  );
  const busy = state.status === "locating" || state.status === "loading";

  function selectStore(store: NearbyStore) {
    setSelectedId(store.id);
  }

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void search()} disabled={busy}>
          <RefreshCw aria-hidden="true" className="h-4 w-4 shrink-0" />
          Refresh Stores
        </Button>
        <Button variant="outline" onClick={() => void search({ gpsOnly: true })} disabled={busy}>
          <LocateFixed aria-hidden="true" className="h-4 w-4 shrink-0" />
          Use GPS
        </Button>
      </div>

      {state.gpsNote && state.status === "ready" ? (
        <p className="text-sm text-slate-600">Showing stores near your saved location. {state.gpsNote}</p>
      ) : null}
      {state.error ? <MapErrorCard message={state.error} onRetry={() => void search()} /> : null}

      <StoreSearchBar
        stores={state.stores}
        mode={mode}
        onModeChange={setMode}
        query={query}
        onQueryChange={setQuery}
        onLocationSearch={(q) => {
          setSelectedId(null);
          void searchPlace(q);
        }}
        onSelectStore={selectStore}
        searching={busy}
      />
      {state.searchedPlace ? <p className="text-sm text-slate-700">Stores near <span className="font-medium">{state.searchedPlace.label}</span></p> : null}
      {state.status === "ready" && state.stores.length > 0 && !state.searchedPlace ? (
        // Best Savings always measures from the saved address; here GPS comes first, so say which one this is.
        <p className="text-xs text-slate-600" data-testid="distance-origin">
          {state.gpsNote
            ? `Distances are measured from your saved address${profileAddressText ? ` (${profileAddressText})` : ""}.`
            : `Distances are measured from your current location (GPS).${profileAddressText ? " Best Savings measures from your saved address, so its distances can differ." : ""}`}
        </p>
      ) : null}

      <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-600">
        {state.status === "locating" ? "Finding your location..." : state.status === "loading" ? "Loading nearby stores..." : state.status === "ready" ? state.message : ""}
      </p>

      <StoreMap googleConfigured={googleConfigured} stores={state.stores} origin={state.origin} view={view} selectedId={selectedId} onSelect={setSelectedId} />
      <StoreTypeSummary stores={state.stores} />

      {state.stores.length > 0 ? (
        <StoreList stores={state.stores} selectedId={selectedId} onSelect={setSelectedId} />
      ) : state.status === "ready" || state.status === "error" ? (
        <NoStoresState
          message={state.status === "ready" ? (state.message ?? "There are no stores within 30 km.") : "We need your location to find stores near you."}
          onTryGps={() => void search({ gpsOnly: true })}
          busy={busy}
        />
      ) : null}
    </main>
  );
}
