"use server";
import { AppError } from "@/server/errors";
import { consumeLimit } from "@/server/rate-limit";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/server/action";
import { getDb } from "@/server/db";
import { COUNTRY_NAMES, parseCountry } from "./gazetteer";
import { getGeocoder } from "./adapters";
import { joinAddress } from "./adapters/types";
import { updateProfileAddress } from "./mutations";
import { manualAddressSchema, placeQuerySchema, saveAddressSchema } from "./schemas";
import type { AddressCandidate, PlaceSuggestion, ProfileAddress } from "./types";

/** Confirm Location: saves the address fields, coordinates and country code on the caller's profile. */
export const saveAddressAction = defineAction(saveAddressSchema, async (input, actor) => {
  const address: ProfileAddress = await updateProfileAddress(await getDb(), actor, input);
  // Every shopper page shows the location button and prices in the profile's currency.
  revalidatePath("/", "layout");
  return { ok: true as const, address };
});

/**
 * Manual entry → the confirm step. When no geocoder knows the place the shopper may still save
 * it, just without coordinates (store search then asks for GPS).
 */
export const geocodeAddressAction = defineAction(manualAddressSchema, async (input, actor) => {
  await assertWithinGeocodeLimit(actor.userId);
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
});

/** Offline type-ahead for the search step when Google Places is not available. */
export const suggestPlacesAction = defineAction(placeQuerySchema, async ({ query }, actor) => {
  await assertWithinGeocodeLimit(actor.userId);
  const suggestions: PlaceSuggestion[] = await getGeocoder().suggest(query, 6);
  return { ok: true as const, suggestions };
});

/** Geocoding can cost money when Google is configured: limited per user on the server. */
async function assertWithinGeocodeLimit(userId: string): Promise<void> {
  const limited = await consumeLimit(await getDb(), "geocode", userId);
  if (!limited.ok) throw new AppError("RATE_LIMITED", "Please wait a few minutes before trying again.", { title: "Too many requests", retryAfterSeconds: limited.retryAfterSeconds });
}
