import "server-only";
import { env } from "@/server/env";
import { createGoogleGeocoder, withOfflineFallback } from "./google-geocoder";
import { createOfflineGeocoder } from "./offline-geocoder";
import type { Geocoder } from "./types";

export type { Geocoder, GeocodedPlace, ManualAddress, ReverseGeocoded } from "./types";

let cached: Geocoder | null = null;

/** Chosen by configuration: Google (with the gazetteer behind it) when a key is set, else the gazetteer alone. */
export function getGeocoder(): Geocoder {
  cached ??= env.GOOGLE_MAPS_API_KEY
    ? withOfflineFallback(createGoogleGeocoder(env.GOOGLE_MAPS_API_KEY), createOfflineGeocoder())
    : createOfflineGeocoder();
  return cached;
}
