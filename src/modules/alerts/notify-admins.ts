import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { administratorIdsSql } from "@/modules/users/shared";

/**
 * An in-app notification (the header's bell) for every administrator — the alerts module owns the
 * notifications table; other modules (a failing scraper) call this. Returns how many were written.
 */
export async function notifyAdministrators(db: Db, note: { kind: "scrape_alert"; title: string; body: string; href: string; storeId: string | null }): Promise<number> {
  const res = await db.execute(sql`
    insert into notifications (user_id, kind, title, body, href, store_id)
    select a.id, ${note.kind}, ${note.title.slice(0, 200)}, ${note.body.slice(0, 400)}, ${note.href}, ${note.storeId}::uuid
    from ${administratorIdsSql()} a`);
  return res.rowCount ?? 0;
}
