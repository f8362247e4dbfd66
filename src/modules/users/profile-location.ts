import "server-only";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import type { ProfilePlace } from "./profile-place";

/** The place saved on a profile and its currency override (null: the currency follows the place). */
export interface ProfileLocation extends ProfilePlace {
  preferredCurrency: string | null;
}

/**
 * The actor's own saved place and currency override (one primary-key read), for what is searched
 * or compared around the shopper (store search, comparisons, targeted content). Null when the user
 * has no profile row.
 */
export async function readProfileLocation(db: Db, actor: Pick<Actor, "userId">): Promise<ProfileLocation | null> {
  const p = tables.profiles;
  const [row] = await db
    .select({
      streetAddress: p.streetAddress, suburb: p.suburb, country: p.country, countryCode: p.countryCode, formattedAddress: p.formattedAddress,
      location: p.location, latitude: p.latitude, longitude: p.longitude, preferredCurrency: p.preferredCurrency,
    })
    .from(p)
    .where(eq(p.userId, actor.userId))
    .limit(1);
  return row ?? null;
}
