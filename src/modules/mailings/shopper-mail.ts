import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { env } from "@/server/env";
import { formatMoney, type CurrencyCode } from "@/modules/currency/engine";
import { formatDate } from "@/modules/billing/shared";
import { lastFullWeek, type Tally } from "./retailer-mail";
import { sendPreferencedMail } from "./send";

/**
 * The weekly savings summary: to each shopper who shopped at least one Best Savings plan last week
 * (their saved trips: the server's own figures at the time), once per shopper and ISO week.
 * A shopper with no trip that week gets nothing — no empty summaries.
 */
export async function sendWeeklySavingsSummaries(db: Db, now = new Date()): Promise<Tally> {
  const t: Tally = { sent: 0, opted_out: 0, already_sent: 0, failed: 0 };
  const week = lastFullWeek(now);
  const rows = await db.execute<{ user_id: string; email: string; currency: CurrencyCode; trips: number; saved: number; spent: number; lists: string[] }>(sql`
    select u.id as user_id, u.email, t.currency, count(*)::int as trips, sum(t.saved_cents)::int as saved, sum(t.plan_total_cents)::int as spent,
      array_agg(distinct t.list_name) as lists
    from shopping_trips t join users u on u.id = t.user_id
    where t.created_at >= ${week.start.toISOString()}::timestamptz and t.created_at < ${week.end.toISOString()}::timestamptz
      and not exists (select 1 from sent_mail s where s.kind = 'savings_weekly' and s.subject_id = u.id::text and s.period = ${week.label})
    group by u.id, u.email, t.currency
    order by u.id, t.currency`);
  const byUser = new Map<string, typeof rows.rows>();
  for (const r of rows.rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  const last = new Date(week.end.getTime() - 86_400_000).toISOString().slice(0, 10);
  for (const [userId, lines] of byUser) {
    const trips = lines.reduce((n, l) => n + l.trips, 0);
    const savedText = lines.map((l) => formatMoney(l.saved, l.currency)).join(" + ");
    const text = [
      `Your week on Cartwise (${formatDate(week.start.toISOString().slice(0, 10))} to ${formatDate(last)}):`,
      "",
      ...lines.map((l) => `• ${l.trips} ${l.trips === 1 ? "trip" : "trips"} in ${l.currency}: spent ${formatMoney(l.spent, l.currency)}, saved ${formatMoney(l.saved, l.currency)} against the cheapest single store`),
      `• Lists shopped: ${[...new Set(lines.flatMap((l) => l.lists))].join(", ")}`,
      "",
      `Your savings history: ${env.APP_URL.replace(/\/+$/, "")}/profile`,
    ].join("\n");
    t[await sendPreferencedMail(db, {
      category: "savings_summary",
      recipient: { userId, email: lines[0].email },
      once: { kind: "savings_weekly", subjectId: userId, period: week.label },
      message: { subject: `You saved ${savedText} on ${trips} ${trips === 1 ? "trip" : "trips"} last week`, text },
    })]++;
  }
  return t;
}
