import { importLibrary, setOptions } from "@googlemaps/js-api-loader";
import { pollUntilReady, withRetries } from "./retry";

/** The spec's texts for the Google map and autocomplete. */
export const GOOGLE_MAPS_TEXT = {
  notConfigured: "Google Maps API key not configured. Please contact support or set your API key.",
  keyFailedTitle: "Google Maps Error",
  keyFailed: "Failed to load Google Maps API key. Contact support if this persists.",
  unavailable: "Google Maps unavailable",
  loading: "Loading Google Maps...",
  loadFailed: "Failed to load Google Maps. Please check your API key.",
  autocompleteTitle: "Maps Error",
  autocompleteFailed: "Failed to load Google Maps autocomplete.",
} as const;

/** Spec's client-side fallback key slot. */
export const FALLBACK_KEY_STORAGE = "google_maps_api_key";

export type MapsKeyResult = { key: string; error: null } | { key: null; error: "not-configured" | "key-failed" };

function storedKey(): string | null {
  try {
    return window.localStorage.getItem(FALLBACK_KEY_STORAGE)?.trim() || null;
  } catch {
    return null;
  }
}

/** GET /api/google-maps-key, else the key saved in local storage, else why there is none. */
export async function resolveMapsKey(askServer: boolean): Promise<MapsKeyResult> {
  let failed = false;
  if (askServer) {
    try {
      const res = await fetch("/api/google-maps-key", { cache: "no-store" });
      const body = (await res.json().catch(() => ({}))) as { apiKey?: string | null };
      if (res.ok && body.apiKey) return { key: body.apiKey, error: null };
      failed = res.status !== 404;
    } catch {
      failed = true;
    }
  }
  const key = storedKey();
  if (key) return { key, error: null };
  return { key: null, error: failed ? "key-failed" : "not-configured" };
}

export interface GoogleLibraries {
  maps: google.maps.MapsLibrary;
  places: google.maps.PlacesLibrary;
  geometry: google.maps.GeometryLibrary;
}

let configuredKey: string | null = null;
let loading: Promise<GoogleLibraries> | null = null;

/**
 * Loads Maps JS with places and geometry, retrying the script up to 3 times with growing delays
 * and polling every second until google.maps.Map exists. One load per page, whoever asks first.
 */
export function loadGoogleMaps(key: string): Promise<GoogleLibraries> {
  if (configuredKey && configuredKey !== key) return Promise.reject(new Error("Google Maps is already loaded with another key"));
  if (!configuredKey) {
    setOptions({ key, v: "weekly" });
    configuredKey = key;
  }
  loading ??= withRetries(async () => {
    const [maps, places, geometry] = await Promise.all([importLibrary("maps"), importLibrary("places"), importLibrary("geometry")]);
    const ready = await pollUntilReady(() => typeof window.google?.maps?.Map === "function");
    if (!ready) throw new Error("Google Maps did not become ready");
    return { maps, places, geometry };
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
