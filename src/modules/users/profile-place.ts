import "server-only";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import type { CurrencyCode } from "@/modules/currency/engine";

/*
 * The profile's place and currency: the users module owns the profiles table. The stores module
 * decides what place an address or a browser position is (geocoding, the gazetteer), the currency
 * module offers the choice of currency; both save through here, keyed on the actor's id only.
 */
const p = tables.profiles;

/** A place as saved on a profile (address parts, a country code, coordinates when known). */
export interface ProfilePlace {
  streetAddress: string | null;
  suburb: string | null;
  country: string | null;
  countryCode: string | null;
  formattedAddress: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Saves the place on the actor's own profile. Moving to another country clears any currency
 * override, so prices follow the new location (the spec picks currency from location); an override
 * survives edits within the same country.
 */
export async function saveProfilePlace(db: Db, actor: Pick<Actor, "userId">, place: Omit<ProfilePlace, "location">): Promise<ProfilePlace> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ countryCode: p.countryCode }).from(p).where(eq(p.userId, actor.userId)).for("update").limit(1);
    const countryChanged = place.countryCode !== null && place.countryCode !== (before?.countryCode ?? null);
    const values = { ...place, location: place.formattedAddress, updatedAt: new Date(), ...(countryChanged ? { preferredCurrency: null } : {}) };
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

/** Sets (or clears, with null) the actor's own currency override. */
export async function setPreferredCurrency(db: Db, actor: Pick<Actor, "userId">, currency: CurrencyCode | null): Promise<void> {
  await db
    .insert(p)
    .values({ userId: actor.userId, preferredCurrency: currency })
    .onConflictDoUpdate({ target: p.userId, set: { preferredCurrency: currency, updatedAt: new Date() } });
}
