import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { uuidArray } from "@/server/db/sql-arrays";
import type { Actor } from "@/server/auth/session";

/*
 * The users table as the e-mail senders need it (decision 059: only users names its table): who
 * an address belongs to, whether an account still exists, and the addresses of given accounts.
 */

/** The account with this address (case-insensitive, as stored), or null. */
export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const res = await db.execute<{ id: string }>(sql`select id from users where lower(email) = ${email.toLowerCase()} limit 1`);
  return res.rows[0]?.id ?? null;
}

/** Whether the account still exists (an unsubscribe link's verified account may since have been deleted). */
export async function userExists(db: Db, who: Pick<Actor, "userId">): Promise<boolean> {
  const res = await db.execute<{ id: string }>(sql`select id from users where id = ${who.userId}::uuid limit 1`);
  return res.rows.length > 0;
}

/** Each given account's e-mail address (accounts that no longer exist are left out). */
export async function getUserEmails(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  const res = await db.execute<{ id: string; email: string }>(sql`select id, email from users where id = any(${uuidArray(ids)})`);
  return new Map(res.rows.map((r) => [r.id, r.email]));
}

/** The given accounts whose address is verified, oldest account first. */
export async function listVerifiedRecipients(db: Db, userIds: readonly string[]): Promise<Array<{ userId: string; email: string }>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return [];
  const res = await db.execute<{ id: string; email: string }>(sql`
    select id, email from users where id = any(${uuidArray(ids)}) and email_verified_at is not null
    order by created_at`);
  return res.rows.map((r) => ({ userId: r.id, email: r.email }));
}
