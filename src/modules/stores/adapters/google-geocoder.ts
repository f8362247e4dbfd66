import "server-only";
import type { LatLng } from "../geo";
import { logger } from "@/server/logger";
import { fetchJson as defaultFetchJson, type FetchJson } from "./fetch-json";
import { parseGoogleGeocode, parseGoogleReverse } from "./google-geocode-parse";
import { isManualAddress, joinAddress, type Geocoder, type ManualAddress } from "./types";

const GEOCODE_URL = "https://maps.googleapis.com/maps/api/geocode/json";
const TIMEOUT_MS = 5_000;

/** Google's Geocoding API (server-side key). Suggestions come from Places in the browser, so none here. */
export function createGoogleGeocoder(apiKey: string, fetchJson: FetchJson = defaultFetchJson, baseUrl = GEOCODE_URL): Geocoder {
  const call = async (params: Record<string, string>) => {
    const url = new URL(baseUrl);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set("key", apiKey);
    return fetchJson(url.toString(), { timeoutMs: TIMEOUT_MS });
  };
  return {
    name: "google",
    async geocode(query: string | ManualAddress) {
      const address = isManualAddress(query) ? joinAddress([query.streetAddress, query.suburb, query.country]) : query;
      return parseGoogleGeocode(await call({ address }));
    },
    async reverse(point: LatLng) {
      return parseGoogleReverse(await call({ latlng: `${point.lat},${point.lng}`, result_type: "country" }));
    },
    async suggest() {
      return [];
    },
  };
}

/**
 * Google first; when it errors (quota, network, bad key) or finds nothing, the offline gazetteer
 * answers, so a Google outage degrades to suburb precision instead of "location not found".
 */
export function withOfflineFallback(primary: Geocoder, offline: Geocoder, log: (msg: string) => void = (msg) => logger.warn(msg)): Geocoder {
  const attempt = async <T>(what: string, run: () => Promise<T | null>): Promise<T | null> => {
    try {
      return await run();
    } catch (e) {
      log(`[geocoder] ${primary.name} ${what} failed, using ${offline.name}: ${e instanceof Error ? e.message : "unknown error"}`);
      return null;
    }
  };
  return {
    name: "google+offline",
    async geocode(query) {
      return (await attempt("geocode", () => primary.geocode(query))) ?? offline.geocode(query);
    },
    async reverse(point) {
      const hit = await attempt("reverse", () => primary.reverse(point));
      return hit?.countryCode ? hit : offline.reverse(point);
    },
    async suggest(query, limit) {
      const hits = (await attempt("suggest", () => primary.suggest(query, limit))) ?? [];
      return hits.length ? hits : offline.suggest(query, limit);
    },
  };
}
