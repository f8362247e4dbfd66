import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { uuidArray } from "@/server/db/sql-arrays";
import { getUserEmails } from "@/modules/users";

/** A retailer as its e-mails address it: the store name and the account's address. */
export interface RetailerContact { retailerId: string; name: string; userId: string; email: string; isDemo: boolean; createdAt: Date }

async function withEmails(db: Db, rows: Array<{ id: string; name: string; user_id: string; is_demo: boolean; created_at: string | Date }>): Promise<RetailerContact[]> {
  const emails = await getUserEmails(db, rows.map((r) => r.user_id));
  return rows.flatMap((r) => {
    const email = emails.get(r.user_id);
    return email ? [{ retailerId: r.id, name: r.name, userId: r.user_id, email, isDemo: r.is_demo, createdAt: new Date(r.created_at) }] : [];
  });
}

/** The given retailers' contacts, by retailer id. */
export async function getRetailerContacts(db: Db, retailerIds: readonly string[]): Promise<Map<string, RetailerContact>> {
  const ids = [...new Set(retailerIds)];
  if (!ids.length) return new Map();
  const res = await db.execute<{ id: string; name: string; user_id: string; is_demo: boolean; created_at: string }>(sql`
    select id, name, user_id, is_demo, created_at from retailers where id = any(${uuidArray(ids)})`);
  return new Map((await withEmails(db, res.rows)).map((c) => [c.retailerId, c]));
}

/** Every retailer that existed before `before`, oldest first (the weekly performance report's recipients). */
export async function listRetailerContactsCreatedBefore(db: Db, before: Date): Promise<RetailerContact[]> {
  const res = await db.execute<{ id: string; name: string; user_id: string; is_demo: boolean; created_at: string }>(sql`
    select id, name, user_id, is_demo, created_at from retailers where created_at < ${before.toISOString()}::timestamptz order by created_at`);
  return withEmails(db, res.rows);
}
