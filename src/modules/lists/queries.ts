import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { tables } from "@/server/db";
import { shownNameSql } from "@/modules/users/shared";
import { listIdsReadableBy, listReadableBy } from "./access";
import type { CurrencyCode } from "@/modules/currency/engine";
import { isUuid } from "./schemas";
import { shopperCurrency } from "./budget";
import { LIST_PREVIEW_SIZE, type ListDetailDto, type ListItemDto, type ListSharingDto, type ListSummaryDto } from "./types";

const { shoppingListItems: items } = tables;

type ListRow = { id: string; name: string; created_at: string | Date; budget_cents?: number | null; budget_currency?: CurrencyCode | null; role: "owner" | "member"; owner_name: string; member_count: number | string };

/** Columns shared by both list reads: the viewer's role, the owner's shown name and the member count. */
const sharingColumns = (userId: string) => sql`
  case when l.user_id = ${userId}::uuid then 'owner' else 'member' end as role,
  ${shownNameSql(sql`l.user_id`)} as owner_name,
  (select count(*)::int from shopping_list_members mc where mc.list_id = l.id) as member_count`;

const toSharing = (r: ListRow): ListSharingDto => ({ role: r.role, ownerName: r.owner_name, memberCount: Number(r.member_count) });
const iso = (d: string | Date) => new Date(d).toISOString();

/**
 * The shopper's lists and the lists shared with them, newest first (the order the screen shows),
 * each with its item count and the first items added. Two queries whatever the number of lists.
 */
export async function getListsForUser(db: Db, actor: Actor): Promise<ListSummaryDto[]> {
  const { userId } = actor;
  const res = await db.execute<ListRow & { item_count: number | string }>(sql`
    select l.id, l.name, l.created_at, ${sharingColumns(userId)},
           (select count(*)::int from shopping_list_items i where i.list_id = l.id) as item_count
    from shopping_lists l
    where l.id in ${listIdsReadableBy(userId)}
    order by l.created_at desc, l.id desc`);
  const rows = res.rows;
  if (rows.length === 0) return [];

  const preview = await db.execute<{ id: string; list_id: string; item_name: string; quantity: number }>(sql`
    select id, list_id, item_name, quantity from (
      select i.id, i.list_id, i.item_name, i.quantity,
             row_number() over (partition by i.list_id order by i.created_at, i.id) as rn
      from shopping_list_items i
      where i.list_id in ${listIdsReadableBy(userId)}
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
    createdAt: iso(r.created_at),
    itemCount: Number(r.item_count),
    sharing: toSharing(r),
    previewItems: byList.get(r.id) ?? [],
  }));
}

/** One list with all its items in the order they were added; null when missing, or neither the caller's nor shared with them. */
export async function getListDetail(db: Db, actor: Actor, listId: string): Promise<ListDetailDto | null> {
  const { userId } = actor;
  if (!isUuid(listId)) return null;
  const res = await db.execute<ListRow>(sql`
    select l.id, l.name, l.created_at, l.budget_cents, l.budget_currency, ${sharingColumns(userId)}
    from shopping_lists l
    where l.id = ${listId}::uuid and ${listReadableBy("l", userId)}`);
  const list = res.rows[0];
  if (!list) return null;
  const rows = await db
    .select({ id: items.id, name: items.itemName, quantity: items.quantity, checkedAt: items.checkedAt })
    .from(items)
    .where(eq(items.listId, list.id))
    .orderBy(asc(items.createdAt), asc(items.id));
  const currency = list.budget_currency ?? (await shopperCurrency(db, actor));
  const budget = list.budget_cents != null && list.budget_currency ? { cents: Number(list.budget_cents), currency: list.budget_currency } : null;
  return {
    id: list.id, name: list.name, createdAt: iso(list.created_at), sharing: toSharing(list), budget, currency,
    items: rows.map((r) => ({ id: r.id, name: r.name, quantity: r.quantity, checked: r.checkedAt !== null })),
  };
}
