import "server-only";
import { cache } from "react";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";

export interface ProfileSnapshot {
  name: string | null;
  acceptedTerms: boolean;
  preferredCurrency: string | null;
  countryCode: string | null;
  country: string | null;
  location: string | null;
}

/**
 * The profile fields every shopper page's frame needs (terms gate, currency, greeting), read once
 * per render instead of once per component: React's `cache` scopes it to one server request. For
 * rendering only — an action that changes the profile must not read it first.
 */
export const profileSnapshot = cache(async (db: Db, userId: string): Promise<ProfileSnapshot | null> => {
  const p = tables.profiles;
  const [row] = await db
    .select({ name: p.name, acceptedTerms: p.acceptedTerms, preferredCurrency: p.preferredCurrency, countryCode: p.countryCode, country: p.country, location: p.location })
    .from(p)
    .where(eq(p.userId, userId))
    .limit(1);
  return row ? { ...row, acceptedTerms: Boolean(row.acceptedTerms) } : null;
});
