import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { tables } from "@/server/db";
import { isUuid } from "./schemas";
import { LIST_PREVIEW_SIZE, type ListDetailDto, type ListItemDto, type ListSummaryDto } from "./types";

const { shoppingLists: lists, shoppingListItems: items } = tables;

/**
 * The shopper's lists, newest first (the order the screen shows and Quick Add uses), each with
 * its item count and the first items added. Two queries whatever the number of lists.
 */
export async function getListsForUser(db: Db, actor: Actor): Promise<ListSummaryDto[]> {
  const { userId } = actor;
  const rows = await db
    .select({
      id: lists.id,
      name: lists.name,
      createdAt: lists.createdAt,
      // Written out in full: in a projection Drizzle leaves column names unqualified, which would
      // make the correlated subquery compare the item table with itself.
      itemCount: sql<number>`(select count(*)::int from shopping_list_items i where i.list_id = "shopping_lists"."id")`,
    })
    .from(lists)
    .where(eq(lists.userId, userId))
    .orderBy(desc(lists.createdAt), desc(lists.id));
  if (rows.length === 0) return [];

  const preview = await db.execute<{ id: string; list_id: string; item_name: string; quantity: number }>(sql`
    select id, list_id, item_name, quantity from (
      select i.id, i.list_id, i.item_name, i.quantity,
             row_number() over (partition by i.list_id order by i.created_at, i.id) as rn
      from shopping_list_items i
      join shopping_lists l on l.id = i.list_id
      where l.user_id = ${userId}
    ) ranked
    where rn <= ${LIST_PREVIEW_SIZE}
    order by list_id, rn`);

  const byList = new Map<string, ListItemDto[]>();
  for (const r of preview.rows) {
    const bucket = byList.get(r.list_id) ?? [];
    bucket.push({ id: r.id, name: r.item_name, quantity: Number(r.quantity) });
    byList.set(r.list_id, bucket);
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: r.createdAt.toISOString(),
    itemCount: Number(r.itemCount),
    previewItems: byList.get(r.id) ?? [],
  }));
}

/** One list with all its items in the order they were added; null when missing or not the caller's. */
export async function getListDetail(db: Db, actor: Actor, listId: string): Promise<ListDetailDto | null> {
  const { userId } = actor;
  if (!isUuid(listId)) return null;
  const [list] = await db
    .select({ id: lists.id, name: lists.name, createdAt: lists.createdAt })
    .from(lists)
    .where(and(eq(lists.id, listId), eq(lists.userId, userId)))
    .limit(1);
  if (!list) return null;
  const rows = await db
    .select({ id: items.id, name: items.itemName, quantity: items.quantity })
    .from(items)
    .where(eq(items.listId, list.id))
    .orderBy(asc(items.createdAt), asc(items.id));
  return { id: list.id, name: list.name, createdAt: list.createdAt.toISOString(), items: rows };
}
