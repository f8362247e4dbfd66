import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import type { CurrencyCode } from "@/modules/currency/engine";

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
export async function getListWatchState(db: Db, actor: Actor, input: { listId: string }): Promise<{ canWatch: boolean; itemIds: string[] }> {
  const res = await db.execute<{ owned: boolean; item_ids: string[] | string | null }>(sql`
    select exists (select 1 from shopping_lists where id = ${input.listId}::uuid and user_id = ${actor.userId}::uuid) as owned,
           (select coalesce(json_agg(list_item_id), '[]'::json) from price_watches where user_id = ${actor.userId}::uuid and list_id = ${input.listId}::uuid) as item_ids`);
  const row = res.rows[0];
  if (!row?.owned) return { canWatch: false, itemIds: [] };
  const ids = typeof row.item_ids === "string" ? (JSON.parse(row.item_ids) as string[]) : (row.item_ids ?? []);
  return { canWatch: true, itemIds: ids };
}
