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
  // The inner table has its own alias, and the outer reference is nested so Drizzle keeps its table
  // name (a single-table select strips it from top-level columns, and "id" would then mean the inner one).
  return sql<string>`(select account.email from users account where account.id = ${sql`${userId}`})`;
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
