import "server-only";
import { desc, eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import type { CurrencyCode } from "@/modules/currency/engine";

export interface RecentTripDto {
  id: string;
  listName: string;
  planTotalCents: number;
  savedCents: number;
  currency: CurrencyCode;
  storeCount: number;
  itemCount: number;
  createdAt: string;
}

/** The actor's own latest planned trips ("Shop this plan") with what each saved against the cheapest single store. */
export async function getRecentTrips(db: Db, actor: Actor, limit = 5): Promise<RecentTripDto[]> {
  const t = tables.shoppingTrips;
  const rows = await db
    .select({ id: t.id, listName: t.listName, planTotalCents: t.planTotalCents, savedCents: t.savedCents, currency: t.currency, storeCount: t.storeCount, itemCount: t.itemCount, createdAt: t.createdAt })
    .from(t)
    .where(eq(t.userId, actor.userId))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(Math.min(Math.max(limit, 1), 20));
  return rows.map((r) => ({ ...r, currency: r.currency as CurrencyCode, createdAt: r.createdAt.toISOString() }));
}
