import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import type { CurrencyCode } from "@/modules/currency/engine";
import type { TripFigures } from "./figures";

const t = tables.shoppingTrips;

/** One planned trip as Recent Savings lists it: its recorded figures, without the per-store split. */
export interface RecentTripRow extends Omit<TripFigures, "stores"> {
  id: string;
  listName: string;
  createdAt: Date;
}

/** Planned trips' savings summed per currency they were planned in, with how many trips. */
export interface TripSavingsInCurrency {
  currency: CurrencyCode;
  savedCents: number;
  trips: number;
}

/**
 * What Home and Profile show of the actor's planned trips (decision 054): every trip's saving summed
 * per currency, and the newest `recent` trips (newest first). Both reads run together.
 */
export async function getTripSavingsView(db: Db, actor: Pick<Actor, "userId">, recent: number): Promise<{ byCurrency: TripSavingsInCurrency[]; recent: RecentTripRow[] }> {
  const [sums, rows] = await Promise.all([
    db.select({ currency: t.currency, savedCents: sql<string>`coalesce(sum(${t.savedCents}), 0)::text`, n: sql<number>`count(*)::int` }).from(t).where(eq(t.userId, actor.userId)).groupBy(t.currency),
    listRecentTrips(db, actor, recent),
  ]);
  return { byCurrency: sums.map((s) => ({ currency: s.currency as CurrencyCode, savedCents: Number(s.savedCents), trips: Number(s.n) })), recent: rows };
}

/** The actor's newest planned trips ("Shop this plan"), newest first, at most `limit`. */
export async function listRecentTrips(db: Db, actor: Pick<Actor, "userId">, limit: number): Promise<RecentTripRow[]> {
  const rows = await db
    .select({ id: t.id, listName: t.listName, planTotalCents: t.planTotalCents, baselineCents: t.baselineCents, savedCents: t.savedCents, currency: t.currency, storeCount: t.storeCount, itemCount: t.itemCount, createdAt: t.createdAt })
    .from(t)
    .where(eq(t.userId, actor.userId))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, currency: r.currency as CurrencyCode }));
}
