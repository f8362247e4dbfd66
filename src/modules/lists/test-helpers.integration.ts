import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";

/** A bare user row; list code needs nothing else. */
/** The session actor the data layer takes, for a user created by createUser. */
export function actorOf(userId: string): Actor {
  return { userId, role: "shopper", email: "", sessionId: "test" };
}

export async function createUser(db: Db, label: string): Promise<string> {
  const [row] = await db
    .insert(tables.users)
    .values({ email: `${label}-${randomUUID()}@lists.test`, passwordHash: "not-a-real-hash" })
    .returning({ id: tables.users.id });
  if (!row) throw new Error("user insert failed");
  return row.id;
}

/** Row counts and quantities straight from the tables, to prove "nothing changed". */
export async function snapshot(db: Db) {
  const lists = await db.execute<{ id: string; user_id: string; name: string }>(sql`select id, user_id, name from shopping_lists order by id`);
  const items = await db.execute<{ id: string; list_id: string; item_name: string; quantity: number }>(
    sql`select id, list_id, item_name, quantity from shopping_list_items order by id`,
  );
  return { lists: lists.rows, items: items.rows };
}

export async function quantityOf(db: Db, itemId: string): Promise<number | null> {
  const [row] = await db.select({ q: tables.shoppingListItems.quantity }).from(tables.shoppingListItems).where(eq(tables.shoppingListItems.id, itemId));
  return row?.q ?? null;
}

export async function eventsOf(db: Db, userId: string): Promise<{ type: string; metadata: Record<string, unknown> | null }[]> {
  const rows = await db
    .select({ type: tables.analyticsEvents.eventType, metadata: tables.analyticsEvents.metadata })
    .from(tables.analyticsEvents)
    .where(eq(tables.analyticsEvents.userId, userId))
    .orderBy(tables.analyticsEvents.id);
  return rows;
}
