import "server-only";
import { eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import type { CurrencyCode } from "@/modules/currency/engine";
import { resolveProfileCurrency } from "@/modules/currency/shared";

/*
 * Reads of the users and profiles tables that other modules need (decision 059: only the users
 * module names them). Keyed on the actor's id, or on a user id the caller took from its own rows.
 */

/**
 * The account's e-mail address for the user id in `userId` (a column or value), as one SQL
 * expression: the retailer profile (looked up on every portal request) reads it in its own statement.
 */
export function accountEmailSql(userId: SQLWrapper): SQL<string> {
  const u = tables.users;
  return sql<string>`(select ${u.email} from ${u} where ${u.id} = ${userId})`;
}

/** The profile's display currency (its override, else its country, else USD) and country code. */
export async function getProfileRegion(db: Db, who: Pick<Actor, "userId">): Promise<{ currency: CurrencyCode; countryCode: string | null }> {
  const p = tables.profiles;
  const [row] = await db
    .select({ preferredCurrency: p.preferredCurrency, countryCode: p.countryCode, country: p.country, location: p.location })
    .from(p)
    .where(eq(p.userId, who.userId))
    .limit(1);
  return { currency: resolveProfileCurrency(row ?? null).currency, countryCode: row?.countryCode ?? null };
}
