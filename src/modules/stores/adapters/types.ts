import type { LatLng } from "../geo";
import type { AddressCandidate, PlaceSuggestion } from "../types";

/** A geocoded place: the candidate the address editor confirms, with its coordinates. */
export interface GeocodedPlace extends AddressCandidate {
  latitude: number;
  longitude: number;
  /** How exact the match is: an offline gazetteer only knows suburbs and towns. */
  precision: "street" | "suburb" | "city" | "region" | "country";
}

export interface ReverseGeocoded {
  countryCode: string | null;
  label: string | null;
}

/**
 * The geocoding boundary: Google's Geocoding API when a key is configured, the bundled offline
 * gazetteer otherwise (and whenever Google cannot answer). Chosen by configuration in ./index.ts.
 */
export interface Geocoder {
  readonly name: "google" | "offline" | "google+offline";
  /** Free text ("12 Queen St, Auckland") or structured manual entry → best place, or null. */
  geocode(query: string | ManualAddress): Promise<GeocodedPlace | null>;
  reverse(point: LatLng): Promise<ReverseGeocoded | null>;
  /** Type-ahead suggestions for the address editor's search step. */
  suggest(query: string, limit?: number): Promise<PlaceSuggestion[]>;
}

export interface ManualAddress {
  streetAddress: string;
  suburb: string;
  country: string;
}

export function isManualAddress(value: string | ManualAddress): value is ManualAddress {
  return typeof value === "object" && value !== null;
}

export function joinAddress(parts: ReadonlyArray<string | null | undefined>): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const trimmed = part?.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    out.push(trimmed);
  }
  return out.join(", ");
}
