import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { isUuid } from "./schemas";

/**
 * Who may do what with a list (issue 16, decision 021). The owner is `shopping_lists.user_id`;
 * members are rows of `shopping_list_members`. Owner or member: view, add, edit, change
 * quantities, remove items, compare. Owner only: delete the list, invite, remove members.
 *
 * Every list query scopes its `where` with `listReadableBy`, so a removed member's very next
 * request finds nothing ("not found"), whichever app instance serves it.
 */
export type ListRole = "owner" | "member";

/** SQL condition: the list aliased `alias` (a table alias in the query) is the user's own or shared with them. */
export function listReadableBy(alias: string, userId: string): SQL {
  const id = sql.identifier(alias);
  return sql`(${id}.user_id = ${userId}::uuid or exists (select 1 from shopping_list_members m where m.list_id = ${id}.id and m.user_id = ${userId}::uuid))`;
}

/**
 * SQL subquery: ids of every list the user may read, for scans over all of them (/lists): two
 * index lookups instead of the per-row test above, which would visit every list.
 */
export function listIdsReadableBy(userId: string): SQL {
  return sql`(select o.id from shopping_lists o where o.user_id = ${userId}::uuid
              union all
              select s.list_id from shopping_list_members s where s.user_id = ${userId}::uuid)`;
}

/** The actor's role on one list, or null when it is missing or neither theirs nor shared with them. */
export async function getListRole(db: Db, actor: Pick<Actor, "userId">, listId: string): Promise<ListRole | null> {
  if (!isUuid(listId)) return null;
  const res = await db.execute<{ role: ListRole }>(sql`
    select case when l.user_id = ${actor.userId}::uuid then 'owner' else 'member' end as role
    from shopping_lists l
    where l.id = ${listId}::uuid and ${listReadableBy("l", actor.userId)}`);
  return res.rows[0]?.role ?? null;
}
