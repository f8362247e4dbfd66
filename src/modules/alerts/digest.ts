import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { sendMail } from "@/server/mail";
import { formatMoney, type CurrencyCode } from "@/modules/currency/engine";

/** Digests only carry drops from the last day: a shopper turning the preference on later gets no backlog. */
export const DIGEST_WINDOW_HOURS = 24;

type Row = { id: string | number; user_id: string; email: string; title: string; body: string; old_cents: number | null; new_cents: number | null; currency: CurrencyCode | null };

/**
 * One e-mail per shopper with their un-mailed price drops, through the mail module (outbox by
 * default), when their price-drop preference is on (no preferences row = the default, on).
 * Each notification is marked mailed once its e-mail went out, so a second run sends nothing.
 */
export async function sendPriceDropDigests(db: Db, now = new Date()): Promise<{ emails: number; notifications: number }> {
  const res = await db.execute<Row>(sql`
    select n.id, n.user_id, u.email, n.title, n.body, n.old_cents, n.new_cents, n.currency
    from notifications n
    join users u on u.id = n.user_id
    left join email_preferences ep on ep.user_id = n.user_id
    where n.kind = 'price_drop' and n.emailed_at is null and coalesce(ep.price_drops, true)
      and n.created_at >= ${now.toISOString()}::timestamptz - make_interval(hours => ${DIGEST_WINDOW_HOURS})
    order by n.user_id, n.id
    limit 5000`);
  const byUser = new Map<string, Row[]>();
  for (const r of res.rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  let emails = 0;
  let notifications = 0;
  for (const rows of byUser.values()) {
    const lines = rows.map((r) => {
      const money = r.currency && r.old_cents !== null && r.new_cents !== null ? ` — ${formatMoney(r.new_cents, r.currency)}, was ${formatMoney(r.old_cents, r.currency)}` : "";
      return `• ${r.title}${money}. ${r.body}.`;
    });
    const sent = await sendMail({
      to: rows[0].email,
      subject: rows.length === 1 ? `Price drop: ${rows[0].title}` : `${rows.length} price drops on items you watch`,
      text: `Prices dropped on items you watch at stores near you:\n\n${lines.join("\n")}\n\nYou get this because price-drop e-mails are on in your profile's e-mail preferences.`,
    });
    if (!sent) continue;
    const ids = rows.map((r) => sql`${Number(r.id)}`);
    await db.execute(sql`update notifications set emailed_at = ${now.toISOString()}::timestamptz where id = any(array[${sql.join(ids, sql`, `)}]::bigint[])`);
    emails++;
    notifications += rows.length;
  }
  return { emails, notifications };
}
