import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { DbHandle } from "@/server/db/client";
import type { Actor } from "@/server/auth/session";
import { getTestDb, openSecondInstance, truncateAll, usingRealPostgres } from "../../../tests/setup/db";
import { createList } from "./mutations";

/** The session actor the data layer takes, for a user created by createUser. */
export function actorOf(userId: string): Actor {
  return { userId, role: "shopper", email: "", sessionId: "test" };
}

/** A bare user row; list code needs nothing else. */
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

/**
 * Hooks for a file of list tests: the test database plus a second app instance on it, and before
 * each test an empty database with one user owning one list. Read the fields inside tests.
 */
export function listFixture(label: string, listName: string) {
  const f = { db: undefined as unknown as Db, second: undefined as unknown as DbHandle, userId: "", listId: "" };
  beforeAll(async () => {
    f.db = await getTestDb();
    f.second = await openSecondInstance();
  });
  afterAll(async () => {
    if (usingRealPostgres()) await f.second.close();
  });
  beforeEach(async () => {
    await truncateAll(f.db);
    f.userId = await createUser(f.db, label);
    f.listId = (await createList(f.db, actorOf(f.userId), { name: listName, clientRequestId: randomUUID() })).id;
  });
  return f;
}
