import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { CurrencyCode } from "@/modules/currency/engine";

/** One shopper's saved trips in one currency over a window (the weekly savings summary's lines). */
export interface TripTotals { userId: string; currency: CurrencyCode; trips: number; savedCents: number; spentCents: number; lists: string[] }

/**
 * Every shopper's saved trips in [start, end), per shopper and currency (the server's own figures
 * at the time), ordered by shopper and currency. Only pricing names shopping_trips (decision 059).
 */
export async function listTripTotalsBetween(db: Db, start: Date, end: Date): Promise<TripTotals[]> {
  const res = await db.execute<{ user_id: string; currency: CurrencyCode; trips: number; saved: number; spent: number; lists: string[] }>(sql`
    select t.user_id, t.currency, count(*)::int as trips, sum(t.saved_cents)::int as saved, sum(t.plan_total_cents)::int as spent,
      array_agg(distinct t.list_name) as lists
    from shopping_trips t
    where t.created_at >= ${start.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz
    group by t.user_id, t.currency
    order by t.user_id, t.currency`);
  return res.rows.map((r) => ({ userId: r.user_id, currency: r.currency, trips: Number(r.trips), savedCents: Number(r.saved), spentCents: Number(r.spent), lists: r.lists }));
}
