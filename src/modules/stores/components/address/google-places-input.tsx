"use client";
import { useEffect, useId, useRef } from "react";
import { toast } from "@/components/ui/toast";
import { parseGoogleGeocode } from "../../adapters/google-geocode-parse";
import type { AddressCandidate } from "../../types";
import { GOOGLE_MAPS_TEXT, loadGoogleMaps, resolveMapsKey } from "../google/maps-loader";

/** A Google place (from Places autocomplete) as the confirm step's candidate; null without geometry. */
function candidateFromPlace(place: google.maps.places.PlaceResult): AddressCandidate | null {
  const location = place.geometry?.location;
  if (!location) return null;
  const parsed = parseGoogleGeocode({
    status: "OK",
    results: [
      {
        formatted_address: place.formatted_address,
        geometry: { location: { lat: location.lat(), lng: location.lng() } },
        address_components: place.address_components,
        types: place.types,
      },
    ],
  });
  if (!parsed) return null;
  const { precision: _precision, ...candidate } = parsed;
  return candidate;
}

/** Places autocomplete of address type; reports failure so the editor can fall back to offline suggestions. */
export function GooglePlacesInput({ onPick, onUnavailable }: { onPick: (candidate: AddressCandidate) => void; onUnavailable: () => void }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const onPickRef = useRef(onPick);
  const onUnavailableRef = useRef(onUnavailable);
  useEffect(() => {
    onPickRef.current = onPick;
    onUnavailableRef.current = onUnavailable;
  });

  useEffect(() => {
    let cancelled = false;
    let listener: google.maps.MapsEventListener | null = null;
    (async () => {
      const { key } = await resolveMapsKey(true);
      if (!key) throw new Error("no key");
      const { places } = await loadGoogleMaps(key);
      if (cancelled || !inputRef.current) return;
      const autocomplete = new places.Autocomplete(inputRef.current, { types: ["address"], fields: ["address_components", "formatted_address", "geometry", "types"] });
      listener = autocomplete.addListener("place_changed", () => {
        const candidate = candidateFromPlace(autocomplete.getPlace());
        if (candidate) onPickRef.current(candidate);
      });
    })().catch(() => {
      if (cancelled) return;
      toast({ title: GOOGLE_MAPS_TEXT.autocompleteTitle, description: GOOGLE_MAPS_TEXT.autocompleteFailed, variant: "destructive" });
      onUnavailableRef.current();
    });
    return () => {
      cancelled = true;
      listener?.remove();
    };
  }, []);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">Search for your address</label>
      <input id={id} ref={inputRef} type="text" autoComplete="off" placeholder="Start typing an address" className="rounded-lg border border-slate-300 px-3 py-2 text-sm" />
    </div>
  );
}
