import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { tables, type Db } from "@/server/db";

/**
 * The shopper whose shared receipt became this `prices` row, if any: the receipt's observation
 * records the price it became while published or approved. Moderation asks it to tell a
 * correction (the contributor reporting their own price) from a report (decision 059).
 */
export async function receiptContributorOf(db: Db, price: { priceId: number; storeId: string; productId: string }): Promise<string | null> {
  const o = tables.priceObservations;
  const [row] = await db
    .select({ userId: o.userId })
    .from(o)
    .where(and(eq(o.priceId, price.priceId), eq(o.storeId, price.storeId), eq(o.productId, price.productId), inArray(o.status, ["published", "approved"])))
    .limit(1);
  return row?.userId ?? null;
}
