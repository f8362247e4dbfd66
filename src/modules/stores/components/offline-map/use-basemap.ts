"use client";
import { useEffect, useState } from "react";
import type { BasemapAsset } from "../../geo/basemap-build";
import { indexBasemap, type BasemapRegionView } from "./basemap-paths";
import type { LabelPlace } from "./place-labels";

export type Basemap = { status: "loading" } | { status: "failed" } | { status: "ready"; regions: BasemapRegionView[]; places: LabelPlace[]; attribution: string };

// One load per page: both chunks are content-hashed static files the service worker keeps (decision 022),
// so after the first visit the land and the names come without the network.
let loading: Promise<Basemap> | null = null;

async function loadBasemap(): Promise<Basemap> {
  const [asset, gazetteer] = await Promise.all([import("./basemap.generated.json"), import("../../gazetteer")]);
  const data = (asset.default ?? asset) as BasemapAsset;
  const places = gazetteer.getGazetteerEntries().map(({ name, lat, lng, kind }) => ({ name, lat, lng, kind }));
  return { status: "ready", regions: indexBasemap(data), places, attribution: data.attribution };
}

/** The built-in map's land, coast and place names, loaded after first paint (the markers never wait). */
export function useBasemap(): Basemap {
  const [basemap, setBasemap] = useState<Basemap>({ status: "loading" });
  useEffect(() => {
    let cancelled = false;
    loading ??= loadBasemap().catch(() => {
      loading = null;
      return { status: "failed" } as const;
    });
    void loading.then((result) => {
      if (!cancelled) setBasemap(result);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return basemap;
}
