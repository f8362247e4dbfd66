import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { uuidArray } from "@/server/db/sql-arrays";
import { sendMail } from "@/server/mail";
import { withUnsubscribe } from "@/modules/mailings";
import { wantsPriceDropMailSql } from "@/modules/mailings/shared";
import { userEmailSql } from "@/modules/users/shared";
import { formatMoney } from "@/modules/currency/engine";
import { type CurrencyCode } from "@/modules/currency/engine";

/** Digests only carry drops from the last day: a shopper turning the preference on later gets no backlog. */
export const DIGEST_WINDOW_HOURS = 24;

type Row = { id: string | number; user_id: string; email: string; kind: string; title: string; body: string; old_cents: number | null; new_cents: number | null; currency: CurrencyCode | null };

/** Shoppers mailed per round trip; a run goes on until everyone with new drops had theirs. */
const USERS_PER_BATCH = 500;

/**
 * One e-mail per shopper with their un-mailed price drops (and rises, while they ask for them), through the mail module (outbox by
 * default), when their price-drop preference is on (no preferences row = the default, on).
 * Each notification is marked mailed once its e-mail went out, so a second run sends nothing; a
 * shopper whose e-mail could not be sent is tried again on the next run.
 */
export async function sendPriceDropDigests(db: Db, now = new Date(), opts: { usersPerBatch?: number } = {}): Promise<{ emails: number; notifications: number }> {
  const usersPerBatch = opts.usersPerBatch ?? USERS_PER_BATCH;
  const since = sql`${now.toISOString()}::timestamptz - make_interval(hours => ${DIGEST_WINDOW_HOURS})`;
  // Rises go out only while the shopper still asks for them (turning rises off drops the un-mailed ones from the digest).
  const pending = sql`n.emailed_at is null and n.created_at >= ${since}
    and (n.kind = 'price_drop' or (n.kind = 'price_rise' and exists (select 1 from price_alert_settings pas where pas.user_id = n.user_id and pas.include_rises)))`;
  // Who has new drops (one pass), then their drops a batch of shoppers at a time (by user index).
  const users = await db.execute<{ user_id: string }>(sql`
    select distinct n.user_id from notifications n
    where ${pending} and ${wantsPriceDropMailSql(sql`n.user_id`)}
    order by n.user_id`);
  let emails = 0;
  let notifications = 0;
  for (let i = 0; i < users.rows.length; i += usersPerBatch) {
    const batch = users.rows.slice(i, i + usersPerBatch).map((u) => u.user_id);
    const res = await db.execute<Row>(sql`
      select n.id, n.user_id, ${userEmailSql(sql`n.user_id`)} as email, n.kind, n.title, n.body, n.old_cents, n.new_cents, n.currency
      from notifications n
      where n.user_id = any(${uuidArray(batch)}) and ${pending}
      order by n.user_id, n.id`);
    const byUser = new Map<string, Row[]>();
    for (const r of res.rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
    const mailed: number[] = [];
    for (const rows of byUser.values()) {
      if (!(await mailDigest(rows))) continue; // left for the next run
      mailed.push(...rows.map((r) => Number(r.id)));
      emails++;
      notifications += rows.length;
    }
    // Marked per batch, one statement (a crash mid-batch could mail those shoppers again next run).
    if (mailed.length) {
      await db.execute(sql`update notifications set emailed_at = ${now.toISOString()}::timestamptz where id = any(${sql`${`{${mailed.join(",")}}`}::bigint[]`})`);
    }
  }
  return { emails, notifications };
}

function mailDigest(rows: Row[]): Promise<boolean> {
  const lines = rows.map((r) => {
    const money = r.currency && r.old_cents !== null && r.new_cents !== null ? ` — ${formatMoney(r.new_cents, r.currency)}, was ${formatMoney(r.old_cents, r.currency)}` : "";
    return `• ${r.title}${money}. ${r.body}.`;
  });
  const rises = rows.filter((r) => r.kind === "price_rise").length;
  const drops = rows.length - rises;
  const subject =
    rows.length === 1
      ? `${rises ? "Price rise" : "Price drop"}: ${rows[0].title}`
      : rises === 0
        ? `${rows.length} price drops on items you watch`
        : drops === 0
          ? `${rows.length} price rises on items you watch`
          : `${rows.length} price changes on items you watch`;
  const lead = rises === 0 ? "Prices dropped" : drops === 0 ? "Prices rose" : "Prices changed";
  // The preference is checked in the query that picks the shoppers; the unsubscribe turns it off.
  return sendMail(
    withUnsubscribe(
      {
        subject,
        text: `${lead} on items you watch at stores near you:\n\n${lines.join("\n")}\n\nChange what we send you in your profile's e-mail preferences.`,
      },
      { userId: rows[0].user_id, email: rows[0].email },
      "price_drops",
    ),
  );
}
