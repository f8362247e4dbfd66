import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { resolveProfileCurrency } from "@/modules/currency/shared";
import { type CurrencySettings } from "@/modules/currency/shared";

/*
 * The users module owns users and profiles (decision 059): other modules read a person's name,
 * e-mail, country, currency choice and saved place through these readers, and where they need it
 * inside one SQL statement, through the fragments below (the table names stay here).
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

/** SQL: the name a person is shown by (their profile name, else their e-mail) for the user id `userId` (a column or value). */
export function shownNameSql(userId: SQL): SQL {
  return sql`(select coalesce(nullif(p_.name, ''), u_.email) from users u_ left join profiles p_ on p_.user_id = u_.id where u_.id = ${userId})`;
}

/** SQL: the account e-mail of the user id `userId` (a column or value). */
export function userEmailSql(userId: SQL): SQL {
  return sql`(select u_.email from users u_ where u_.id = ${userId})`;
}

/** SQL: a subquery of every administrator's user id, as `id`. */
export function administratorIdsSql(): SQL {
  return sql`(select u_.id from users u_ where u_.role = 'admin')`;
}

/** SQL: a subquery of the shoppers' saved places (user_id, latitude, longitude) — only profiles that have one. */
export function profilePlacesSql(): SQL {
  return sql`(select p_.user_id, p_.latitude, p_.longitude from profiles p_ where p_.latitude is not null and p_.longitude is not null)`;
}
