"use client";
import { useEffect, useRef, useState } from "react";
import { markerStyleFor, sameMarkerPosition, type LatLng, type MapView } from "../../geo";
import type { NearbyStore } from "../../types";
import { GOOGLE_MAPS_TEXT, loadGoogleMaps, type GoogleLibraries } from "./maps-loader";

export interface GoogleStoreMapProps {
  apiKey: string;
  stores: readonly NearbyStore[];
  origin: LatLng | null;
  view: MapView;
  selectedId: string | null;
  onSelect: (storeId: string) => void;
  /** Called once when the script cannot be loaded; the caller switches to the built-in map. */
  onFail: (message: string) => void;
}

function markerIcon(storeType: string, selected: boolean): google.maps.Symbol {
  return {
    path: google.maps.SymbolPath.CIRCLE,
    fillColor: markerStyleFor(storeType).color,
    fillOpacity: 1,
    strokeColor: selected ? "#fcd34d" : "#ffffff",
    strokeWeight: selected ? 4 : 2,
    scale: selected ? 17 : 14,
  };
}

/** Google Maps with one marker per store, coloured by store type and labelled with the spec's emoji. */
export function GoogleStoreMap({ apiKey, stores, origin, view, selectedId, onSelect, onFail }: GoogleStoreMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<google.maps.Map | null>(null);
  const markersRef = useRef<google.maps.Marker[]>([]);
  const originMarkerRef = useRef<google.maps.Marker | null>(null);
  const infoRef = useRef<google.maps.InfoWindow | null>(null);
  const storesRef = useRef(stores);
  const onSelectRef = useRef(onSelect);
  const onFailRef = useRef(onFail);
  const [libs, setLibs] = useState<GoogleLibraries | null>(null);
  const viewRef = useRef(view);
  // Listeners registered once read the latest props through these refs.
  useEffect(() => {
    viewRef.current = view;
    storesRef.current = stores;
    onSelectRef.current = onSelect;
    onFailRef.current = onFail;
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleMaps(apiKey).then(
      (loaded) => !cancelled && setLibs(loaded),
      () => !cancelled && onFailRef.current(GOOGLE_MAPS_TEXT.loadFailed),
    );
    return () => {
      cancelled = true;
    };
  }, [apiKey]);

  useEffect(() => {
    if (!libs || !containerRef.current || mapRef.current) return;
    const { center, zoom } = viewRef.current;
    mapRef.current = new libs.maps.Map(containerRef.current, { center, zoom, clickableIcons: false, streetViewControl: false, mapTypeControl: false });
    infoRef.current = new libs.maps.InfoWindow();
  }, [libs]);

  const { lat, lng } = view.center;
  useEffect(() => {
    mapRef.current?.setCenter({ lat, lng });
    mapRef.current?.setZoom(view.zoom);
  }, [libs, lat, lng, view.zoom]);

  useEffect(() => {
    const map = mapRef.current;
    if (!libs || !map) return;
    for (const m of markersRef.current) m.setMap(null);
    markersRef.current = stores.map((store) => {
      const marker = new google.maps.Marker({
        map,
        position: store.coordinates,
        title: store.name,
        icon: markerIcon(store.store_type, store.id === selectedId),
        label: { text: markerStyleFor(store.store_type).emoji, fontSize: "16px" },
        zIndex: store.id === selectedId ? 1000 : undefined,
      });
      marker.addListener("click", () => {
        const at = marker.getPosition();
        if (!at) return;
        // Markers are matched back to stores by position, within the spec's 0.0001° tolerance.
        const hit = storesRef.current.find((s) => sameMarkerPosition(s.coordinates, { lat: at.lat(), lng: at.lng() }));
        if (hit) onSelectRef.current(hit.id);
      });
      return marker;
    });
    originMarkerRef.current?.setMap(null);
    originMarkerRef.current = origin
      ? new google.maps.Marker({
          map,
          position: origin,
          title: "Your search location",
          icon: { path: google.maps.SymbolPath.CIRCLE, fillColor: "#2563eb", fillOpacity: 1, strokeColor: "#fff", strokeWeight: 2, scale: 7 },
        })
      : null;
  }, [libs, stores, selectedId, origin]);

  useEffect(() => {
    const map = mapRef.current;
    const info = infoRef.current;
    if (!map || !info) return;
    const store = stores.find((s) => s.id === selectedId);
    if (!store) {
      info.close();
      return;
    }
    const content = document.createElement("div");
    const name = document.createElement("strong");
    name.textContent = store.name;
    const address = document.createElement("div");
    address.textContent = `${store.address} · ${store.distance.toFixed(1)} km`;
    content.append(name, address);
    info.setContent(content);
    info.setPosition(store.coordinates);
    info.open({ map });
  }, [libs, selectedId, stores]);

  return (
    <div className="relative isolate overflow-hidden rounded-xl border border-slate-200" data-testid="google-map">
      <div ref={containerRef} className="aspect-[8/5] w-full" aria-label="Google map of nearby stores" role="region" />
      {!libs ? (
        <div className="absolute inset-0 flex items-center justify-center bg-slate-50 text-sm text-slate-600" role="status">
          {GOOGLE_MAPS_TEXT.loading}
        </div>
      ) : null}
    </div>
  );
}
