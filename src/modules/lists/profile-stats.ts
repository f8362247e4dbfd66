import "server-only";
import { eq, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";

/** How many shopping lists the signed-in user owns (the profile's "Lists" figure; shared-with-me lists are not counted). */
export async function countOwnLists(db: Db, actor: Actor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tables.shoppingLists).where(eq(tables.shoppingLists.userId, actor.userId));
  return Number(row?.n ?? 0);
}
