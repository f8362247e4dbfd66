import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import type { CurrencyCode } from "@/modules/currency/engine";
import { EARTH_RADIUS_KM, STORE_SEARCH_RADIUS_KM } from "@/modules/stores/shared";
import { shopperVisibleStoresSql } from "@/modules/stores/shared";
import { ownedListItemProductsSql, ownsList } from "@/modules/lists";
import { profilePlacesSql } from "@/modules/users/shared";
import { currentSpecialsEndingSql } from "@/modules/price-ledger";

export interface NotificationDto {
  id: number;
  kind: "price_drop" | "price_rise" | "coupon" | "scrape_alert";
  title: string;
  body: string;
  href: string | null;
  oldCents: number | null;
  newCents: number | null;
  currency: CurrencyCode | null;
  createdAt: string;
  read: boolean;
}

export interface NotificationsView { unread: number; items: NotificationDto[] }

type Row = { id: string | number; kind: "price_drop" | "price_rise" | "coupon" | "scrape_alert"; title: string; body: string; href: string | null; old_cents: number | null; new_cents: number | null; currency: CurrencyCode | null; created_at: string | Date; read_at: string | Date | null };

/** The actor's latest notifications (newest first) and the unread count. */
export async function getNotifications(db: Db, actor: Actor, input: { limit?: number } = {}): Promise<NotificationsView> {
  const limit = Math.min(Math.max(input.limit ?? 20, 1), 50);
  const [list, count] = await Promise.all([
    db.execute<Row>(sql`
      select id, kind, title, body, href, old_cents, new_cents, currency, created_at, read_at
      from notifications where user_id = ${actor.userId}::uuid order by created_at desc, id desc limit ${limit}`),
    db.execute<{ n: string | number }>(sql`select count(*) as n from notifications where user_id = ${actor.userId}::uuid and read_at is null`),
  ]);
  return {
    unread: Number(count.rows[0]?.n ?? 0),
    items: list.rows.map((r) => ({
      id: Number(r.id), kind: r.kind, title: r.title, body: r.body, href: r.href, oldCents: r.old_cents, newCents: r.new_cents, currency: r.currency,
      createdAt: new Date(r.created_at).toISOString(), read: r.read_at !== null,
    })),
  };
}

/**
 * The list screen's watch toggles: whether the actor may watch this list's items (only its owner;
 * anyone else — someone else's list, a list shared with them — gets `canWatch: false` and no ids)
 * and which of its items they watch.
 */
export async function getListWatchState(db: Db, actor: Actor, input: { listId: string }, now = new Date()): Promise<{ canWatch: boolean; itemIds: string[]; specials: Record<string, string> }> {
  if (!(await ownsList(db, actor, input.listId))) return { canWatch: false, itemIds: [], specials: {} };
  const res = await db.execute<{ item_ids: string[] | string | null }>(sql`
    select (select coalesce(json_agg(list_item_id), '[]'::json) from price_watches where user_id = ${actor.userId}::uuid and list_id = ${input.listId}::uuid) as item_ids`);
  const row = res.rows[0];
  const ids = typeof row?.item_ids === "string" ? (JSON.parse(row.item_ids) as string[]) : (row?.item_ids ?? []);
  return { canWatch: true, itemIds: ids, specials: await getListSpecials(db, actor, input.listId, now) };
}

/**
 * "special ends Sunday" on the list (decision 054): per item of the actor's own list whose product
 * is known (locked, chosen substitute, matched from a receipt, or watched), the soonest stated end of
 * a special on it at a store within the search radius of the shopper's saved place. Only specials
 * that carry an end (prices.valid_until: retailer feeds, and scraped sale ends) are shown.
 */
async function getListSpecials(db: Db, actor: Actor, listId: string, now: Date): Promise<Record<string, string>> {
  const res = await db.execute<{ item_id: string; ends: string | Date }>(sql`
    with items as (
      select i.item_id, coalesce(i.product_id, w.product_id) as product_id
      from ${ownedListItemProductsSql(listId, actor.userId)} i
      left join price_watches w on w.list_item_id = i.item_id
    )
    select it.item_id, min(cp.valid_until) as ends
    from items it
    join ${currentSpecialsEndingSql(now)} cp on cp.product_id = it.product_id
    join ${shopperVisibleStoresSql()} s on s.id = cp.store_id
    join ${profilePlacesSql()} pf on pf.user_id = ${actor.userId}::uuid
    where 2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(power(sin(radians(s.latitude - pf.latitude) / 2), 2)
          + cos(radians(pf.latitude)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - pf.longitude) / 2), 2))) <= ${STORE_SEARCH_RADIUS_KM}::float8
    group by it.item_id`);
  return Object.fromEntries(res.rows.map((r) => [r.item_id, new Date(r.ends).toISOString()]));
}
