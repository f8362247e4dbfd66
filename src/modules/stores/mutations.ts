import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { saveProfilePlace } from "@/modules/users";
import { COUNTRY_NAMES, parseCountry } from "./gazetteer";
import { getGeocoder } from "./adapters";
import { BROWSER_LOCATION_MESSAGES, type SaveAddressInput, type SaveBrowserLocationInput } from "./schemas";
import type { ProfileAddress } from "./types";

/**
 * Saves the address editor's confirmed place on the actor's own profile (never anyone else's),
 * through the users module (which owns profiles; moving country clears the currency override).
 */
export async function updateProfileAddress(db: Db, actor: Actor, input: SaveAddressInput): Promise<ProfileAddress> {
  const hasCoords = input.latitude != null && input.longitude != null;
  return saveProfilePlace(db, actor, {
    streetAddress: input.streetAddress || null,
    suburb: input.suburb || null,
    country: input.country,
    countryCode: input.countryCode ?? parseCountry(input.country) ?? null,
    formattedAddress: input.formattedAddress,
    latitude: hasCoords ? input.latitude! : null,
    longitude: hasCoords ? input.longitude! : null,
  });
}

/**
 * One click from a comparison made around the browser's position: the nearest known town (Google
 * when keyed, else the bundled gazetteer) becomes the saved address, with the exact coordinates.
 * A position no geocoder can place in a country is refused rather than saved half-known.
 */
export async function saveBrowserLocation(db: Db, actor: Actor, input: SaveBrowserLocationInput): Promise<ProfileAddress> {
  const hit = await getGeocoder().reverse({ lat: input.latitude, lng: input.longitude });
  const code = hit?.countryCode?.toUpperCase() ?? null;
  const country = code ? COUNTRY_NAMES[code as keyof typeof COUNTRY_NAMES] : undefined;
  if (!hit || !code || !country) throw new AppError("INVALID_INPUT", BROWSER_LOCATION_MESSAGES.unknownPlace);
  const suburb = hit.label?.trim() ?? "";
  return updateProfileAddress(db, actor, {
    streetAddress: "",
    suburb: suburb || country,
    country,
    countryCode: code,
    formattedAddress: suburb ? `${suburb}, ${country}` : country,
    latitude: input.latitude,
    longitude: input.longitude,
  });
}
