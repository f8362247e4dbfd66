import "server-only";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { COUNTRY_NAMES, parseCountry } from "./gazetteer";
import { getGeocoder } from "./adapters";
import { BROWSER_LOCATION_MESSAGES, type SaveAddressInput, type SaveBrowserLocationInput } from "./schemas";
import type { ProfileAddress } from "./types";

/**
 * Saves the address editor's confirmed place on the actor's own profile (never anyone else's).
 * Moving to another country clears any currency override, so prices follow the new location (the
 * spec picks currency from location); an override survives edits within the same country.
 */
export async function updateProfileAddress(db: Db, actor: Actor, input: SaveAddressInput): Promise<ProfileAddress> {
  const p = tables.profiles;
  const countryCode = input.countryCode ?? parseCountry(input.country) ?? null;
  const hasCoords = input.latitude != null && input.longitude != null;
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ countryCode: p.countryCode }).from(p).where(eq(p.userId, actor.userId)).for("update").limit(1);
    const countryChanged = countryCode !== null && countryCode !== (before?.countryCode ?? null);
    const values = {
      streetAddress: input.streetAddress || null,
      suburb: input.suburb || null,
      country: input.country,
      countryCode,
      formattedAddress: input.formattedAddress,
      location: input.formattedAddress,
      latitude: hasCoords ? input.latitude! : null,
      longitude: hasCoords ? input.longitude! : null,
      updatedAt: new Date(),
      ...(countryChanged ? { preferredCurrency: null } : {}),
    };
    const [row] = await tx
      .insert(p)
      .values({ userId: actor.userId, ...values })
      .onConflictDoUpdate({ target: p.userId, set: values })
      .returning({
        streetAddress: p.streetAddress,
        suburb: p.suburb,
        country: p.country,
        countryCode: p.countryCode,
        formattedAddress: p.formattedAddress,
        location: p.location,
        latitude: p.latitude,
        longitude: p.longitude,
      });
    return row;
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
