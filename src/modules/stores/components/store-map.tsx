"use client";
import { useEffect, useState } from "react";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import type { LatLng, MapView } from "../geo";
import type { NearbyStore } from "../types";
import { GoogleStoreMap } from "./google/google-store-map";
import { GOOGLE_MAPS_TEXT, resolveMapsKey } from "./google/maps-loader";
import { OfflineStoreMap } from "./offline-map/offline-store-map";

export interface StoreMapProps {
  /** Whether the server has GOOGLE_MAPS_API_KEY; without it only a locally saved key can enable Google. */
  googleConfigured: boolean;
  stores: readonly NearbyStore[];
  origin: LatLng | null;
  view: MapView;
  selectedId: string | null;
  onSelect: (storeId: string) => void;
}

type Mode = { kind: "resolving" } | { kind: "google"; key: string } | { kind: "offline"; note: string | null; failure: string | null };

/** Google Maps when a key is available and loads; otherwise (or when it fails) the built-in map. */
export function StoreMap({ googleConfigured, ...mapProps }: StoreMapProps) {
  const [mode, setMode] = useState<Mode>({ kind: "resolving" });

  useEffect(() => {
    let cancelled = false;
    void resolveMapsKey(googleConfigured).then((result) => {
      if (cancelled) return;
      if (result.key) return setMode({ kind: "google", key: result.key });
      if (result.error === "key-failed") {
        toast({ title: GOOGLE_MAPS_TEXT.keyFailedTitle, description: GOOGLE_MAPS_TEXT.keyFailed, variant: "destructive" });
      }
      setMode({ kind: "offline", note: result.error === "not-configured" ? GOOGLE_MAPS_TEXT.notConfigured : null, failure: null });
    });
    return () => {
      cancelled = true;
    };
  }, [googleConfigured]);

  if (mode.kind === "resolving") {
    return googleConfigured ? (
      <Card role="status" className="flex aspect-[8/5] items-center justify-center text-sm text-slate-600">{GOOGLE_MAPS_TEXT.loading}</Card>
    ) : (
      <OfflineStoreMap {...mapProps} />
    );
  }
  if (mode.kind === "google") {
    return <GoogleStoreMap apiKey={mode.key} {...mapProps} onFail={(failure) => setMode({ kind: "offline", note: null, failure })} />;
  }
  return (
    <div className="flex flex-col gap-2">
      {mode.failure ? (
        <Card role="alert" className="border-amber-300 bg-amber-50">
          <p className="font-semibold text-amber-900">{GOOGLE_MAPS_TEXT.unavailable}</p>
          <p className="text-sm text-amber-900">{mode.failure} Showing the built-in map instead.</p>
        </Card>
      ) : null}
      <OfflineStoreMap {...mapProps} />
      {mode.note ? <p className="text-xs text-slate-500">{mode.note} Showing the built-in map, which works without it.</p> : null}
    </div>
  );
}
