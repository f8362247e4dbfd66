import type { GeocodedPlace, ReverseGeocoded } from "./types";

interface GoogleComponent {
  long_name?: string;
  short_name?: string;
  types?: string[];
}
interface GoogleResult {
  formatted_address?: string;
  geometry?: { location?: { lat?: number; lng?: number }; location_type?: string };
  address_components?: GoogleComponent[];
  types?: string[];
}

/** Statuses meaning "Google answered, there is simply no such place" rather than a failure. */
const EMPTY_STATUSES = new Set(["ZERO_RESULTS"]);

export class GoogleGeocodeError extends Error {}

function component(result: GoogleResult, type: string, short = false): string | null {
  const c = result.address_components?.find((x) => x.types?.includes(type));
  return (short ? c?.short_name : c?.long_name) ?? null;
}

function precisionOf(result: GoogleResult): GeocodedPlace["precision"] {
  const types = result.types ?? [];
  if (types.includes("street_address") || types.includes("premise") || types.includes("route")) return "street";
  if (types.some((t) => t.startsWith("sublocality") || t === "neighborhood" || t === "postal_code")) return "suburb";
  if (types.includes("locality")) return "city";
  if (types.includes("country")) return "country";
  return "region";
}

function resultsOf(json: unknown): GoogleResult[] {
  const body = (typeof json === "object" && json !== null ? json : {}) as { status?: string; results?: unknown };
  if (body.status && EMPTY_STATUSES.has(body.status)) return [];
  if (body.status !== "OK" || !Array.isArray(body.results)) throw new GoogleGeocodeError(`geocoder status ${body.status ?? "missing"}`);
  return body.results as GoogleResult[];
}

/** First usable result of a Geocoding API response; throws on error statuses so callers can fall back. */
export function parseGoogleGeocode(json: unknown): GeocodedPlace | null {
  for (const result of resultsOf(json)) {
    const lat = result.geometry?.location?.lat;
    const lng = result.geometry?.location?.lng;
    if (typeof lat !== "number" || typeof lng !== "number") continue;
    const number = component(result, "street_number");
    const route = component(result, "route");
    const suburb =
      component(result, "sublocality_level_1") ?? component(result, "sublocality") ?? component(result, "neighborhood") ?? component(result, "locality") ?? "";
    return {
      streetAddress: [number, route].filter(Boolean).join(" "),
      suburb,
      country: component(result, "country") ?? "",
      countryCode: component(result, "country", true),
      formattedAddress: result.formatted_address ?? "",
      latitude: lat,
      longitude: lng,
      precision: precisionOf(result),
    };
  }
  return null;
}

export function parseGoogleReverse(json: unknown): ReverseGeocoded | null {
  const [first] = resultsOf(json);
  if (!first) return null;
  return { countryCode: component(first, "country", true), label: first.formatted_address ?? null };
}
