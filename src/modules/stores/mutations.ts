import "server-only";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { parseCountry } from "./gazetteer";
import type { SaveAddressInput } from "./schemas";
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
