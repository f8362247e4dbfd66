import "server-only";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { resolveProfileCurrency } from "@/modules/currency/shared";
import { type CurrencySettings } from "@/modules/currency/shared";

/*
 * The users module owns users and profiles (decision 059): other modules read a person's name,
 * e-mail, country and currency choice through these readers, and where they need them inside one
 * SQL statement, through the fragments in profile-sql.ts (the table names stay in this module).
 */

const p = tables.profiles;

/** The actor's display currency as far as the profile tells (override, else country, else the default). */
export async function getCurrencySettings(db: Db, actor: Actor): Promise<CurrencySettings> {
  const [row] = await db
    .select({ preferredCurrency: p.preferredCurrency, countryCode: p.countryCode, country: p.country, location: p.location })
    .from(p)
    .where(eq(p.userId, actor.userId))
    .limit(1);
  return resolveProfileCurrency(row ?? null);
}

/** The profile's currency override and country code as stored (null for each without a profile). */
export async function getProfileCurrencyChoice(db: Db, userId: string): Promise<{ preferredCurrency: string | null; countryCode: string | null }> {
  const [row] = await db.select({ preferredCurrency: p.preferredCurrency, countryCode: p.countryCode }).from(p).where(eq(p.userId, userId)).limit(1);
  return { preferredCurrency: row?.preferredCurrency ?? null, countryCode: row?.countryCode ?? null };
}

/** The shopper's country as their profile records it (as stored), or null when they never set a location. */
export async function getProfileCountryCode(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ countryCode: p.countryCode }).from(p).where(eq(p.userId, userId)).limit(1);
  return row?.countryCode ?? null;
}
