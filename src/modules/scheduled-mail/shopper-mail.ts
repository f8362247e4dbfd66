import "server-only";
import type { Db } from "@/server/db";
import { env } from "@/server/env";
import { formatMoney } from "@/modules/currency/engine";
import { formatDate } from "@/modules/billing/shared";
import { listTripTotalsBetween, type TripTotals } from "@/modules/pricing";
import { getUserEmails } from "@/modules/users";
import { alreadySent, sendPreferencedMail } from "@/modules/mailings";
import { lastFullWeek, type Tally } from "./retailer-mail";

/**
 * The weekly savings summary: to each shopper who shopped at least one Best Savings plan last week
 * (their saved trips: the server's own figures at the time), once per shopper and ISO week.
 * A shopper with no trip that week gets nothing — no empty summaries. Composed here, above pricing
 * (the trips), users (the address) and mailings (the sending), none of which may import the others.
 */
export async function sendWeeklySavingsSummaries(db: Db, now = new Date()): Promise<Tally> {
  const t: Tally = { sent: 0, opted_out: 0, already_sent: 0, failed: 0 };
  const week = lastFullWeek(now);
  const totals = await listTripTotalsBetween(db, week.start, week.end);
  const sent = await alreadySent(db, "savings_weekly", totals.map((r) => r.userId), week.label);
  const emails = await getUserEmails(db, totals.map((r) => r.userId));
  const byUser = new Map<string, TripTotals[]>();
  for (const r of totals) if (!sent.has(r.userId) && emails.has(r.userId)) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
  const last = new Date(week.end.getTime() - 86_400_000).toISOString().slice(0, 10);
  for (const [userId, lines] of byUser) {
    const trips = lines.reduce((n, l) => n + l.trips, 0);
    const savedText = lines.map((l) => formatMoney(l.savedCents, l.currency)).join(" + ");
    const text = [
      `Your week on Cartwise (${formatDate(week.start.toISOString().slice(0, 10))} to ${formatDate(last)}):`,
      "",
      ...lines.map((l) => `• ${l.trips} ${l.trips === 1 ? "trip" : "trips"} in ${l.currency}: spent ${formatMoney(l.spentCents, l.currency)}, saved ${formatMoney(l.savedCents, l.currency)} against the cheapest single store`),
      `• Lists shopped: ${[...new Set(lines.flatMap((l) => l.lists))].join(", ")}`,
      "",
      `Your savings history: ${env.APP_URL.replace(/\/+$/, "")}/profile`,
    ].join("\n");
    t[await sendPreferencedMail(db, {
      category: "savings_summary",
      recipient: { userId, email: emails.get(userId)! },
      once: { kind: "savings_weekly", subjectId: userId, period: week.label },
      message: { subject: `You saved ${savedText} on ${trips} ${trips === 1 ? "trip" : "trips"} last week`, text },
    })]++;
  }
  return t;
}
