"use client";
import { useCallback, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import {
  LOCATION_REQUIRED,
  STORE_GEOLOCATION_OPTIONS,
  STORE_SEARCH_RADIUS_KM,
  findStoresRequestBody,
  geolocationErrorMessage,
  resolveSearchLocation,
  type GeolocationErrorCode,
  type LatLng,
} from "../geo";
import type { FindStoresResponse, NearbyStore } from "../types";
import { getBrowserPosition } from "./browser-position";

export interface SearchedPlace extends LatLng {
  label: string;
}

export interface NearbyStoresState {
  status: "idle" | "locating" | "loading" | "ready" | "error";
  stores: NearbyStore[];
  /** The point distances were measured from. */
  origin: LatLng | null;
  /** Set by a location search; the map centres on it at zoom 15. */
  searchedPlace: SearchedPlace | null;
  message: string | null;
  error: string | null;
  /** Why GPS was not used, when a saved location stood in for it. */
  gpsNote: string | null;
}

export interface ProfileLocation {
  coords: LatLng | null;
  addressText: string | null;
}

const INITIAL: NearbyStoresState = { status: "idle", stores: [], origin: null, searchedPlace: null, message: null, error: null, gpsNote: null };

async function postFindStores(body: Record<string, unknown>): Promise<FindStoresResponse> {
  const res = await fetch("/api/find-stores", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const json = (await res.json().catch(() => null)) as (FindStoresResponse & { error?: unknown }) | null;
  if (!res.ok || !json || !Array.isArray(json.stores)) {
    const message = json && typeof json.error === "object" && json.error && "message" in json.error ? String((json.error as { message: unknown }).message) : null;
    throw new Error(message ?? "Failed to load stores. Please try again.");
  }
  return json;
}

/** Store search for /map: the spec's location order, location search, and the toasts that go with them. */
export function useNearbyStores(profile: ProfileLocation) {
  const [state, setState] = useState<NearbyStoresState>(INITIAL);
  const run = useRef(0);

  const apply = useCallback(
    (ticket: number, response: FindStoresResponse, extra: Partial<NearbyStoresState>) => {
      if (ticket !== run.current) return;
      if (!response.success) {
        if (response.requiresGPS) {
          toast({ title: response.message === LOCATION_REQUIRED.title ? LOCATION_REQUIRED.title : "GPS Required", description: response.error ?? undefined, variant: "destructive" });
        }
        setState((s) => ({ ...s, status: "error", stores: [], error: response.error ?? response.message, message: response.message, ...extra }));
        return;
      }
      if (response.stores.length === 0) toast({ title: "No Stores Found", description: response.message });
      const origin = response.userLocation ? { lat: response.userLocation.lat, lng: response.userLocation.lng } : null;
      setState((s) => ({ ...s, status: "ready", stores: response.stores, origin, message: response.message, error: null, ...extra }));
    },
    [],
  );

  const fail = useCallback(
    (ticket: number, error: unknown) => {
      if (ticket !== run.current) return;
      const message = error instanceof Error ? error.message : "Failed to load stores. Please try again.";
      toast({ title: "Error Loading Stores", description: message, variant: "destructive" });
      setState((s) => ({ ...s, status: "error", error: message }));
    },
    [],
  );

  /** GPS first, then the saved coordinates, then the saved address; `gpsOnly` is the Use GPS button. */
  const search = useCallback(
    async ({ gpsOnly = false }: { gpsOnly?: boolean } = {}) => {
      const ticket = ++run.current;
      setState((s) => ({ ...s, status: "locating", error: null, searchedPlace: null }));
      const gps = await getBrowserPosition(STORE_GEOLOCATION_OPTIONS);
      if (ticket !== run.current) return;
      if (gpsOnly && "error" in gps) {
        const message = geolocationErrorMessage(gps.error);
        setState((s) => ({ ...s, status: "error", error: message }));
        return;
      }
      // An unrecognised failure code keeps its place in the order and reads "Failed to get your location".
      const gpsSource = "error" in gps ? { error: gps.error as GeolocationErrorCode } : gps;
      const location = resolveSearchLocation({ gps: gpsSource, profileCoords: profile.coords, profileAddress: profile.addressText });
      const body = findStoresRequestBody(location, STORE_SEARCH_RADIUS_KM);
      const gpsNote = location.kind === "gps" ? null : location.gpsMessage;
      if (!body) {
        toast({ title: LOCATION_REQUIRED.title, description: LOCATION_REQUIRED.description, variant: "destructive" });
        setState((s) => ({ ...s, status: "error", stores: [], error: gpsNote ?? LOCATION_REQUIRED.description, gpsNote }));
        return;
      }
      setState((s) => ({ ...s, status: "loading" }));
      try {
        apply(ticket, await postFindStores(body), { gpsNote });
      } catch (e) {
        fail(ticket, e);
      }
    },
    [apply, fail, profile.coords, profile.addressText],
  );

  /** Location mode of the search bar: stores around a typed place. */
  const searchPlace = useCallback(
    async (query: string) => {
      const ticket = ++run.current;
      setState((s) => ({ ...s, status: "loading", error: null }));
      try {
        const response = await postFindStores({ maxDistance: STORE_SEARCH_RADIUS_KM, address: query });
        if (ticket !== run.current) return;
        if (!response.success || !response.userLocation) {
          toast({ title: "Search Failed", description: "Could not find that location", variant: "destructive" });
          setState((s) => ({ ...s, status: s.stores.length ? "ready" : "error", error: s.stores.length ? null : "Could not find that location" }));
          return;
        }
        const place = response.userLocation;
        apply(ticket, response, { searchedPlace: { lat: place.lat, lng: place.lng, label: place.formattedAddress ?? query }, gpsNote: null });
      } catch (e) {
        fail(ticket, e);
      }
    },
    [apply, fail],
  );

  return { state, search, searchPlace };
}
