"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/server/action";
import { COUNTRY_NAMES, parseCountry } from "./gazetteer";
import { getGeocoder } from "./adapters";
import { joinAddress } from "./adapters/types";
import { saveBrowserLocation, updateProfileAddress } from "./mutations";
import { manualAddressSchema, placeQuerySchema, saveAddressSchema, saveBrowserLocationSchema } from "./schemas";
import type { AddressCandidate, PlaceSuggestion, ProfileAddress } from "./types";

/** Geocoding can cost money when Google is configured: limited per user on the server. */
const GEOCODE_LIMIT = { limit: "geocode" } as const;

/** Confirm Location: saves the address fields, coordinates and country code on the caller's profile. */
export const saveAddressAction = defineAction(saveAddressSchema, async (input, actor, { db }) => {
  const address: ProfileAddress = await updateProfileAddress(db, actor, input);
  // Every shopper page shows the location button and prices in the profile's currency.
  revalidatePath("/", "layout");
  return { ok: true as const, address };
});

/** "Save it as your address" on a plan compared around the browser's position: one click, no form. */
export const saveBrowserLocationAction = defineAction(
  saveBrowserLocationSchema,
  async (input, actor, { db }) => {
    const address: ProfileAddress = await saveBrowserLocation(db, actor, input);
    revalidatePath("/", "layout");
    return { ok: true as const, address };
  },
  GEOCODE_LIMIT,
);

/**
 * Manual entry → the confirm step. When no geocoder knows the place the shopper may still save
 * it, just without coordinates (store search then asks for GPS).
 */
export const geocodeAddressAction = defineAction(
  manualAddressSchema,
  async (input) => {
    const place = await getGeocoder().geocode(input);
    if (place) {
      const candidate: AddressCandidate = {
        streetAddress: input.streetAddress,
        suburb: place.suburb || input.suburb,
        country: place.country || input.country,
        countryCode: place.countryCode,
        formattedAddress: place.formattedAddress || joinAddress([input.streetAddress, input.suburb, input.country]),
        latitude: place.latitude,
        longitude: place.longitude,
      };
      return { ok: true as const, candidate, located: true };
    }
    const code = parseCountry(input.country);
    const candidate: AddressCandidate = {
      ...input,
      country: code ? COUNTRY_NAMES[code] : input.country,
      countryCode: code,
      formattedAddress: joinAddress([input.streetAddress, input.suburb, code ? COUNTRY_NAMES[code] : input.country]),
      latitude: null,
      longitude: null,
    };
    return { ok: true as const, candidate, located: false };
  },
  GEOCODE_LIMIT,
);

/** Offline type-ahead for the search step when Google Places is not available. */
export const suggestPlacesAction = defineAction(
  placeQuerySchema,
  async ({ query }) => {
    const suggestions: PlaceSuggestion[] = await getGeocoder().suggest(query, 6);
    return { ok: true as const, suggestions };
  },
  GEOCODE_LIMIT,
);
