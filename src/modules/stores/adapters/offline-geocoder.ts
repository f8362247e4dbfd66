import { COUNTRY_NAMES, geocodeOffline, parseCountry, reverseGeocodeOffline, searchPlaces, type OfflineGeocodeInput } from "../gazetteer";
import type { PlaceSuggestion } from "../types";
import { isManualAddress, type GeocodedPlace, type Geocoder, type ManualAddress } from "./types";

/** Splits free text ("12 Queen St, Ponsonby, New Zealand") into the gazetteer's street/suburb/country. */
export function freeTextToGazetteerInput(query: string): OfflineGeocodeInput {
  const parts = query.split(",").map((p) => p.trim()).filter(Boolean);
  let country: string | null = null;
  if (parts.length > 1 && parseCountry(parts[parts.length - 1])) country = parts.pop()!;
  // A leading part starting with a house number is a street line, never a suburb name.
  const street = parts.length > 1 && /^\d/.test(parts[0]) ? parts.shift()! : null;
  return { street, suburb: parts.join(", "), country };
}

function toPlace(input: OfflineGeocodeInput, streetAddress: string): GeocodedPlace | null {
  const hit = geocodeOffline(input);
  if (!hit) return null;
  return {
    streetAddress,
    suburb: hit.matched,
    country: COUNTRY_NAMES[hit.countryCode],
    countryCode: hit.countryCode,
    formattedAddress: hit.formattedAddress,
    latitude: hit.lat,
    longitude: hit.lng,
    precision: hit.precision,
  };
}

/** The bundled NZ/AU/US gazetteer: works with no key and no internet, to suburb precision. */
export function createOfflineGeocoder(): Geocoder {
  return {
    name: "offline",
    async geocode(query: string | ManualAddress) {
      if (isManualAddress(query)) {
        return toPlace({ street: query.streetAddress, suburb: query.suburb, country: query.country }, query.streetAddress.trim());
      }
      const input = freeTextToGazetteerInput(query);
      return toPlace(input, input.street ?? "");
    },
    async reverse(point) {
      const hit = reverseGeocodeOffline(point.lat, point.lng);
      return hit ? { countryCode: hit.countryCode, label: hit.countryCode ? hit.nearest : null } : null;
    },
    async suggest(query, limit = 6): Promise<PlaceSuggestion[]> {
      return searchPlaces(query, limit).map((s, i) => ({
        id: `offline-${i}-${s.country}-${s.name}`,
        label: s.name,
        secondary: s.label,
        candidate: {
          streetAddress: "",
          suburb: s.name,
          country: COUNTRY_NAMES[s.country],
          countryCode: s.country,
          formattedAddress: s.label,
          latitude: s.lat,
          longitude: s.lng,
        },
      }));
    },
  };
}
