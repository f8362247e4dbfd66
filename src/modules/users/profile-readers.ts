import "server-only";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import type { CurrencyCode } from "@/modules/currency/engine";
import { resolveProfileCurrency, type CurrencySettings } from "@/modules/currency/shared";

/*
 * The users module owns users and profiles (decision 059): other modules read a person's name,
 * e-mail, country and currency choice through these readers, and where they need them inside one
 * SQL statement, through the fragments in profile-sql.ts (the table names stay in this module).
 */

const p = tables.profiles;

async function readCurrencyFields(db: Db, who: Pick<Actor, "userId">) {
  const [row] = await db
    .select({ preferredCurrency: p.preferredCurrency, countryCode: p.countryCode, country: p.country, location: p.location })
    .from(p)
    .where(eq(p.userId, who.userId))
    .limit(1);
  return row ?? null;
}

/** The person's display currency as far as the profile tells (override, else country, else the default). */
export async function getCurrencySettings(db: Db, who: Pick<Actor, "userId">): Promise<CurrencySettings> {
  return resolveProfileCurrency(await readCurrencyFields(db, who));
}

/** The profile's display currency (as getCurrencySettings) and its country code as stored. */
export async function getProfileRegion(db: Db, who: Pick<Actor, "userId">): Promise<{ currency: CurrencyCode; countryCode: string | null }> {
  const row = await readCurrencyFields(db, who);
  return { currency: resolveProfileCurrency(row).currency, countryCode: row?.countryCode ?? null };
}

/** The profile's currency override and country code as stored (null for each without a profile). */
export async function getProfileCurrencyChoice(db: Db, who: Pick<Actor, "userId">): Promise<{ preferredCurrency: string | null; countryCode: string | null }> {
  const [row] = await db.select({ preferredCurrency: p.preferredCurrency, countryCode: p.countryCode }).from(p).where(eq(p.userId, who.userId)).limit(1);
  return { preferredCurrency: row?.preferredCurrency ?? null, countryCode: row?.countryCode ?? null };
}

/** The shopper's country as their profile records it (as stored), or null when they never set a location. */
export async function getProfileCountryCode(db: Db, who: Pick<Actor, "userId">): Promise<string | null> {
  const [row] = await db.select({ countryCode: p.countryCode }).from(p).where(eq(p.userId, who.userId)).limit(1);
  return row?.countryCode ?? null;
}
